import Foundation
import Observation
import TipKit

@Observable
final class TodayViewModel {
    private(set) var activeRun: ActiveRun?
    var audioCuesEnabled = false

    private let tracker: RunTracking
    private let log: RunLogStore

    init(tracker: RunTracking, log: RunLogStore) {
        self.tracker = tracker
        self.log = log
    }

    var isRunning: Bool { activeRun != nil }

    func toggleRun() {
        if let activeRun {
            log.save(tracker.stop(activeRun))
            self.activeRun = nil
        } else {
            activeRun = tracker.start()
            // The user found the Start button on their own; no need to keep pointing at it.
            StartRunTip().invalidate(reason: .actionPerformed)
        }
    }
}
