import SwiftUI
import TipKit

@main
struct CartwiseApp: App {
    @StateObject private var appState = AppState()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(appState)
        }
    }
}

struct RootView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        if hasOnboarded {
            ListsView()
        } else {
            WelcomeView {
                hasOnboarded = true
            }
        }
    }
}
