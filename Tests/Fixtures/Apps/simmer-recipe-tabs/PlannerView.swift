import SwiftUI
import TipKit

struct PlannerView: View {
    @Environment(RecipeStore.self) private var store

    private let planTip = PlanWeekTip()
    private let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

    var body: some View {
        NavigationStack {
            List {
                TipView(planTip)

                ForEach(Array(days.enumerated()), id: \.offset) { index, day in
                    Section(day) {
                        if let recipe = recipe(forDay: index) {
                            Text(recipe.name)
                        } else {
                            Text("Nothing planned")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("This Week")
        }
    }

    private func recipe(forDay index: Int) -> Recipe? {
        let saved = store.saved
        guard !saved.isEmpty else { return nil }
        return saved[index % saved.count]
    }
}
