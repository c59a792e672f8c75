import SwiftUI
import TipKit

@main
struct ShelfmarkApp: App {
    @State private var store = BookStore()

    init() {
        do {
            try Tips.configure([
                .displayFrequency(.immediate),
                .datastoreLocation(.applicationDefault)
            ])
        } catch {
            print("Shelfmark: TipKit configuration failed: \(error)")
        }
    }

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(store)
        }
    }
}
