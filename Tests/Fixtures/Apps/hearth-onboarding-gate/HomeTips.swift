import SwiftUI
import TipKit

enum ActionID: String {
    case learn = "learn"
}

struct SeasonalChecklistTip: Tip {
    var title: Text { Text("Your autumn checklist") }
    var message: Text? { Text("Six chores that matter before the first frost, picked for your climate.") }
    var image: Image? { Image(systemName: "leaf") }

    var actions: [Action] {
        Action(id: ActionID.learn.rawValue, title: "Learn more")
    }
}

struct SnoozeTip: Tip {
    var title: Text { Text("Not this weekend?") }
    var message: Text? { Text("Snooze a chore and Hearth asks again in a week.") }
    var image: Image? { Image(systemName: "moon.zzz") }

    var options: [any TipOption] {
        Tips.MaxDisplayCount(1)
    }
}
