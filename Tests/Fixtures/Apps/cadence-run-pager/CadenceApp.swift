import SwiftUI
import TipKit

@main
struct CadenceApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.immediate),
            .datastoreLocation(.applicationDefault)
        ])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @AppStorage("cadence.hasOnboarded") private var hasOnboarded = false

    var body: some View {
        if hasOnboarded {
            RunHomeView()
        } else {
            OnboardingView()
        }
    }
}
