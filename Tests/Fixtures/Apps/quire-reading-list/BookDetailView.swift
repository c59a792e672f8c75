import SwiftUI
import TipKit

struct BookDetailView: View {
    let bookID: Book.ID
    @Environment(ShelfModel.self) private var model

    var body: some View {
        if let book = model.book(bookID) {
            List {
                Section {
                    LabeledContent("Author", value: book.author)
                    LabeledContent("Pages", value: book.pages.formatted())
                    LabeledContent("ISBN", value: book.id)
                }
                Section {
                    if model.isSaving(book) {
                        HStack {
                            ProgressView()
                            Text("Saving…")
                        }
                    } else if book.isSaved {
                        Label("In Up Next", systemImage: "bookmark.fill")
                    } else {
                        Button {
                            BookmarkTip().invalidate(reason: .actionPerformed)
                            model.save(book)
                        } label: {
                            Label("Save for Later", systemImage: "bookmark")
                        }
                    }
                }
            }
            .navigationTitle(book.title)
        } else {
            ContentUnavailableView("Book not found", systemImage: "book.closed")
        }
    }
}

struct UpNextView: View {
    @Environment(ShelfModel.self) private var model

    private let goalTip = ReadingGoalTip()

    var body: some View {
        @Bindable var model = model
        List {
            TipView(goalTip)
            Section("Weekly goal") {
                Stepper("\(model.weeklyGoal) pages", value: $model.weeklyGoal, in: 50...1000, step: 50)
                    .onChange(of: model.weeklyGoal) {
                        goalTip.invalidate(reason: .actionPerformed)
                    }
            }
            Section("Up Next") {
                if model.upNext.isEmpty {
                    Text("Nothing saved yet.")
                        .foregroundStyle(.secondary)
                } else {
                    ForEach(model.upNext) { book in
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
        .navigationTitle("Up Next")
    }
}
