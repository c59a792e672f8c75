import SwiftUI
import TipKit

enum SetupTips {
    /// How far the customer has got in the setup wizard (steps completed).
    @Parameter static var completedSteps: Int = 0

    /// Donated when an external account is linked during setup.
    static let accountLinked = Tips.Event(id: "accountLinked")
}

struct RoundUpsTip: Tip {
    var title: Text { Text("Round up your spending") }
    var message: Text? { Text("Kestrel can round card purchases up to the next pound and move the change into savings.") }
    var image: Image? { Image(systemName: "sterlingsign.circle") }
}

/// Budget insights only make sense once the budget step of setup is behind the customer.
struct BudgetInsightsTip: Tip {
    var title: Text { Text("Your budget, at a glance") }
    var message: Text? { Text("Tap a category to see where this month's money went.") }
    var image: Image? { Image(systemName: "chart.pie") }

    var rules: [Rule] {
        #Rule(SetupTips.$completedSteps) { $0 >= 3 }
    }
}

/// Instant transfers need a second account, so wait for one to be linked.
struct InstantTransferTip: Tip {
    var title: Text { Text("Move money instantly") }
    var message: Text? { Text("Transfers between your linked accounts arrive in seconds, even at weekends.") }
    var image: Image? { Image(systemName: "bolt.circle") }

    var rules: [Rule] {
        #Rule(SetupTips.accountLinked) { $0.donations.count >= 1 }
    }
}
