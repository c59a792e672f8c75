import SwiftUI
import TipKit

@main
struct CellarApp: App {
    @State private var model = CellarModel()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            CellarRootView()
                .environment(model)
                .environment(model.router)
        }
    }
}

struct CellarRootView: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            RackView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .bottle(let bottle):
                        BottleDetailView(bottle: bottle)
                    case .addBottle:
                        AddBottleView()
                    case .tasting(let bottle):
                        TastingNoteView(bottle: bottle)
                    case .cellarMap:
                        CellarMapView()
                    }
                }
        }
        .tint(.purple)
    }
}
