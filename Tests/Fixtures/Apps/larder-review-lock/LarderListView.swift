import SwiftUI
import TipKit

struct LarderListView: View {
    @StateObject private var model = LarderSyncModel()
    private let syncTip = SyncTip()

    var body: some View {
        List {
            ForEach(model.items, id: \.self) { item in
                Text(item)
            }
            NavigationLink("Shopping list") {
                ShoppingListView()
            }
        }
        .navigationTitle("Larder")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Sync") {
                    Task { await model.sync() }
                }
                .disabled(model.isSyncing)
                .popoverTip(syncTip)
            }
        }
    }
}
