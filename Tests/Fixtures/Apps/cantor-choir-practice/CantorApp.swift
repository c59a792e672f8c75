import SwiftUI
import TipKit

@main
struct CantorApp: App {
    @State private var library = ScoreLibrary()
    @State private var tour = PracticeTour()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
                .environment(tour)
        }
    }
}
