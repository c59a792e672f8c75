import SwiftUI
import TipKit

struct ReadingStatsTip: Tip {
    var title: Text { Text("Your reading year") }
    var message: Text? { Text("See how many pages you read each month.") }
    var image: Image? { Image(systemName: "chart.bar") }
}

struct BookNotesTip: Tip {
    static let bookOpened = Tips.Event(id: "bookOpened")

    var title: Text { Text("Keep notes while you read") }
    var message: Text? { Text("Highlights and notes stay with the book.") }

    var rules: [Rule] {
        #Rule(Self.bookOpened) { $0.donations.count >= 2 }
    }
}

struct YearlyGoalTip: Tip {
    var title: Text { Text("Set a yearly goal") }
    var message: Text? { Text("Pick a number of books and Bookshelf keeps count.") }
}
