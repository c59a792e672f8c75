import SwiftUI
import TipKit

@main
struct QuireApp: App {
    @State private var shelf = ShelfModel()

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environment(shelf)
                .task {
                    try? Tips.configure([.displayFrequency(.immediate)])
                }
        }
    }
}
