import Foundation

enum SkyFilter: String, CaseIterable, Identifiable {
    case all
    case planets
    case deepSky

    var id: String { rawValue }

    var title: String {
        switch self {
        case .all: "All"
        case .planets: "Planets"
        case .deepSky: "Deep Sky"
        }
    }
}

struct SkyTarget: Identifiable, Hashable {
    enum Kind: Hashable {
        case planet
        case cluster
        case galaxy
        case nebula
    }

    let id: String
    var name: String
    var kind: Kind
    var constellation: String
    var magnitude: Double
    var bestTime: String

    var isPlanet: Bool { kind == .planet }

    static let tonight: [SkyTarget] = [
        SkyTarget(id: "jupiter", name: "Jupiter", kind: .planet, constellation: "Taurus", magnitude: -2.4, bestTime: "22:10"),
        SkyTarget(id: "saturn", name: "Saturn", kind: .planet, constellation: "Aquarius", magnitude: 0.8, bestTime: "20:40"),
        SkyTarget(id: "m13", name: "M13 Hercules Cluster", kind: .cluster, constellation: "Hercules", magnitude: 5.8, bestTime: "21:30"),
        SkyTarget(id: "m31", name: "M31 Andromeda Galaxy", kind: .galaxy, constellation: "Andromeda", magnitude: 3.4, bestTime: "23:50"),
        SkyTarget(id: "m57", name: "M57 Ring Nebula", kind: .nebula, constellation: "Lyra", magnitude: 8.8, bestTime: "21:05")
    ]
}

struct Observation: Identifiable, Hashable {
    let id = UUID()
    var targetName: String
    var seeing: Int
    var eyepiece: String
    var notes: String
    var date: Date
}

/// Where observations are kept. One implementation ships; tests use an in-memory one.
protocol ObservationStore: AnyObject {
    var observations: [Observation] { get }
    func save(_ observation: Observation)
}

final class LocalObservationStore: ObservationStore {
    static let shared = LocalObservationStore()

    private(set) var observations: [Observation] = []

    func save(_ observation: Observation) {
        observations.insert(observation, at: 0)
    }
}
