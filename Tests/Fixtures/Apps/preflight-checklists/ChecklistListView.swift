import SwiftUI
import TipKit

struct ChecklistListView: View {
    @Environment(ChecklistStore.self) private var store
    @Environment(Router.self) private var router
    let zoom: Namespace.ID

    private let backupTip = ICloudBackupTip()

    var body: some View {
        List {
            ForEach(store.checklists) { checklist in
                Button {
                    router.open(checklist.id)
                } label: {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(checklist.title).font(.headline).foregroundStyle(.primary)
                        Text("\(checklist.aircraft) · \(checklist.steps.count) steps · flown \(checklist.completedRuns)×")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .matchedTransitionSource(id: checklist.id, in: zoom)
                .swipeActions(edge: .trailing) {
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        store.delete(checklist.id)
                        Task { await PreflightTips.checklistDeleted.donate() }
                    }
                }
            }
        }
        .overlay {
            if store.checklists.isEmpty {
                ContentUnavailableView("No Checklists", systemImage: "checklist")
            }
        }
        .navigationTitle("Checklists")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Settings", systemImage: "gearshape") {
                    backupTip.invalidate(reason: .actionPerformed)
                    router.openSettings()
                }
                .popoverTip(backupTip)
            }
        }
    }
}
