import SwiftUI
import TipKit

@main
struct TrailheadApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum AppTab: Hashable {
    case explore
    case saved
}

struct RootView: View {
    @State private var tab: AppTab = .explore

    var body: some View {
        TabView(selection: $tab) {
            Tab("Explore", systemImage: "map", value: AppTab.explore) {
                ExploreView(tab: $tab)
            }
            Tab("Saved", systemImage: "bookmark", value: AppTab.saved) {
                SavedView()
            }
        }
    }
}
