import SwiftUI
import TipKit

enum ShelfRoute: Hashable {
    case upNext
}

struct ShelfView: View {
    @Environment(ShelfModel.self) private var model
    @State private var path = NavigationPath()

    private let bookmarkTip = BookmarkTip()
    private let upNextTip = UpNextTip()

    var body: some View {
        NavigationStack(path: $path) {
            content
                .navigationTitle("Shelf")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                            upNextTip.invalidate(reason: .actionPerformed)
                            path.append(ShelfRoute.upNext)
                        } label: {
                            Label("Up Next", systemImage: "text.line.first.and.arrowtriangle.forward")
                        }
                        .popoverTip(upNextTip)
                    }
                }
                .navigationDestination(for: Book.self) { book in
                    BookDetailView(bookID: book.id)
                }
                .navigationDestination(for: ShelfRoute.self) { route in
                    switch route {
                    case .upNext:
                        UpNextView()
                    }
                }
        }
        .task {
            await model.load()
        }
    }

    @ViewBuilder
    private var content: some View {
        switch model.state {
        case .idle, .loading:
            ProgressView("Loading your shelf…")
        case .loaded(let books):
            List {
                TipView(bookmarkTip)
                Section("On the shelf") {
                    ForEach(books) { book in
                        BookRow(book: book, isSaving: model.isSaving(book)) {
                            model.save(book)
                        }
                    }
                }
            }
        case .failed(let error):
            ContentUnavailableView {
                Label("Couldn't load your shelf", systemImage: "books.vertical")
            } description: {
                Text(error.localizedDescription)
            } actions: {
                Button("Try Again") {
                    Task { await model.load() }
                }
            }
        }
    }
}

struct BookRow: View {
    let book: Book
    let isSaving: Bool
    let onSave: () -> Void

    var body: some View {
        HStack {
            NavigationLink(value: book) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(book.title)
                        .font(.headline)
                    Text("\(book.author) · \(book.pages) pages")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            if isSaving {
                ProgressView()
                    .frame(width: 44)
            } else {
                Button(action: onSave) {
                    Image(systemName: book.isSaved ? "bookmark.fill" : "bookmark")
                        .frame(width: 44, height: 44)
                }
                .buttonStyle(.borderless)
                .disabled(book.isSaved)
                .accessibilityLabel(book.isSaved ? "Saved" : "Save for later")
            }
        }
    }
}
