import SwiftUI
import Observation
import TipKit

/// The first-run tour: import a score, loop a passage, record a take, in that order.
@MainActor
@Observable
final class PracticeTour {
    let tips = TipGroup(.ordered) {
        ImportScoreTip()
        PracticeLoopTip()
        RecordTakeTip()
    }

    func didStartLoop() {
        PracticeLoopTip().invalidate(reason: .actionPerformed)
    }

    func didRecordTake() {
        RecordTakeTip().invalidate(reason: .actionPerformed)
    }
}
