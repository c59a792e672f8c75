import SwiftUI
import TipKit

@main
struct HabitApp: App {
    init() {
        try? Tips.configure()
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
            TodayView()
        }
    }
}
