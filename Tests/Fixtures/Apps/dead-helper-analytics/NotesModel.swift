import Foundation
import OSLog
import TipKit
import UIKit

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var text: String
    var edited: Date

    static let samples: [Note] = [
        Note(title: "Groceries", text: "- oat milk\n- lemons\n- [ ] call the bakery about Saturday",
             edited: .now.addingTimeInterval(-3_600)),
        Note(title: "Book club", text: "Bring questions about chapter 9. Who was the letter really for?",
             edited: .now.addingTimeInterval(-86_400)),
        Note(title: "Ideas", text: "A bike route that only uses streets named after trees.",
             edited: .now.addingTimeInterval(-4 * 86_400))
    ]
}

@MainActor
final class NotesModel: ObservableObject {
    @Published private(set) var notes: [Note] = Note.samples
    @Published private(set) var lastExport: Date?

    private let analytics = AnalyticsService.shared

    func save(_ note: Note) {
        var updated = note
        updated.edited = .now
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = updated
        } else {
            notes.insert(updated, at: 0)
        }
        notes.sort { $0.edited > $1.edited }
        // Once there is something of their own in here, exporting is worth a mention.
        ExportTip.isUnlocked = true
        analytics.track("note_saved", properties: ["length": "\(updated.text.count)"])
    }

    func exportAll() {
        let markdown = notes
            .map { "# \($0.title)\n\n\($0.text)" }
            .joined(separator: "\n\n---\n\n")
        UIPasteboard.general.string = markdown
        lastExport = .now
        analytics.track("notes_exported", properties: ["count": "\(notes.count)"])
    }
}

final class AnalyticsService {
    static let shared = AnalyticsService()

    private let logger = Logger(subsystem: "com.example.inkwell", category: "analytics")
    private var pending: [(name: String, properties: [String: String])] = []
    private let batchSize = 20

    private init() {}

    func track(_ name: String, properties: [String: String] = [:]) {
        pending.append((name: name, properties: properties))
        logger.debug("event \(name, privacy: .public)")
        if pending.count >= batchSize {
            flush()
        }
    }

    private func flush() {
        // Batches ride along with the next iCloud sync; the server drops duplicates.
        let batch = pending
        pending.removeAll()
        logger.info("flushing \(batch.count) events")
    }
}

// MARK: - Debug helpers (TestFlight 1.2)

extension AnalyticsService {
    /// Called from the shake-to-debug panel, which was removed in 1.3.
    func forceShowExportTip() {
        ExportTip.isUnlocked = true
        track("debug_force_export_tip")
    }
}
