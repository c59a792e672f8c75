import Foundation
import TipKit

struct RunRecord: Identifiable, Codable {
    var id = UUID()
    var startedAt: Date
    var duration: TimeInterval
    var distanceKilometers: Double
}

final class RunLogService {
    static let shared = RunLogService()

    private(set) var runs: [RunRecord] = []

    func append(_ run: RunRecord) {
        runs.insert(run, at: 0)
    }

    func totalDistance(since date: Date) -> Double {
        runs.filter { $0.startedAt >= date }.reduce(0) { $0 + $1.distanceKilometers }
    }
}

@MainActor
final class RunHomeViewModel: ObservableObject {
    @Published var isRunning = false
    @Published private(set) var runStartedAt: Date?
    @Published private(set) var weeklyDistance: Double = 0

    private let log: RunLogService

    init(log: RunLogService = .shared) {
        self.log = log
        refreshSummary()
    }

    func startRun() {
        runStartedAt = .now
        isRunning = true
    }

    func finishRun() {
        let start = runStartedAt ?? .now
        let duration = Date.now.timeIntervalSince(start)
        // Roughly a 6:00 min/km pace until GPS lands.
        log.append(RunRecord(startedAt: start, duration: duration, distanceKilometers: duration / 360))
        AudioCuesTip.runsLogged += 1
        runStartedAt = nil
        isRunning = false
        refreshSummary()
    }

    func discardRun() {
        runStartedAt = nil
        isRunning = false
    }

    private func refreshSummary() {
        let weekAgo = Calendar.current.date(byAdding: .day, value: -7, to: .now) ?? .now
        weeklyDistance = log.totalDistance(since: weekAgo)
    }
}
