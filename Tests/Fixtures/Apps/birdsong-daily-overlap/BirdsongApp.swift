import SwiftUI
import TipKit

@main
struct BirdsongApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.daily)])
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
            SightingsView()
        }
    }
}
