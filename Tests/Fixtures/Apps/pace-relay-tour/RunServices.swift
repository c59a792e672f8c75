import Foundation
import Observation

struct Run: Identifiable, Hashable {
    let id = UUID()
    let startedAt: Date
    let duration: TimeInterval
    let distanceKm: Double

    var paceMinutesPerKm: Double {
        guard distanceKm > 0 else { return 0 }
        return duration / 60 / distanceKm
    }
}

struct ActiveRun {
    let startedAt: Date
}

protocol RunTracking {
    func start() -> ActiveRun
    func stop(_ run: ActiveRun) -> Run
}

struct RunTracker: RunTracking {
    func start() -> ActiveRun {
        ActiveRun(startedAt: .now)
    }

    func stop(_ run: ActiveRun) -> Run {
        let elapsed = Date.now.timeIntervalSince(run.startedAt)
        // Rough estimate until the CoreMotion pedometer integration lands.
        return Run(startedAt: run.startedAt, duration: elapsed, distanceKm: elapsed / 360)
    }
}

@Observable
final class RunLogStore {
    private(set) var runs: [Run] = [
        Run(startedAt: .now.addingTimeInterval(-86_400), duration: 1_860, distanceKm: 5.2),
        Run(startedAt: .now.addingTimeInterval(-3 * 86_400), duration: 2_940, distanceKm: 8.0)
    ]

    func save(_ run: Run) {
        runs.insert(run, at: 0)
    }
}
