import SwiftUI
import Observation

enum GardenRoute: Hashable {
    case newBed
    case bed(GardenBed.ID)
    case calendar
}

@Observable
final class GardenRouter {
    var path = NavigationPath()

    func push(_ route: GardenRoute) {
        path.append(route)
    }

    func popToRoot() {
        guard !path.isEmpty else { return }
        path.removeLast(path.count)
    }
}
