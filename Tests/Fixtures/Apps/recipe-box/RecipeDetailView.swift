import SwiftUI
import TipKit

struct RecipeDetailView: View {
    let recipe: Recipe
    @ObservedObject var model: RecipeListModel

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { item in
                    Text(item)
                }
            }

            Section {
                TipView(model.shoppingTip)
                Button("Add ingredients to shopping list") {
                    model.addToShoppingList(recipe)
                }
                Button("I cooked this") {
                    model.markCooked(recipe)
                }
            }
        }
        .navigationTitle(recipe.name)
    }
}
