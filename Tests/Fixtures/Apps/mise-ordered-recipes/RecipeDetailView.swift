import SwiftUI
import TipKit

struct RecipeDetailView: View {
    let recipeID: Recipe.ID

    @Environment(KitchenViewModel.self) private var viewModel
    @Environment(Router.self) private var router
    @State private var servings: Int?

    var body: some View {
        if let recipe = viewModel.recipe(recipeID) {
            let current = servings ?? recipe.baseServings
            List {
                Section {
                    LabeledContent("Time", value: "\(recipe.minutes) min")
                    LabeledContent("Serves", value: "\(current)")
                }
                Section("Ingredients") {
                    ForEach(recipe.ingredients, id: \.self) { line in
                        Text(line)
                    }
                }
                Section("Also quick to make") {
                    ForEach(viewModel.similar(to: recipe)) { other in
                        Button(other.name) { router.show(.recipe(other.id)) }
                    }
                }
            }
            .navigationTitle(recipe.name)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        servings = current * 2
                        viewModel.didScale()
                    } label: {
                        Label("Double", systemImage: "arrow.up.left.and.arrow.down.right")
                    }
                    .popoverTip(viewModel.tips.currentTip as? ScaleServingsTip)
                }
            }
        } else {
            ContentUnavailableView("Recipe not found", systemImage: "fork.knife")
        }
    }
}
