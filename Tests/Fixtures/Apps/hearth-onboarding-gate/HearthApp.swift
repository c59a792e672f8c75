import SwiftUI
import TipKit

@main
struct HearthApp: App {
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
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        if hasOnboarded {
            ChoresView()
        } else {
            OnboardingView {
                hasOnboarded = true
            }
        }
    }
}
