import SwiftUI
import TipKit

@main
struct PantryApp: App {
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
        NavigationStack {
            PantryListView()
        }
    }
}
