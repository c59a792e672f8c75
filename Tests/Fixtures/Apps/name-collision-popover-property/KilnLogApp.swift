import SwiftUI
import TipKit

@main
struct KilnLogApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                FiringListView()
            }
        }
    }
}
