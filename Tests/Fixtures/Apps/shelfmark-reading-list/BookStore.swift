import Foundation
import Observation

struct Book: Identifiable, Hashable {
    enum Status: String, CaseIterable, Hashable {
        case unread = "Want to Read"
        case reading = "Reading"
        case finished = "Finished"
    }

    let id: UUID
    var title: String
    var author: String
    var status: Status
    var pagesRead: Int
    var pageCount: Int

    init(id: UUID = UUID(), title: String, author: String, status: Status = .unread, pagesRead: Int = 0, pageCount: Int = 300) {
        self.id = id
        self.title = title
        self.author = author
        self.status = status
        self.pagesRead = pagesRead
        self.pageCount = pageCount
    }

    var progress: Double {
        guard pageCount > 0 else { return 0 }
        return min(1, Double(pagesRead) / Double(pageCount))
    }
}

extension Book {
    static let samples: [Book] = [
        Book(title: "The Salt Road", author: "Ines Marlow", status: .finished, pagesRead: 412, pageCount: 412),
        Book(title: "Cartography of Rain", author: "Tomas Eberle", status: .reading, pagesRead: 88, pageCount: 264),
        Book(title: "Small Engines", author: "Priya Sandoval", status: .unread, pageCount: 198)
    ]
}


@Observable
final class BookStore {
    private(set) var books: [Book]

    init(books: [Book] = Book.samples) {
        self.books = books
    }

    func book(with id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }

    func add(_ book: Book) {
        books.append(book)
    }

    func delete(at offsets: IndexSet) {
        books.remove(atOffsets: offsets)
    }

    func update(_ id: Book.ID, _ change: (inout Book) -> Void) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        change(&books[index])
    }
}
