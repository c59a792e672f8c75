import SwiftUI
import TipKit

@main
struct WaypointApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            RoutesView()
                .navigationDestination(for: Destination.self) { destination in
                    switch destination {
                    case .route(let route):
                        RouteDetailView(route: route)
                    case .elevationGuide:
                        ElevationGuideView()
                    }
                }
        }
        .environmentObject(router)
    }
}
