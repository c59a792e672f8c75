import SwiftUI

enum AppTab: Hashable {
    case counter
    case library
    case settings
}

struct RootTabView: View {
    @State private var selection: AppTab = .counter

    var body: some View {
        TabView(selection: $selection) {
            CounterView(selection: $selection)
                .tabItem { Label("Counter", systemImage: "plus.forwardslash.minus") }
                .tag(AppTab.counter)

            FinishedProjectsView()
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(AppTab.library)

            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(AppTab.settings)
        }
    }
}
