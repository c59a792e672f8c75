import SwiftUI
import TipKit

@main
struct CremaApp: App {
    @State private var brewLog = BrewLog()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(brewLog)
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            LogView()
        }
    }
}
