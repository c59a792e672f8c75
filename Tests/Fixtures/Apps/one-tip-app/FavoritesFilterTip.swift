import SwiftUI
import TipKit

struct FavoritesFilterTip: Tip {
    @Parameter static var hasStarredBean: Bool = false

    var title: Text { Text("Just your favourites") }
    var message: Text? { Text("Filter the list down to the beans you've starred.") }
    var image: Image? { Image(systemName: "line.3.horizontal.decrease.circle") }

    var rules: [Rule] {
        #Rule(Self.$hasStarredBean) { $0 == true }
    }
}
