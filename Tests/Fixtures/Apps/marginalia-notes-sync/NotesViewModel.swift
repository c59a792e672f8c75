import Foundation
import TipKit

@MainActor
final class NotesViewModel: ObservableObject {
    @Published private(set) var notes: [Note] = []
    @Published private(set) var isSyncing = false
    @Published private(set) var lastSynced: Date?
    @Published var syncError: String?
    @Published var searchText = ""

    private let api: NotesAPI

    init(api: NotesAPI = StagingNotesAPI()) {
        self.api = api
    }

    var pinned: [Note] { notes.filter(\.isPinned) }
    var unpinned: [Note] { notes.filter { !$0.isPinned } }

    var searchResults: [Note] {
        let query = searchText.trimmingCharacters(in: .whitespaces).lowercased()
        guard !query.isEmpty else { return notes }
        if query.hasPrefix("#") {
            let tag = String(query.dropFirst())
            return notes.filter { $0.tags.contains(tag) }
        }
        return notes.filter { $0.title.lowercased().contains(query) || $0.body.lowercased().contains(query) }
    }

    func note(id: Note.ID) -> Note? {
        notes.first { $0.id == id }
    }

    func syncIfNeeded() {
        guard lastSynced == nil, !isSyncing else { return }
        sync()
    }

    func sync() {
        isSyncing = true
        Task {
            do {
                notes = try await api.sync(local: notes)
                lastSynced = .now
                syncError = nil
                await MarginaliaTips.syncDone.donate()
            } catch {
                syncError = error.localizedDescription
            }
            isSyncing = false
        }
    }

    func togglePin(_ id: Note.ID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].isPinned.toggle()
        if notes[index].isPinned {
            TagSearchTip.notesPinned += 1
        }
    }

    func update(_ id: Note.ID, body: String) {
        guard let index = notes.firstIndex(where: { $0.id == id }), notes[index].body != body else { return }
        notes[index].body = body
        notes[index].updatedAt = .now
    }
}
