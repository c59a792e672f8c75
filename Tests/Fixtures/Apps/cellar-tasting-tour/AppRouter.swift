import Observation
import SwiftUI

enum Route: Hashable {
    case bottle(Bottle)
    case addBottle
    case tasting(Bottle)
    case cellarMap
}

@Observable
final class AppRouter {
    var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}
