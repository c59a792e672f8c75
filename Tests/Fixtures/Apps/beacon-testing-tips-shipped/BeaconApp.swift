import SwiftUI
import TipKit

@main
struct BeaconApp: App {
    init() {
        // Left in from a design review: makes every tip show so screenshots can be taken.
        Tips.showAllTipsForTesting()
        if ProcessInfo.processInfo.arguments.contains("-resetTips") {
            try? Tips.resetDatastore()
        }
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
