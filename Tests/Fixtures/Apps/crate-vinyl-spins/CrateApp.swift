import SwiftUI
import TipKit

@main
struct CrateApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CrateListView()
            }
        }
    }
}
