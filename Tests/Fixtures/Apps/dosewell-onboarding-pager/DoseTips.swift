import SwiftUI
import TipKit

enum DoseTips {
    /// Donated when the welcome pages are finished.
    static let onboardingFinished = Tips.Event(id: "onboardingFinished")
}

struct RemindersTip: Tip {
    var title: Text { Text("Turn on reminders") }
    var message: Text? { Text("Dosewell can nudge you when a dose is due. You choose the times for each medicine.") }
    var image: Image? { Image(systemName: "bell.badge") }

    var rules: [Rule] {
        #Rule(DoseTips.onboardingFinished) { $0.donations.count >= 1 }
    }

    var actions: [Action] {
        Action(id: "turn-on", title: "Turn On Reminders")
    }
}

struct StreakTip: Tip {
    @Parameter static var dosesLogged: Int = 0

    var title: Text { Text("You're on a streak") }
    var message: Text? { Text("Your history shows every dose you've logged. Share it with your doctor from here.") }
    var image: Image? { Image(systemName: "flame") }

    var rules: [Rule] {
        #Rule(Self.$dosesLogged) { $0 >= 3 }
    }
}

struct RefillTip: Tip {
    var title: Text { Text("Never run out") }
    var message: Text? { Text("Set a refill reminder and Dosewell warns you a week before the pack is empty.") }
    var image: Image? { Image(systemName: "cross.vial") }
}
