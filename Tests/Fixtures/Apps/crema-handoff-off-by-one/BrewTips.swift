import SwiftUI
import TipKit

struct FirstCupTip: Tip {
    var title: Text { Text("Log every cup") }
    var message: Text? { Text("Note the dose after each brew and Crema learns what you like.") }
    var image: Image? { Image(systemName: "cup.and.saucer") }
}

struct BrewRatioTip: Tip {
    @Parameter static var cupsLogged: Int = 0

    var title: Text { Text("Dial in your ratio") }
    var message: Text? { Text("Three cups in: compare how the dose changed the taste.") }
    var image: Image? { Image(systemName: "scalemass") }

    var rules: [Rule] {
        #Rule(Self.$cupsLogged) { $0 >= 3 }
    }
}
