import SwiftUI
import TipKit

@main
struct MarginaliaApp: App {
    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
