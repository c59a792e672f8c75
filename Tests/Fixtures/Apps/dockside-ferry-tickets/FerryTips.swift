import SwiftUI
import TipKit

enum FerryTips {
    static let sailingViewed = Tips.Event(id: "sailingViewed")
    static let ticketPurchased = Tips.Event(id: "ticketPurchased")
}

struct DepartureAlertsTip: Tip {
    var title: Text { Text("Never miss the boat") }
    var message: Text? { Text("Turn on departure alerts to hear about delays and gate changes.") }
    var image: Image? { Image(systemName: "bell.badge") }
}

struct QuickBuyTip: Tip {
    var title: Text { Text("Buy in one tap") }
    var message: Text? { Text("Your saved card is used for the fare, no forms to fill in.") }
    var image: Image? { Image(systemName: "creditcard") }

    var rules: [Rule] {
        #Rule(FerryTips.sailingViewed) {
            $0.donations.count >= 2
        }
    }
}

struct WalletTip: Tip {
    var title: Text { Text("Add tickets to Wallet") }
    var message: Text? { Text("Show your ticket at the gate straight from the Lock Screen.") }
    var image: Image? { Image(systemName: "wallet.pass") }

    var rules: [Rule] {
        #Rule(FerryTips.ticketPurchased) {
            $0.donations.count >= 1
        }
    }
}
