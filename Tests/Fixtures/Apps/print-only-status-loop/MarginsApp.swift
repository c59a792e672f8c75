import SwiftUI
import TipKit

@main
struct MarginsApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LibraryView()
            }
        }
    }
}
