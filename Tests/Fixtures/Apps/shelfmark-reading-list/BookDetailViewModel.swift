import Foundation
import Observation

@Observable
final class BookDetailViewModel {
    let bookID: Book.ID
    private let store: BookStore

    init(bookID: Book.ID, store: BookStore) {
        self.bookID = bookID
        self.store = store
    }

    var book: Book? { store.book(with: bookID) }

    var canStart: Bool { book?.status == .unread }
    var isReading: Bool { book?.status == .reading }

    func startReading() {
        store.update(bookID) { $0.status = .reading }
        LogProgressTip.hasStartedBook = true
    }

    func logPages(_ delta: Int) {
        store.update(bookID) { book in
            book.pagesRead = max(0, min(book.pageCount, book.pagesRead + delta))
            if book.pagesRead == book.pageCount {
                book.status = .finished
            }
        }
    }
}
