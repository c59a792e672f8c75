import SwiftUI
import Observation

enum Route: Hashable {
    case recipe(Recipe.ID)
}

@Observable
final class Router {
    var path: [Route] = []

    func show(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }
}
