import Foundation
import Observation

struct Project: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var rows = 0
    var startedAt = Date()
    var finishedAt: Date?
}

@MainActor
@Observable
final class ProjectStore {
    private(set) var current = Project(name: "Sunday Socks")
    private(set) var finished: [Project] = []
    var lastError: String?

    @ObservationIgnored private let archiveURL = URL.documentsDirectory.appending(path: "finished-projects.json")

    init() {
        if let data = try? Data(contentsOf: archiveURL),
           let saved = try? JSONDecoder().decode([Project].self, from: data) {
            finished = saved
        }
    }

    func addRow() {
        current.rows += 1
    }

    func undoRow() {
        guard current.rows > 0 else { return }
        current.rows -= 1
    }

    func finishCurrentProject() async throws {
        var done = current
        done.finishedAt = .now
        let archive = [done] + finished
        let data = try JSONEncoder().encode(archive)
        try data.write(to: archiveURL, options: .atomic)
        finished = archive
        current = Project(name: "Project \(finished.count + 1)")
    }

    func notes(for project: Project) -> String {
        let days = Calendar.current.dateComponents([.day], from: project.startedAt, to: project.finishedAt ?? .now).day ?? 0
        return "\(project.name): \(project.rows) rows over \(max(days, 1)) day(s)."
    }
}
