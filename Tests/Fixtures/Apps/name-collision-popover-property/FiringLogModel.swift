import Foundation
import TipKit

struct Firing: Identifiable {
    let id = UUID()
    var cone: String
    var peakCelsius: Int
    var holdMinutes: Int
    var date: Date
}

@MainActor
final class FiringLogModel: ObservableObject {
    @Published private(set) var firings: [Firing] = []

    var lastPeak: Int? { firings.first?.peakCelsius }

    func logFiring(cone: String = "6", peakCelsius: Int = 1222, holdMinutes: Int = 10) {
        let firing = Firing(cone: cone, peakCelsius: peakCelsius, holdMinutes: holdMinutes, date: .now)
        firings.insert(firing, at: 0)
        ImportNotesTip.hasLoggedFiring = true
    }
}
