import SwiftUI
import TipKit

struct NotesListView: View {
    @StateObject private var model = NotesModel()
    private let exportTip = ExportTip()

    var body: some View {
        List(model.notes) { note in
            NavigationLink(value: note) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(note.title.isEmpty ? "Untitled" : note.title)
                        .font(.headline)
                    Text(note.text)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Text(note.edited, style: .relative)
                        .font(.caption2)
                        .foregroundStyle(.tertiary)
                }
            }
        }
        .navigationTitle("Inkwell")
        .navigationDestination(for: Note.self) { note in
            NoteEditorView(note: note, model: model)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    model.exportAll()
                    exportTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .popoverTip(exportTip)
            }
        }
    }
}
