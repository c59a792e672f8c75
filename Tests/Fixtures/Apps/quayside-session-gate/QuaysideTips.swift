import SwiftUI
import TipKit

struct WelcomeBackTip: Tip {
    var title: Text { Text("Welcome back") }
    var message: Text? { Text("Your saved harbors are still here.") }
}

struct FavoriteHarborTip: Tip {
    var title: Text { Text("Pin a harbor") }
    var message: Text? { Text("Tap the star to keep a harbor at the top.") }
}

struct SignOutTip: Tip {
    var title: Text { Text("Sharing a tablet?") }
    var message: Text? { Text("Sign out when you hand it over.") }
}
