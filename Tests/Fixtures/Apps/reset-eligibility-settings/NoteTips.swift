import SwiftUI
import TipKit

struct PinNoteTip: Tip {
    @Parameter static var hasPinned: Bool = false

    var title: Text { Text("Keep it on top") }
    var message: Text? { Text("Tap the pin on a note to keep it above everything else.") }
    var image: Image? { Image(systemName: "pin") }

    var rules: [Rule] {
        #Rule(Self.$hasPinned) { $0 == false }
    }
}

struct TagSuggestionsTip: Tip {
    @Parameter static var hasTaggedNote: Bool = false

    var title: Text { Text("Tags follow you") }
    var message: Text? { Text("Tags you've used before are suggested as you type.") }
    var image: Image? { Image(systemName: "tag") }

    var rules: [Rule] {
        #Rule(Self.$hasTaggedNote) { $0 == true }
    }
}
