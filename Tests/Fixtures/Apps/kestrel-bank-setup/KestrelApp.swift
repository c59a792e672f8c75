import SwiftUI
import TipKit

@main
struct KestrelApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.immediate)
        ])
    }

    var body: some Scene {
        WindowGroup {
            DashboardView()
        }
    }
}
