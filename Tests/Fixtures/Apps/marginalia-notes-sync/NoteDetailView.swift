import SwiftUI
import TipKit

struct NoteDetailView: View {
    @ObservedObject var model: NotesViewModel
    let noteID: Note.ID

    @State private var draft = ""
    @State private var autosave: Timer?

    private let pinTip = PinNoteTip()

    var body: some View {
        TextEditor(text: $draft)
            .padding(.horizontal)
            .navigationTitle(model.note(id: noteID)?.title ?? "Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        pinTip.invalidate(reason: .actionPerformed)
                        model.togglePin(noteID)
                    } label: {
                        Image(systemName: model.note(id: noteID)?.isPinned == true ? "pin.fill" : "pin")
                    }
                    .popoverTip(pinTip)
                }
            }
            .onAppear {
                draft = model.note(id: noteID)?.body ?? ""
                autosave = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                    Task { @MainActor in
                        model.update(noteID, body: draft)
                    }
                }
            }
            .onDisappear {
                autosave?.invalidate()
                autosave = nil
                model.update(noteID, body: draft)
            }
    }
}
