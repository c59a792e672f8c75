import Foundation

struct Book: Identifiable, Hashable, Codable {
    /// ISBN-13.
    let id: String
    var title: String
    var author: String
    var pages: Int
    var isSaved = false

    static let catalog: [Book] = [
        Book(id: "9780143127741", title: "The Overstory", author: "Richard Powers", pages: 502),
        Book(id: "9780374533557", title: "Thinking, Fast and Slow", author: "Daniel Kahneman", pages: 499),
        Book(id: "9780307387899", title: "The Road", author: "Cormac McCarthy", pages: 287),
        Book(id: "9780593135204", title: "Project Hail Mary", author: "Andy Weir", pages: 476),
        Book(id: "9780062316097", title: "Sapiens", author: "Yuval Noah Harari", pages: 464)
    ]
}

/// The shelf is bundled with the app; what the reader saved is kept in user defaults.
actor BookLibrary {
    static let shared = BookLibrary()

    private let defaults: UserDefaults
    private let savedKey = "quire.savedBookIDs"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func fetchShelf() async throws -> [Book] {
        try Task.checkCancellation()
        let saved = Set(defaults.stringArray(forKey: savedKey) ?? [])
        return Book.catalog.map { book in
            var book = book
            book.isSaved = saved.contains(book.id)
            return book
        }
    }

    func markSaved(_ id: Book.ID) {
        var saved = defaults.stringArray(forKey: savedKey) ?? []
        guard !saved.contains(id) else { return }
        saved.append(id)
        defaults.set(saved, forKey: savedKey)
    }
}
