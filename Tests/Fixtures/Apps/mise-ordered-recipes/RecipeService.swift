import Foundation

struct Recipe: Identifiable, Hashable {
    let id: String
    var name: String
    var minutes: Int
    var baseServings: Int
    var isFavorite: Bool
    var ingredients: [String]
}

protocol RecipeProviding {
    func loadRecipes() -> [Recipe]
    func importRecipe(from url: URL) async throws -> Recipe
}

struct RecipeService: RecipeProviding {
    func loadRecipes() -> [Recipe] {
        [
            Recipe(id: "shakshuka", name: "Shakshuka", minutes: 30, baseServings: 2, isFavorite: true,
                   ingredients: ["4 eggs", "1 can tomatoes", "1 red pepper", "Cumin"]),
            Recipe(id: "dal", name: "Tarka Dal", minutes: 45, baseServings: 4, isFavorite: false,
                   ingredients: ["250 g red lentils", "1 onion", "Ghee", "Mustard seeds"]),
            Recipe(id: "pesto", name: "Pasta al Pesto", minutes: 20, baseServings: 2, isFavorite: true,
                   ingredients: ["200 g trofie", "Basil", "Pine nuts", "Parmigiano"]),
            Recipe(id: "congee", name: "Chicken Congee", minutes: 90, baseServings: 4, isFavorite: false,
                   ingredients: ["1 cup jasmine rice", "2 chicken thighs", "Ginger", "Scallions"])
        ]
    }

    func importRecipe(from url: URL) async throws -> Recipe {
        let (data, _) = try await URLSession.shared.data(from: url)
        let title = String(decoding: data.prefix(2_048), as: UTF8.self)
            .components(separatedBy: "<title>").dropFirst().first?
            .components(separatedBy: "</title>").first ?? url.host() ?? "Imported Recipe"
        return Recipe(id: UUID().uuidString, name: title, minutes: 30, baseServings: 2, isFavorite: false, ingredients: [])
    }
}
