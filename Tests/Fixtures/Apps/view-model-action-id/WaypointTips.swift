import SwiftUI
import TipKit

struct WelcomeTip: Tip {
    var title: Text { Text("Your saved rides") }
    var message: Text? { Text("Routes you plan or import land here, ready to ride offline.") }
    var image: Image? { Image(systemName: "bicycle") }
}

struct ElevationTip: Tip {
    var title: Text { Text("Read the climb") }
    var message: Text? { Text("Steeper sections are darker. Tap the profile to see the grade at any point.") }
    var image: Image? { Image(systemName: "mountain.2") }

    var actions: [Action] {
        Action(id: "learn-more", title: "How grades work")
        Action(id: "not-now", title: "Not now")
    }
}
