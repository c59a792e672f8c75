import SwiftUI
import TipKit

struct RecipeListView: View {
    @Environment(RecipeStore.self) private var store
    @Environment(RecipeRouter.self) private var router

    private let saveTip = SaveRecipeTip()

    var body: some View {
        List {
            TipView(saveTip)

            ForEach(store.recipes) { recipe in
                Button {
                    open(recipe)
                } label: {
                    RecipeRow(recipe: recipe)
                }
                .swipeActions(edge: .leading) {
                    Button {
                        save(recipe)
                    } label: {
                        Label("Save", systemImage: "bookmark")
                    }
                    .tint(.orange)
                }
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                        store.delete(recipe.id)
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            }

            if store.recipes.isEmpty {
                ContentUnavailableView(
                    "No recipes",
                    systemImage: "fork.knife",
                    description: Text("Deleted recipes come back the next time you open Simmer.")
                )
            }
        }
        .navigationTitle("Recipes")
    }

    private func open(_ recipe: Recipe) {
        Task { await SimmerTips.recipeOpened.donate() }
        router.showRecipe(recipe.id)
    }

    private func save(_ recipe: Recipe) {
        saveTip.invalidate(reason: .actionPerformed)
        store.save(recipe.id)
        Task { await SimmerTips.recipeSaved.donate() }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        LabeledContent {
            Image(systemName: recipe.isSaved ? "bookmark.fill" : "chevron.right")
        } label: {
            Text(recipe.name)
            Text("\(recipe.minutes) min · serves \(recipe.servings)")
        }
    }
}
