import SwiftUI
import TipKit

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var minutes: Int
    var ingredients: [String]

    static let samples: [Recipe] = [
        Recipe(name: "Lemon risotto", minutes: 40, ingredients: ["Arborio rice", "Lemon", "Parmesan", "Stock"]),
        Recipe(name: "Chickpea curry", minutes: 30, ingredients: ["Chickpeas", "Coconut milk", "Spinach", "Curry paste"]),
        Recipe(name: "Banana bread", minutes: 70, ingredients: ["Bananas", "Flour", "Butter", "Brown sugar"])
    ]
}

final class RecipeListModel: ObservableObject {
    @Published var recipes: [Recipe] = Recipe.samples
    @Published var shoppingList: [String] = []
    @Published var importedCount = 0

    let importTip = ImportRecipeTip()
    let shoppingTip = ShoppingListTip()

    func didImportRecipe() {
        importedCount += 1
        recipes.append(Recipe(name: "Imported recipe \(importedCount)", minutes: 25, ingredients: ["Salt", "Pepper"]))
        importTip.invalidate(reason: .actionPerformed)
    }

    func markCooked(_ recipe: Recipe) {
        ShoppingListTip.cookedCount += 1
    }

    func addToShoppingList(_ recipe: Recipe) {
        shoppingList.append(contentsOf: recipe.ingredients)
        shoppingTip.invalidate(reason: .actionPerformed)
    }
}
