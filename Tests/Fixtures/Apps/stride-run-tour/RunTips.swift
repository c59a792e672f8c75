import SwiftUI
import TipKit

struct StartRunTip: Tip {
    var title: Text { Text("Start a run") }
    var message: Text? { Text("Stride tracks your pace and distance while the screen is locked.") }
    var image: Image? { Image(systemName: "figure.run") }
}

struct PickRouteTip: Tip {
    var title: Text { Text("Pick a route") }
    var message: Text? { Text("Choose a saved loop and Stride tells you when to turn.") }
    var image: Image? { Image(systemName: "map") }
}

struct RunHistoryTip: Tip {
    var title: Text { Text("Your past runs") }
    var message: Text? { Text("Every run is saved here with its splits.") }
    var image: Image? { Image(systemName: "clock.arrow.circlepath") }
}
