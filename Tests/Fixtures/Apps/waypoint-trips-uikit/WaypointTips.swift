import SwiftUI
import TipKit

struct TripListTip: Tip {
    var title: Text { Text("Your trips, in one place") }
    var message: Text? { Text("Tap a trip to see its day-by-day itinerary.") }
    var image: Image? { Image(systemName: "suitcase.rolling") }
}

struct OfflineMapsTip: Tip {
    /// Donated each time the traveller opens an itinerary.
    static let itineraryOpened = Tips.Event(id: "itineraryOpened")

    var title: Text { Text("No signal abroad?") }
    var message: Text? { Text("Download this trip's maps so directions work offline.") }
    var image: Image? { Image(systemName: "arrow.down.circle") }

    var rules: [Rule] {
        // Wait until they've come back to their itineraries at least twice.
        #Rule(Self.itineraryOpened) { $0.donations.count >= 2 }
    }
}

struct PackingTip: Tip {
    var title: Text { Text("Add anything you might forget") }
    var message: Text? { Text("Tap + to add items; tap an item to tick it off.") }
    var image: Image? { Image(systemName: "checklist") }
}
