import SwiftUI
import TipKit

struct SavedView: View {
    @State private var saved: [Trail] = [Trail.nearby[1]]
    @State private var showsSyncStatus = false
    private let syncTip = SyncSavedTip()

    var body: some View {
        NavigationStack {
            List(saved) { trail in
                Text(trail.name)
            }
            .navigationTitle("Saved")
            .toolbar {
                Button {
                    showsSyncStatus.toggle()
                    syncTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: "icloud")
                }
                .popoverTip(syncTip)
            }
            .alert("Up to date", isPresented: $showsSyncStatus) {
                Button("OK", role: .cancel) { }
            }
        }
    }
}
