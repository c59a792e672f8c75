import SwiftUI
import TipKit

@main
struct PurlApp: App {
    @State private var store = ProjectStore()

    init() {
        try? Tips.configure([
            .displayFrequency(.immediate)
        ])
    }

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(store)
        }
    }
}
