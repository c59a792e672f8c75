import Foundation
import Observation
import TipKit

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var text: String
    var tags: [String] = []
    var isPinned = false
}

@Observable
final class NotesModel {
    var notes: [Note] = [
        Note(title: "Reading list", text: "Finish the Borges collection; start Calvino."),
        Note(title: "Apartment", text: "Ask about the boiler before signing."),
        Note(title: "Gift ideas", text: "Ceramic mug for Sam, a field guide for Priya.")
    ]

    var orderedNotes: [Note] {
        notes.filter(\.isPinned) + notes.filter { !$0.isPinned }
    }

    func togglePin(_ note: Note) {
        PinNoteTip.hasPinned = true
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].isPinned.toggle()
    }

    func save(_ note: Note) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index] = note
    }

    /// Lets the editor suggest tags once the user has tagged a note.
    func markFirstTagAdded() {
        TagSuggestionsTip.hasTaggedNote = true
    }

    func showTipsAgain() {
        PinNoteTip.hasPinned = false
    }
}
