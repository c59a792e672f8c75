import SwiftUI
import TipKit

struct HomeWidgetTip: Tip {
    static let tapped = Tips.Event(id: "habitTapped")

    var title: Text { Text("Count from your Home Screen") }
    var message: Text? { Text("Add the Tally widget and log a habit without opening the app.") }
    var image: Image? { Image(systemName: "apps.iphone") }

    var rules: [Rule] {
        #Rule(Self.tapped) { $0.donations.count >= 3 }
    }
}

struct QuietHoursTip: Tip {
    @Parameter static var triedReminders: Bool = false

    var title: Text { Text("Set quiet hours") }
    var message: Text? { Text("Tally won't nudge you while you're asleep or in a meeting.") }
    var image: Image? { Image(systemName: "moon.zzz") }

    var rules: [Rule] {
        #Rule(Self.$triedReminders) { $0 == true }
    }
}
