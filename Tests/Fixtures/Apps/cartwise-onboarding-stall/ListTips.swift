import SwiftUI
import TipKit

struct WelcomeTip: Tip {
    var title: Text { Text("Welcome to Cartwise") }
    var message: Text? { Text("Shared shopping lists that stay in sync with your household.") }
    var image: Image? { Image(systemName: "cart") }
}

struct NewListTip: Tip {
    var title: Text { Text("Make your first list") }
    var message: Text? { Text("Groceries, hardware store, party supplies: one list each.") }
}

struct ShareListTip: Tip {
    var title: Text { Text("Shop together") }
    var message: Text? { Text("Share a list and see items checked off in real time.") }
}
