import SwiftUI
import TipKit

@main
struct FerryApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct Trip: Identifiable, Hashable {
    let id: Int
    var from: String
    var to: String
    var departs: String

    static let today: [Trip] = [
        Trip(id: 1, from: "Harbour", to: "North Island", departs: "08:15"),
        Trip(id: 2, from: "Harbour", to: "Lighthouse Point", departs: "09:40")
    ]
}

enum Route: Hashable {
    case trip(Trip)
    case checkout
}

final class Router: ObservableObject {
    @Published var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }
}

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            HomeView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trip(let trip):
                        TripDetailView(trip: trip)
                    case .checkout:
                        CheckoutView()
                    }
                }
        }
        .environmentObject(router)
    }
}
