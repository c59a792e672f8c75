import SwiftUI
import TipKit

@main
struct BookshelfApp: App {
    init() {
        #if DEBUG
        try? Tips.resetDatastore()
        #endif
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
            LibraryView()
                .navigationDestination(for: Route.self) { $0.destination }
        }
        .environmentObject(router)
    }
}
