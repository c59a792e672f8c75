import SwiftUI
import TipKit

struct LogSightingTip: Tip {
    var title: Text { Text("Log what you hear") }
    var message: Text? { Text("Tap + and Birdsong records ten seconds of song to identify the bird.") }
    var image: Image? { Image(systemName: "bird") }
}

struct RangeMapTip: Tip {
    static let sightingsOpened = Tips.Event(id: "sightingsOpened")

    var title: Text { Text("Who's around this week") }
    var message: Text? { Text("The map shows recent sightings within 50 km of you.") }
    var image: Image? { Image(systemName: "map") }

    var rules: [Rule] {
        #Rule(Self.sightingsOpened) { $0.donations.count >= 2 }
    }
}
