import SwiftUI
import TipKit

struct ShareLocationTip: Tip {
    var title: Text { Text("Share your ETA") }
    var message: Text? { Text("Friends see where you are until you arrive.") }
    var image: Image? { Image(systemName: "location.fill") }
}

struct GoProTip: Tip {
    @Parameter static var sharedTrips: Int = 0

    var title: Text { Text("Go Pro") }
    var message: Text? { Text("Share with a whole group at once.") }

    var rules: [Rule] {
        #Rule(Self.$sharedTrips) { $0 >= 3 }
    }
}
