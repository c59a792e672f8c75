import UIKit
import TipKit

struct WelcomeTip: Tip {
    var title: Text { Text("Welcome to Pocketbook") }
    var message: Text? { Text("Your spending, one screen at a time.") }
}

struct NewBudgetTip: Tip {
    var title: Text { Text("Create a budget") }
    var message: Text? { Text("Tap + to set a monthly limit.") }
}
