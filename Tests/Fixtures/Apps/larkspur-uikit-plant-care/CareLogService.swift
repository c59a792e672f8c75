import Foundation

struct Plant: Hashable {
    let id: String
    let name: String
    let species: String
    let wateringIntervalDays: Int
}

struct PlantSection {
    let title: String
    let plants: [Plant]
}

extension Notification.Name {
    static let careLogDidChange = Notification.Name("CareLogService.didChange")
}

/// Keeps the last watering date per plant in UserDefaults.
final class CareLogService {
    private let defaults: UserDefaults
    private let key = "larkspur.lastWatered"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func lastWatered(_ plant: Plant) -> Date? {
        let stored = defaults.dictionary(forKey: key) as? [String: Date]
        return stored?[plant.id]
    }

    func recordWatering(_ plant: Plant, at date: Date = .now) {
        var stored = defaults.dictionary(forKey: key) as? [String: Date] ?? [:]
        stored[plant.id] = date
        defaults.set(stored, forKey: key)
        NotificationCenter.default.post(name: .careLogDidChange, object: self)
    }

    func nextWatering(for plant: Plant) -> Date {
        let base = lastWatered(plant) ?? .now
        return Calendar.current.date(byAdding: .day, value: plant.wateringIntervalDays, to: base) ?? base
    }
}
