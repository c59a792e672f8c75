import SwiftUI
import TipKit

struct LibraryView: View {
    @EnvironmentObject private var router: Router
    private let statsTip = ReadingStatsTip()

    var body: some View {
        List(Book.shelf) { book in
            Button {
                router.push(.book(book))
            } label: {
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Bookshelf")
        .toolbar {
            Button {
                router.push(.stats)
            } label: {
                Image(systemName: "chart.bar")
            }
            .popoverTip(statsTip)
        }
    }
}
