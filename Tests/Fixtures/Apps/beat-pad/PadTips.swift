import SwiftUI
import TipKit

struct PlayPatternTip: Tip {
    static let played = Tips.Event(id: "patternPlayed")

    var title: Text { Text("Hear your pattern") }
    var message: Text? { Text("Light up a few pads, then tap Play.") }
    var image: Image? { Image(systemName: "play.circle") }
}

struct SaveLoopTip: Tip {
    var title: Text { Text("Like that groove?") }
    var message: Text? { Text("Save it as a loop to use it in a song later.") }

    var rules: [Rule] {
        #Rule(PlayPatternTip.played) { $0.donations.count >= 2 }
    }
}
