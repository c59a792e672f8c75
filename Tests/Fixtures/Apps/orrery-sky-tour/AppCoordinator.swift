import Observation
import SwiftUI

enum Destination: Hashable {
    case target(SkyTarget)
    case logbook
}

enum Sheet: Identifiable {
    case logObservation(SkyTarget)
    case equipment

    var id: String {
        switch self {
        case .logObservation(let target): "log-\(target.id)"
        case .equipment: "equipment"
        }
    }
}

@MainActor
@Observable
final class AppCoordinator {
    var path: [Destination] = []
    var sheet: Sheet?

    func show(_ destination: Destination) {
        path.append(destination)
    }

    func present(_ sheet: Sheet) {
        self.sheet = sheet
    }

    func dismissSheet() {
        sheet = nil
    }

    func popToTonight() {
        path.removeAll()
    }
}
