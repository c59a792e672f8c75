import Foundation
import Observation

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var name: String
    var minutes: Int
    var servings: Int
    var ingredients: [String]
    var steps: [String]
    var isSaved = false

    static let samples: [Recipe] = [
        Recipe(id: UUID(), name: "Weeknight Dal", minutes: 35, servings: 4,
               ingredients: ["Red lentils", "Onion", "Garlic", "Cumin seeds", "Tinned tomatoes"],
               steps: ["Rinse the lentils.", "Fry onion, garlic and cumin.", "Add lentils and tomatoes; simmer 20 min."]),
        Recipe(id: UUID(), name: "Lemon Herb Chicken", minutes: 50, servings: 4,
               ingredients: ["Chicken thighs", "Lemon", "Thyme", "Olive oil"],
               steps: ["Marinate the chicken.", "Roast at 200°C for 40 min."]),
        Recipe(id: UUID(), name: "Miso Mushroom Noodles", minutes: 20, servings: 2,
               ingredients: ["Udon", "Chestnut mushrooms", "White miso", "Spring onion"],
               steps: ["Cook the noodles.", "Sear the mushrooms.", "Toss with miso and noodle water."]),
        Recipe(id: UUID(), name: "Shakshuka", minutes: 30, servings: 2,
               ingredients: ["Eggs", "Peppers", "Tinned tomatoes", "Paprika"],
               steps: ["Soften the peppers.", "Add tomatoes and spices.", "Crack in the eggs and cover."])
    ]
}

@MainActor
@Observable
final class RecipeStore {
    private(set) var recipes: [Recipe] = Recipe.samples

    var saved: [Recipe] { recipes.filter(\.isSaved) }

    func recipe(id: Recipe.ID) -> Recipe? {
        recipes.first { $0.id == id }
    }

    func save(_ id: Recipe.ID) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].isSaved = true
    }

    func delete(_ id: Recipe.ID) {
        recipes.removeAll { $0.id == id }
    }
}

@MainActor
@Observable
final class RecipeRouter {
    var path: [Recipe.ID] = []

    func showRecipe(_ id: Recipe.ID) {
        path.append(id)
    }
}
