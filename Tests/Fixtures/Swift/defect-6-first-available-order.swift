// Twin of Specs/defect-6-first-available-order.tipspec: a TipGroup without a
// priority is .firstAvailable, so it does not keep its members in order.
import SwiftUI
import TipKit

struct ListModel {
    @Parameter static var hasItems = false
}

struct AddItemTip: Tip {
    var title: Text { Text("Add your first item") }
    var rules: [Rule] { #Rule(ListModel.$hasItems) { !$0 } }
}

struct EditItemTip: Tip {
    var title: Text { Text("Swipe to edit") }
    var rules: [Rule] { #Rule(ListModel.$hasItems) { $0 } }
}

struct ItemList: View {
    @State var listTips = TipGroup {
        AddItemTip()
        EditItemTip()
    }

    var body: some View {
        List {
            TipView(listTips.currentTip)
            Button("Add Item") {
                withAnimation { ListModel.hasItems = true }
            }
        }
    }
}

// tipcheck: check single-tip, reachable, no-deadlock
// tipcheck: check order AddItemTip -> EditItemTip expect violated
