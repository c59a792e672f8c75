import SwiftUI
import TipKit

struct FavoriteRouteTip: Tip {
    @Parameter static var tripsViewed: Int = 0

    var title: Text { Text("Pin your crossing") }
    var message: Text? { Text("You check the same route often: pin it to the top of Home.") }
    var image: Image? { Image(systemName: "pin") }

    var rules: [Rule] {
        #Rule(Self.$tripsViewed) { $0 >= 3 }
    }
}

struct PayTip: Tip {
    var title: Text { Text("Pay with Wallet") }
    var message: Text? { Text("Your ticket goes straight to Wallet and scans at the gate.") }
    var image: Image? { Image(systemName: "wallet.pass") }
}

struct LiveTrackingTip: Tip {
    @Parameter static var hasTicket: Bool = false

    var title: Text { Text("Follow your boat") }
    var message: Text? { Text("With a ticket, the map shows where your ferry is right now.") }
    var image: Image? { Image(systemName: "ferry") }

    var rules: [Rule] {
        #Rule(Self.$hasTicket) { $0 == true }
    }
}
