import SwiftUI
import TipKit

@main
struct RecipeBoxApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @StateObject private var model = RecipeListModel()

    var body: some View {
        NavigationStack {
            RecipeListView(model: model)
        }
    }
}
