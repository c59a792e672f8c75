import SwiftUI
import TipKit

struct AutoSaveTip: Tip {
    @Parameter static var enabled: Bool = false

    var title: Text { Text("Never lose an entry") }
    var message: Text? { Text("Turn on auto-save and every note is kept as you type.") }
    var image: Image? { Image(systemName: "leaf") }

    var rules: [Rule] {
        #Rule(Self.$enabled) { $0 == false }
    }

    var actions: [Action] {
        Action(id: "turn-on", title: "Turn On")
    }
}

struct BackupTip: Tip {
    var title: Text { Text("Backed up nightly") }
    var message: Text? { Text("With auto-save on, your journal is also copied to iCloud every night.") }
    var image: Image? { Image(systemName: "icloud") }

    var rules: [Rule] {
        #Rule(AutoSaveTip.$enabled) { $0 == true }
    }
}
