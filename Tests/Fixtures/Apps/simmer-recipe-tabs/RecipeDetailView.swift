import SwiftUI
import TipKit

struct RecipeDetailView: View {
    let recipeID: Recipe.ID

    @Environment(RecipeStore.self) private var store
    @State private var isCooking = false

    private let cookModeTip = CookModeTip()

    var body: some View {
        if let recipe = store.recipe(id: recipeID) {
            List {
                Section {
                    LabeledContent("Time", value: "\(recipe.minutes) min")
                    LabeledContent("Serves", value: "\(recipe.servings)")
                }
                Section("Ingredients") {
                    ForEach(recipe.ingredients, id: \.self) { Text($0) }
                }
                Section("Method") {
                    ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                        Text("\(index + 1). \(step)")
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                    cookModeTip.invalidate(reason: .actionPerformed)
                    isCooking = true
                } label: {
                    Label("Start Cooking", systemImage: "flame")
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8)
                }
                .buttonStyle(.borderedProminent)
                .popoverTip(cookModeTip)
                .padding()
            }
            .navigationTitle(recipe.name)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        SaveRecipeTip().invalidate(reason: .actionPerformed)
                        store.save(recipe.id)
                        Task { await SimmerTips.recipeSaved.donate() }
                    } label: {
                        Image(systemName: recipe.isSaved ? "bookmark.fill" : "bookmark")
                    }
                    .disabled(recipe.isSaved)
                }
            }
            .fullScreenCover(isPresented: $isCooking) {
                CookModeView(recipe: recipe)
            }
        } else {
            ContentUnavailableView("Recipe removed", systemImage: "trash")
        }
    }
}

struct CookModeView: View {
    let recipe: Recipe

    @Environment(\.dismiss) private var dismiss
    @State private var stepIndex = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("Step \(stepIndex + 1) of \(recipe.steps.count)")
                .font(.headline)
                .foregroundStyle(.secondary)
            Text(recipe.steps[stepIndex])
                .font(.largeTitle)
                .multilineTextAlignment(.center)
            Button(stepIndex == recipe.steps.count - 1 ? "Done" : "Next Step") {
                if stepIndex < recipe.steps.count - 1 {
                    stepIndex += 1
                } else {
                    dismiss()
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}
