import SwiftUI
import TipKit

@main
struct MarginaliaApp: App {
    @State private var model = NotesModel()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                NotesListView()
            }
            .environment(model)
        }
    }
}
