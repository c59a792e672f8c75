import Foundation
import Observation
import TipKit

@Observable
final class KitchenViewModel {
    let tips = TipGroup(.ordered) {
        FavoritesFilterTip()
        ImportRecipeTip()
        ScaleServingsTip()
    }

    private(set) var recipes: [Recipe]
    var favoritesOnly = false
    var isImporting = false
    var importError: String?

    private let service: RecipeProviding

    init(service: RecipeProviding) {
        self.service = service
        self.recipes = service.loadRecipes()
    }

    var visibleRecipes: [Recipe] {
        favoritesOnly ? recipes.filter(\.isFavorite) : recipes
    }

    func recipe(_ id: Recipe.ID) -> Recipe? {
        recipes.first { $0.id == id }
    }

    func toggleFavoritesFilter() {
        FavoritesFilterTip().invalidate(reason: .actionPerformed)
        favoritesOnly.toggle()
    }

    func beginImport() {
        ImportRecipeTip().invalidate(reason: .actionPerformed)
        isImporting = true
    }

    @MainActor
    func importRecipe(from text: String) async {
        guard let url = URL(string: text), url.scheme?.hasPrefix("http") == true else {
            importError = "That doesn't look like a link."
            return
        }
        do {
            let recipe = try await service.importRecipe(from: url)
            recipes.append(recipe)
            isImporting = false
        } catch {
            importError = error.localizedDescription
        }
    }

    func similar(to recipe: Recipe) -> [Recipe] {
        recipes
            .filter { $0.id != recipe.id && abs($0.minutes - recipe.minutes) <= 30 }
            .prefix(2)
            .map { $0 }
    }

    func didScale() {
        ScaleServingsTip().invalidate(reason: .actionPerformed)
    }
}
