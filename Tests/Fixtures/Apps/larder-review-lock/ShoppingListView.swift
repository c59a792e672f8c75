import SwiftUI
import TipKit

@MainActor
final class ShoppingListModel: ObservableObject {
    @Published var entries: [String] = []
    @Published var isLockedForReview = false

    func add(_ entry: String) {
        entries.append(entry)
        ShareListTip.itemAdded = true
    }

    func lockForReview() {
        isLockedForReview = true
    }
}

struct ShoppingListView: View {
    @StateObject private var model = ShoppingListModel()
    private let shareTip = ShareListTip()

    var body: some View {
        VStack {
            TipView(shareTip)
            List(model.entries, id: \.self) { entry in
                Text(entry)
            }
            HStack {
                Button("Add milk") { model.add("Milk") }
                    .disabled(model.isLockedForReview)
                Button("Send for review") { model.lockForReview() }
            }
        }
        .navigationTitle("Shopping")
    }
}
