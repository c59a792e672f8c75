import SwiftUI
import TipKit

struct KitchenView: View {
    @Environment(Router.self) private var router
    @Environment(KitchenViewModel.self) private var viewModel

    var body: some View {
        @Bindable var router = router
        @Bindable var viewModel = viewModel

        NavigationStack(path: $router.path) {
            List(viewModel.visibleRecipes) { recipe in
                Button {
                    router.show(.recipe(recipe.id))
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(recipe.name).font(.headline)
                            Text("\(recipe.minutes) min · serves \(recipe.baseServings)")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if recipe.isFavorite {
                            Image(systemName: "star.fill").foregroundStyle(.yellow)
                        }
                    }
                }
                .tint(.primary)
            }
            #if os(iOS)
            .listStyle(.insetGrouped)
            #else
            .listStyle(.inset)
            #endif
            .navigationTitle("Mise")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        viewModel.toggleFavoritesFilter()
                    } label: {
                        Label("Favorites", systemImage: viewModel.favoritesOnly ? "star.fill" : "star")
                    }
                    .popoverTip(viewModel.tips.currentTip as? FavoritesFilterTip)
                }
                ToolbarItem(placement: .primaryAction) {
                    importButton
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .recipe(let id):
                    RecipeDetailView(recipeID: id)
                }
            }
            .sheet(isPresented: $viewModel.isImporting) {
                ImportRecipeSheet()
            }
        }
    }

    private var importButton: some View {
        Button {
            viewModel.beginImport()
        } label: {
            Label("Import", systemImage: "square.and.arrow.down")
        }
        #if os(iOS)
        .labelStyle(.iconOnly)
        #else
        // Toolbar popovers on the Mac need an explicit arrow edge or they cover the button.
        .popoverTip(viewModel.tips.currentTip as? ImportRecipeTip, arrowEdge: .top)
        #endif
    }
}

private struct ImportRecipeSheet: View {
    @Environment(KitchenViewModel.self) private var viewModel
    @Environment(\.dismiss) private var dismiss
    @State private var link = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("https://", text: $link)
                    .autocorrectionDisabled()
                if let error = viewModel.importError {
                    Text(error).foregroundStyle(.red)
                }
            }
            .navigationTitle("Import Recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Import") {
                        Task { await viewModel.importRecipe(from: link) }
                    }
                    .disabled(link.isEmpty)
                }
            }
        }
    }
}
