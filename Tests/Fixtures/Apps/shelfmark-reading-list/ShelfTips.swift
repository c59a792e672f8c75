import SwiftUI
import TipKit

struct AddBookTip: Tip {
    var title: Text { Text("Grow your shelf") }
    var message: Text? { Text("Tap + to add a book you're reading or want to read.") }
    var image: Image? { Image(systemName: "plus.circle") }
}

struct TidyShelfTip: Tip {
    static let bookSaved = Tips.Event(id: "shelfmark.bookSaved")

    var title: Text { Text("Keep it tidy") }
    var message: Text? { Text("Swipe left on a book to take it off your shelf.") }
    var image: Image? { Image(systemName: "hand.draw") }

    var rules: [Rule] {
        #Rule(Self.bookSaved) { $0.donations.count >= 1 }
    }
}

struct LogProgressTip: Tip {
    @Parameter
    static var hasStartedBook: Bool = false

    var title: Text { Text("Log as you go") }
    var message: Text? { Text("Add pages after each session to see your progress grow.") }
    var image: Image? { Image(systemName: "chart.line.uptrend.xyaxis") }

    var rules: [Rule] {
        #Rule(Self.$hasStartedBook) { $0 == true }
    }
}
