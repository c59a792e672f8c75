import SwiftUI
import TipKit

struct NotesListView: View {
    @ObservedObject var model: NotesViewModel

    private let offlineTip = OfflineEditingTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(offlineTip)

                if !model.pinned.isEmpty {
                    Section("Pinned") {
                        ForEach(model.pinned) { row(for: $0) }
                    }
                }
                Section("Notes") {
                    ForEach(model.unpinned) { row(for: $0) }
                }
            }
            .overlay {
                if model.notes.isEmpty {
                    if model.isSyncing {
                        ProgressView("Syncing…")
                    } else if let error = model.syncError {
                        ContentUnavailableView("Couldn't sync", systemImage: "icloud.slash", description: Text(error))
                    }
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.ID.self) { id in
                NoteDetailView(model: model, noteID: id)
            }
            .refreshable {
                model.sync()
            }
            .onAppear {
                model.syncIfNeeded()
            }
        }
    }

    private func row(for note: Note) -> some View {
        NavigationLink(value: note.id) {
            VStack(alignment: .leading, spacing: 2) {
                Text(note.title)
                Text(note.body)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .swipeActions(edge: .leading) {
            Button {
                model.togglePin(note.id)
            } label: {
                Label(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin")
            }
            .tint(.yellow)
        }
    }
}
