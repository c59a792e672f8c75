import TipKit
import UIKit

struct TidesTip: Tip {
    var title: Text { Text("Check the tides") }
    var message: Text? { Text("Tap a harbor to see today's tides.") }
}

struct FavoriteTip: Tip {
    @Parameter static var harborOpened: Bool = false

    var title: Text { Text("Save this harbor") }
    var message: Text? { Text("Favorites open first next time.") }

    var rules: [Rule] {
        #Rule(Self.$harborOpened) { $0 == true }
    }
}
