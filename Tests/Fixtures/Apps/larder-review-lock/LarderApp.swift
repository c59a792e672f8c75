import SwiftUI
import TipKit

@main
struct LarderApp: App {
    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LarderListView()
            }
        }
    }
}
