import SwiftUI
import TipKit

@main
struct SimmerApp: App {
    @State private var store = RecipeStore()
    @State private var router = RecipeRouter()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(store)
                .environment(router)
                .task {
                    try? Tips.configure([
                        .displayFrequency(.immediate)
                    ])
                }
        }
    }
}

enum AppTab: Hashable {
    case recipes
    case pantry
    case planner
}

struct RootTabView: View {
    @State private var selection: AppTab = .recipes

    var body: some View {
        TabView(selection: $selection) {
            RecipesTab()
                .tabItem { Label("Recipes", systemImage: "book.closed") }
                .tag(AppTab.recipes)

            PantryView()
                .tabItem { Label("Pantry", systemImage: "cabinet") }
                .tag(AppTab.pantry)

            PlannerView()
                .tabItem { Label("Planner", systemImage: "calendar") }
                .tag(AppTab.planner)
        }
    }
}

struct RecipesTab: View {
    @Environment(RecipeRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            RecipeListView()
                .navigationDestination(for: Recipe.ID.self) { id in
                    RecipeDetailView(recipeID: id)
                }
        }
    }
}
