import SwiftUI
import TipKit

struct BookDetailView: View {
    let book: Book
    private let notesTip = BookNotesTip()
    @State private var note = ""

    var body: some View {
        Form {
            Section(book.author) {
                Text(book.title).font(.title3)
            }
            Section("Notes") {
                TipView(notesTip)
                TextField("Write a note", text: $note, axis: .vertical)
            }
        }
        .navigationTitle("Book")
        .onAppear {
            Task { await BookNotesTip.bookOpened.donate() }
        }
    }
}

struct ReadingStatsView: View {
    @EnvironmentObject private var router: Router
    private let goalTip = YearlyGoalTip()

    var body: some View {
        List {
            TipView(goalTip)
            LabeledContent("Books this year", value: "7")
            LabeledContent("Pages", value: "2,140")
            Button("Back to shelf") {
                router.popToRoot()
            }
        }
        .navigationTitle("Stats")
        .onAppear {
            ReadingStatsTip().invalidate(reason: .actionPerformed)
        }
    }
}
