import SwiftUI
import TipKit

@main
struct SproutApp: App {
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
    var body: some View {
        TabView {
            PlantsTab()
                .tabItem { Label("Plants", systemImage: "leaf") }
            SyncTab()
                .tabItem { Label("Sync", systemImage: "arrow.triangle.2.circlepath") }
        }
    }
}
