import SwiftUI
import TipKit

enum FormTips {
    struct Date: Tip {
        var title: Text { Text("Pick the due date") }
        var message: Text? { Text("Tally reminds you two days before a bill is due.") }
        var image: Image? { Image(systemName: "calendar.badge.clock") }
    }

    struct Amount: Tip {
        static let billSaved = Tips.Event(id: "billSaved")

        var title: Text { Text("An estimate is fine") }
        var message: Text? { Text("Enter roughly what you expect; fix the amount when the bill arrives.") }
        var image: Image? { Image(systemName: "dollarsign.circle") }

        var rules: [Rule] {
            #Rule(Self.billSaved) { $0.donations.count >= 1 }
        }
    }
}
