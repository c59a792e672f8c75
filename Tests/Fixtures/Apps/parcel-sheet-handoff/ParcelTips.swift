import SwiftUI
import TipKit

struct TrackParcelTip: Tip {
    var title: Text { Text("Track another parcel") }
    var message: Text? { Text("Paste any tracking number and Parcel works out the carrier.") }
    var image: Image? { Image(systemName: "shippingbox") }
}

struct RetryLaterTip: Tip {
    @Parameter static var lookupFailed: Bool = false

    var title: Text { Text("We'll keep trying") }
    var message: Text? { Text("The carrier didn't answer. Parcel retries in the background.") }
    var image: Image? { Image(systemName: "arrow.clockwise") }

    var rules: [Rule] {
        #Rule(Self.$lookupFailed) { $0 == true }
    }
}

struct DeliveryAlertsTip: Tip {
    static let parcelAdded = Tips.Event(id: "parcelAdded")

    var title: Text { Text("Know when it's at the door") }
    var message: Text? { Text("Turn on alerts and Parcel pings you when the driver is close.") }
    var image: Image? { Image(systemName: "bell.badge") }

    var rules: [Rule] {
        #Rule(Self.parcelAdded) { $0.donations.count >= 1 }
    }
}
