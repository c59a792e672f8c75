import SwiftUI
import TipKit

struct FavoritesFilterTip: Tip {
    var title: Text { Text("Your go-to dishes") }
    var message: Text? { Text("Tap the star to show only the recipes you've favorited.") }
    var image: Image? { Image(systemName: "star") }
}

struct ImportRecipeTip: Tip {
    var title: Text { Text("Bring recipes in") }
    var message: Text? { Text("Paste a link from any recipe site and Mise keeps a clean copy.") }
    var image: Image? { Image(systemName: "square.and.arrow.down") }
}

struct ScaleServingsTip: Tip {
    var title: Text { Text("Cooking for a crowd?") }
    var message: Text? { Text("Double the servings and every quantity scales with it.") }
    var image: Image? { Image(systemName: "person.3") }
}
