import Foundation
import Observation
import TipKit

@MainActor
@Observable
final class ShelfModel {
    enum LoadState {
        case idle
        case loading
        case loaded([Book])
        case failed(Error)
    }

    private(set) var state: LoadState = .idle
    private(set) var savingID: Book.ID?
    var weeklyGoal = 150

    @ObservationIgnored private let library: BookLibrary

    init(library: BookLibrary = .shared) {
        self.library = library
    }

    var upNext: [Book] {
        guard case .loaded(let books) = state else { return [] }
        return books.filter(\.isSaved)
    }

    func book(_ id: Book.ID) -> Book? {
        guard case .loaded(let books) = state else { return nil }
        return books.first { $0.id == id }
    }

    func load() async {
        if case .loaded = state { return }
        state = .loading
        do {
            let books = try await library.fetchShelf()
            state = .loaded(books)
        } catch {
            state = .failed(error)
        }
    }

    func isSaving(_ book: Book) -> Bool {
        savingID == book.id
    }

    func save(_ book: Book) {
        guard savingID == nil, !book.isSaved else { return }
        savingID = book.id
        Task {
            defer { savingID = nil }
            await ShelfTips.bookSaved.donate()
            await library.markSaved(book.id)
            update(book.id) { $0.isSaved = true }
        }
    }

    private func update(_ id: Book.ID, _ change: (inout Book) -> Void) {
        guard case .loaded(var books) = state,
              let index = books.firstIndex(where: { $0.id == id }) else { return }
        change(&books[index])
        state = .loaded(books)
    }
}
