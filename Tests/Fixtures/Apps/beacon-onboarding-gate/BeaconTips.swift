import SwiftUI
import TipKit

struct TourTip: Tip {
    var title: Text { Text("Three steps to your first beacon") }
}

struct FilterStationsTip: Tip {
    var title: Text { Text("Filter by range") }
    var message: Text? { Text("Show only stations you can reach tonight.") }
}

struct LiveStatusTip: Tip {
    var title: Text { Text("Live status") }
    var message: Text? { Text("Green stations are broadcasting now.") }
}

struct ReplayTourTip: Tip {
    var title: Text { Text("Need the tour again?") }
}
