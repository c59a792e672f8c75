import SwiftUI
import TipKit

struct ImportRecipeTip: Tip {
    var title: Text { Text("Import from the web") }
    var message: Text? { Text("Paste a recipe link and Recipe Box fills in the ingredients for you.") }
    var image: Image? { Image(systemName: "square.and.arrow.down") }
}

struct ShoppingListTip: Tip {
    @Parameter static var cookedCount: Int = 0

    var title: Text { Text("Cooking this often?") }
    var message: Text? { Text("Add its ingredients to your shopping list in one tap.") }
    var image: Image? { Image(systemName: "cart") }

    var rules: [Rule] {
        #Rule(Self.$cookedCount) { $0 >= 3 }
    }
}
