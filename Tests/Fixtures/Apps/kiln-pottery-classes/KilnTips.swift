import SwiftUI
import TipKit

struct PasskeyTip: Tip {
    var title: Text { Text("Skip the password") }
    var message: Text? { Text("Sign in with Face ID using a passkey saved in your iCloud Keychain.") }
    var image: Image? { Image(systemName: "person.badge.key") }
}

struct FindClassTip: Tip {
    var title: Text { Text("Find your first class") }
    var message: Text? { Text("Wheel, hand-building and glaze sessions run every evening. Tap Book to hold a spot.") }
    var image: Image? { Image(systemName: "calendar.badge.plus") }
}

struct CalendarExportTip: Tip {
    static let classBooked = Tips.Event(id: "classBooked")

    var title: Text { Text("Never miss a session") }
    var message: Text? { Text("Add your bookings to Calendar and get a reminder an hour before class.") }
    var image: Image? { Image(systemName: "bell.badge") }

    var rules: [Rule] {
        #Rule(Self.classBooked) { $0.donations.count >= 1 }
    }
}
