import Observation

enum Route: Hashable {
    case detail(Checklist.ID)
    case settings
}

@Observable
final class Router {
    var path: [Route] = []

    func open(_ id: Checklist.ID) { path.append(.detail(id)) }
    func openSettings() { path.append(.settings) }
    func pop() { _ = path.popLast() }
}
