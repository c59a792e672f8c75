import Foundation
import Observation

@Observable
final class AddBookViewModel {
    var title = ""
    var author = ""
    var pageCount = 250

    private let store: BookStore

    init(store: BookStore) {
        self.store = store
    }

    var canSave: Bool {
        !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    func save() {
        guard canSave else { return }
        let book = Book(
            title: title.trimmingCharacters(in: .whitespacesAndNewlines),
            author: author.isEmpty ? "Unknown author" : author,
            pageCount: pageCount
        )
        store.add(book)
        TidyShelfTip.bookSaved.sendDonation()
    }
}
