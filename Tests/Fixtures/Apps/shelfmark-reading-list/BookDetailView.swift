import SwiftUI
import TipKit

struct BookDetailView: View {
    @State var viewModel: BookDetailViewModel
    private let logProgressTip = LogProgressTip()

    var body: some View {
        Form {
            if let book = viewModel.book {
                Section {
                    LabeledContent("Author", value: book.author)
                    LabeledContent("Status", value: book.status.rawValue)
                    ProgressView(value: book.progress) {
                        Text("\(book.pagesRead) of \(book.pageCount) pages")
                            .font(.caption)
                    }
                }

                TipView(logProgressTip)

                if viewModel.canStart {
                    Button("Start Reading") { viewModel.startReading() }
                }

                if viewModel.isReading {
                    Section("Log pages") {
                        HStack {
                            Button("+10") { viewModel.logPages(10) }
                            Button("+25") { viewModel.logPages(25) }
                            Button("+50") { viewModel.logPages(50) }
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
        }
        .navigationTitle(viewModel.book?.title ?? "Book")
    }
}
