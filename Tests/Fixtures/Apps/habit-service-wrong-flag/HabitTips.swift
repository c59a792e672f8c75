import SwiftUI
import TipKit

enum HabitFlags {
    @Parameter static var visitedStats: Bool = false
    @Parameter static var visitedSettings: Bool = false
}

struct AddHabitTip: Tip {
    var title: Text { Text("Start small") }
    var message: Text? { Text("Add one habit you can do in two minutes a day.") }
    var image: Image? { Image(systemName: "plus.circle") }
}

struct WeeklyGoalTip: Tip {
    var title: Text { Text("Set a weekly goal") }
    var message: Text? { Text("Now that reminders are set up, pick how many days a week counts as a win.") }

    var rules: [Rule] {
        #Rule(HabitFlags.$visitedSettings) { $0 == true }
    }
}

struct ExportStatsTip: Tip {
    var title: Text { Text("Take your data with you") }
    var message: Text? { Text("Export every check-in you've seen on the Stats screen as a CSV file.") }

    var rules: [Rule] {
        #Rule(HabitFlags.$visitedStats) { $0 == true }
    }
}
