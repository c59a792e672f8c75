import SwiftUI
import TipKit

@main
struct InkwellApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NotesListView()
            }
        }
    }
}
