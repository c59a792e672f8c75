import SwiftUI
import TipKit
#if os(iOS)
import UIKit
#endif

struct FinishedProjectsView: View {
    @Environment(ProjectStore.self) private var store
    @State private var copiedNotes = false

    private let finishedTip = FinishedProjectsTip()

    var body: some View {
        NavigationStack {
            List {
                if let error = store.lastError {
                    Label(error, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                }

                Section {
                    Button {
                        finishedTip.invalidate(reason: .actionPerformed)
                        exportNotes()
                    } label: {
                        Label(copiedNotes ? "Notes Copied" : "Export Notes", systemImage: "square.and.arrow.up")
                    }
                    .popoverTip(finishedTip)
                }

                Section("Finished") {
                    if store.finished.isEmpty {
                        Text("Finished projects show up here.")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(store.finished) { project in
                        VStack(alignment: .leading) {
                            Text(project.name)
                            Text("\(project.rows) rows")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Library")
        }
    }

    private func exportNotes() {
        let notes = store.finished.map(store.notes(for:)).joined(separator: "\n")
        #if os(iOS)
        UIPasteboard.general.string = notes
        #endif
        copiedNotes = true
    }
}
