import SwiftUI
import TipKit

struct CategoryBudgetTip: Tip {
    var title: Text { Text("Budgets per category") }
    var message: Text? { Text("Tap a slice to set a monthly limit for groceries, rent or fun.") }
    var image: Image? { Image(systemName: "chart.pie") }
}

struct SplitTransactionTip: Tip {
    static let transactionAdded = Tips.Event(id: "transactionAdded")

    var title: Text { Text("Split a purchase") }
    var message: Text? { Text("One receipt, two categories: split it so each budget stays honest.") }

    var rules: [Rule] {
        #Rule(Self.transactionAdded) { $0.donations.count >= 1 }
    }
}
