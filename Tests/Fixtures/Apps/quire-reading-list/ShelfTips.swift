import SwiftUI
import TipKit

enum ShelfTips {
    static let bookSaved = Tips.Event(id: "bookSaved")
}

struct BookmarkTip: Tip {
    var title: Text { Text("Save it for later") }
    var message: Text? { Text("Tap the bookmark on any book to add it to Up Next.") }
    var image: Image? { Image(systemName: "bookmark") }
}

struct UpNextTip: Tip {
    var title: Text { Text("Your reading queue") }
    var message: Text? { Text("Books you save wait for you in Up Next.") }
    var image: Image? { Image(systemName: "text.line.first.and.arrowtriangle.forward") }

    var rules: [Rule] {
        #Rule(ShelfTips.bookSaved) {
            $0.donations.count >= 1
        }
    }
}

struct ReadingGoalTip: Tip {
    var title: Text { Text("Set a weekly goal") }
    var message: Text? { Text("Pick how many pages you want to read each week and Quire keeps count.") }
    var image: Image? { Image(systemName: "target") }
}
