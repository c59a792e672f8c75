import SwiftUI
import TipKit

struct LibraryView: View {
    @Environment(BookStore.self) private var store
    @State private var isAddingBook = false

    private let addBookTip = AddBookTip()
    private let tidyShelfTip = TidyShelfTip()

    var body: some View {
        NavigationStack {
            Group {
                if store.books.isEmpty {
                    ContentUnavailableView {
                        Label("Your shelf is empty", systemImage: "books.vertical")
                    } description: {
                        Text("Books you add will show up here.")
                    } actions: {
                        Button("Add a Book") { isAddingBook = true }
                            .buttonStyle(.borderedProminent)
                    }
                } else {
                    bookList
                }
            }
            .navigationTitle("Shelf")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        addBookTip.invalidate(reason: .actionPerformed)
                        isAddingBook = true
                    } label: {
                        Label("Add Book", systemImage: "plus")
                    }
                    .popoverTip(addBookTip)
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookDetailView(viewModel: BookDetailViewModel(bookID: book.id, store: store))
            }
            .sheet(isPresented: $isAddingBook) {
                AddBookView(viewModel: AddBookViewModel(store: store))
            }
        }
    }

    private var bookList: some View {
        List {
            Section {
                TipView(tidyShelfTip)
            }
            .listRowInsets(EdgeInsets())
            .listRowBackground(Color.clear)

            Section("Books") {
                ForEach(store.books) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
                .onDelete { offsets in
                    store.delete(at: offsets)
                }
            }
        }
    }
}

private struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(book.title).font(.headline)
            HStack {
                Text(book.author)
                Spacer()
                Text(book.status.rawValue)
                    .font(.caption)
                    .foregroundStyle(book.status == .finished ? .green : .secondary)
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 2)
    }
}
