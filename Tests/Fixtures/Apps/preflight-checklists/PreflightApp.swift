import SwiftUI
import TipKit

@main
struct PreflightApp: App {
    @State private var store = ChecklistStore()
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
                .environment(router)
                .task { try? Tips.configure([.displayFrequency(.immediate)]) }
        }
    }
}

struct RootView: View {
    @Environment(Router.self) private var router
    @Namespace private var zoom

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            ChecklistListView(zoom: zoom)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail(let id):
                        ChecklistDetailView(id: id)
                            .navigationTransition(.zoom(sourceID: id, in: zoom))
                    case .settings:
                        SettingsView()
                    }
                }
        }
    }
}
