import SwiftUI
import TipKit

struct NoteEditorView: View {
    @ObservedObject var model: NotesModel
    @State private var draft: Note
    @Environment(\.dismiss) private var dismiss
    private let formattingTip = FormattingTip()

    init(note: Note, model: NotesModel) {
        self.model = model
        _draft = State(initialValue: note)
    }

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
                .font(.title3.bold())
            Section {
                TipView(formattingTip)
                TextEditor(text: $draft.text)
                    .frame(minHeight: 240)
            }
        }
        .navigationTitle("Edit")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    model.save(draft)
                    dismiss()
                }
            }
        }
    }
}
