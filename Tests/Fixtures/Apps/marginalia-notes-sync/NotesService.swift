import Foundation

struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var tags: [String]
    var isPinned = false
    var updatedAt = Date()
}

protocol NotesAPI {
    func sync(local: [Note]) async throws -> [Note]
}

/// Staging backend: answers after a short delay with the local notes, or the starter notes on a
/// fresh install, until the CloudKit container ships.
struct StagingNotesAPI: NotesAPI {
    func sync(local: [Note]) async throws -> [Note] {
        try await Task.sleep(for: .milliseconds(400))
        guard local.isEmpty else { return local }
        return [
            Note(id: UUID(), title: "Reading list", body: "Piranesi, The Overstory, Stoner", tags: ["books"]),
            Note(id: UUID(), title: "Book club questions", body: "Why does the narrator never name the house?", tags: ["books", "club"]),
            Note(id: UUID(), title: "Quotes", body: "\"A library is a hospital for the mind.\"", tags: ["quotes"])
        ]
    }
}
