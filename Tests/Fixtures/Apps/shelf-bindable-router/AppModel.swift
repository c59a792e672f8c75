import Observation
import SwiftUI

enum Route: Hashable {
    case book(String)
    case settings
}

@Observable
final class Router {
    var path: [Route] = []

    func open(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }
}

@Observable
final class AppModel {
    let router = Router()
    var books: [String] = ["Dune", "Emma", "Middlemarch"]
    var lastOpened: String?

    func markOpened(_ title: String) {
        lastOpened = title
    }
}
