import SwiftUI
import TipKit

struct PlanWeekTip: Tip {
    var title: Text { Text("Plan your week") }
    var message: Text? { Text("Pick three training days and Reps builds the sessions.") }
    var image: Image? { Image(systemName: "calendar.badge.plus") }
}

struct LogSetTip: Tip {
    var title: Text { Text("Log as you lift") }
    var message: Text? { Text("One tap per set; Reps fills in the weight from last time.") }
    var image: Image? { Image(systemName: "plus.circle") }
}
