import SwiftUI
import TipKit

struct CareGuideTip: Tip {
    var title: Text { Text("Every plant has a care guide") }
    var message: Text? { Text("Tap a plant to see how often it needs water.") }
    var image: Image? { Image(systemName: "book.closed") }
}

struct LogWateringTip: Tip {
    var title: Text { Text("Just watered?") }
    var message: Text? { Text("Tap Watered so Larkspur can plan the next one.") }
    var image: Image? { Image(systemName: "drop") }
}

struct ReminderTip: Tip {
    static let wateringLogged = Tips.Event(id: "larkspur.wateringLogged")

    var title: Text { Text("Never miss a watering") }
    var message: Text? { Text("Turn on reminders and we'll nudge you when a plant is due.") }
    var image: Image? { Image(systemName: "bell") }

    var rules: [Rule] {
        #Rule(Self.wateringLogged) { $0.donations.count >= 2 }
    }
}
