import SwiftUI
import TipKit

struct ChecklistDetailView: View {
    let id: Checklist.ID
    @Environment(ChecklistStore.self) private var store
    @Environment(Router.self) private var router
    @State private var deferredSteps: Set<Int> = []

    private let deferTip = DeferStepTip()

    var body: some View {
        if let checklist = store.item(id: id) {
            List {
                Section("Steps") {
                    TipView(deferTip, arrowEdge: .bottom)
                    ForEach(Array(checklist.steps.enumerated()), id: \.offset) { index, step in
                        LabeledContent(step) {
                            if deferredSteps.contains(index) {
                                Image(systemName: "clock.badge.exclamationmark").foregroundStyle(.orange)
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Defer", systemImage: "clock.arrow.circlepath") {
                                deferredSteps.formSymmetricDifference([index])
                                deferTip.invalidate(reason: .actionPerformed)
                            }
                            .tint(.orange)
                        }
                    }
                }
            }
            .navigationTitle(checklist.title)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Finish Run") {
                        store.recordRun(of: id)
                        DeferStepTip.runsCompleted += 1
                        router.pop()
                    }
                }
            }
        } else {
            ContentUnavailableView("Checklist Not Found", systemImage: "exclamationmark.triangle",
                                   description: Text("It may have been deleted."))
        }
    }
}
