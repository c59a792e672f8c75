import SwiftUI
import TipKit
import Observation

@Observable
final class TourGuide {
    var tour = TipGroup(.ordered) {
        PlanWeekTip()
        LogSetTip()
    }

    var plannedDays: [String] = []
    var setsToday = 0

    func planWeek() {
        plannedDays = ["Mon", "Wed", "Fri"]
        PlanWeekTip().invalidate(reason: .actionPerformed)
    }

    func logSet() {
        setsToday += 1
        LogSetTip().invalidate(reason: .actionPerformed)
    }
}
