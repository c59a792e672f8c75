import SwiftUI
import TipKit

struct RecipeListView: View {
    @ObservedObject var model: RecipeListModel

    var body: some View {
        List {
            TipView(model.importTip)

            ForEach(model.recipes) { recipe in
                NavigationLink(destination: RecipeDetailView(recipe: recipe, model: model)) {
                    RecipeRow(recipe: recipe)
                }
            }
        }
        .navigationTitle("Recipe Box")
        .toolbar {
            Button("Import") {
                model.didImportRecipe()
            }
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            Spacer()
            Text("\(recipe.minutes) min")
                .foregroundStyle(.secondary)
        }
    }
}
