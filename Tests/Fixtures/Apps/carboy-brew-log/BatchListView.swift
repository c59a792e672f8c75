import SwiftUI
import TipKit

struct BatchListView: View {
    @EnvironmentObject private var store: BatchStore
    @State private var isAddingBatch = false

    private let archiveTip = ArchiveTip()

    var body: some View {
        List {
            TipView(archiveTip)

            Section("Fermenting") {
                ForEach(store.activeBatches) { batch in
                    NavigationLink(value: batch.id) {
                        BatchRow(batch: batch)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Archive", systemImage: "archivebox") {
                            store.archive(batch.id)
                        }
                        .tint(.indigo)
                    }
                }
            }
        }
        .navigationTitle("Carboy")
        .navigationDestination(for: Batch.ID.self) { id in
            BatchDetailView(batchID: id)
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                NavigationLink {
                    SettingsView()
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("New Batch", systemImage: "plus") {
                    isAddingBatch = true
                }
            }
        }
        #if os(iOS)
        .sheet(isPresented: $isAddingBatch) {
            NewBatchView()
                .presentationDragIndicator(.visible)
        }
        #else
        .sheet(isPresented: $isAddingBatch) {
            NewBatchView()
                .frame(minWidth: 380, minHeight: 420)
        }
        #endif
    }
}

private struct BatchRow: View {
    let batch: Batch

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(batch.name)
                .font(.headline)
            Text("\(batch.style) · SG \(batch.currentGravity, format: .number.precision(.fractionLength(3)))")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
