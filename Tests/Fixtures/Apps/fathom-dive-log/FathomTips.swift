import SwiftUI
import TipKit

enum FathomTips {
    static let diveLogged = Tips.Event(id: "diveLogged")
}

struct LogDiveTip: Tip {
    var title: Text { Text("Log your first dive") }
    var message: Text? { Text("Tap + to record the site, your max depth and who you dived with.") }
    var image: Image? { Image(systemName: "plus.circle") }
}

struct DiveStatsTip: Tip {
    var title: Text { Text("Your numbers, added up") }
    var message: Text? { Text("Stats totals your dives and tracks your deepest one.") }
    var image: Image? { Image(systemName: "chart.bar") }

    var rules: [Rule] {
        #Rule(FathomTips.diveLogged) { $0.donations.count >= 1 }
    }
}

struct ExportLogbookTip: Tip {
    var title: Text { Text("Take your logbook with you") }
    var message: Text? { Text("Copy your dives as CSV for your instructor or dive centre.") }

    var rules: [Rule] {
        #Rule(FathomTips.diveLogged) { $0.donations.count >= 2 }
    }

    // Shown on the Stats screen right away, whatever the daily budget says.
    var options: [TipOption] { Tips.IgnoresDisplayFrequency(true) }
}
