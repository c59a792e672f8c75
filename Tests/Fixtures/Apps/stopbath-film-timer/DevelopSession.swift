import Foundation
import Combine

struct FilmStock: Hashable, Codable {
    let name: String
    /// Minutes in the developer at 20 °C.
    let baseMinutes: Double

    static let all: [FilmStock] = [
        FilmStock(name: "HP5 Plus", baseMinutes: 9),
        FilmStock(name: "Tri-X 400", baseMinutes: 9.75),
        FilmStock(name: "FP4 Plus", baseMinutes: 8.5),
        FilmStock(name: "Delta 100", baseMinutes: 10)
    ]
}

enum AgitationPattern: String, CaseIterable, Identifiable, Codable {
    case everyMinute = "Every minute"
    case everyThirtySeconds = "Every 30 seconds"
    case stand = "Stand (first minute only)"

    var id: String { rawValue }
}

struct DevelopPreset: Identifiable, Codable {
    var id = UUID()
    let film: FilmStock
    let temperature: Double
    let agitation: AgitationPattern
}

@MainActor
final class DevelopSession: ObservableObject {
    @Published private(set) var film = FilmStock.all[0]
    @Published var agitation: AgitationPattern = .everyMinute
    @Published var inversions = 4
    @Published private(set) var presets: [DevelopPreset] = []
    @Published private(set) var startedAt: Date?

    func cycleFilm() {
        let index = FilmStock.all.firstIndex(of: film) ?? 0
        film = FilmStock.all[(index + 1) % FilmStock.all.count]
    }

    /// Temperature compensation: roughly 10% shorter per degree above 20 °C.
    func developMinutes(at temperature: Double) -> Double {
        film.baseMinutes * pow(0.9, temperature - 20)
    }

    func start() {
        startedAt = .now
    }

    func savePreset(temperature: Double) {
        presets.append(DevelopPreset(film: film, temperature: temperature, agitation: agitation))
    }
}
