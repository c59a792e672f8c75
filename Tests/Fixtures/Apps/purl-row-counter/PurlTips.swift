import SwiftUI
import TipKit

enum PurlTips {
    static let projectFinished = Tips.Event(id: "projectFinished")
}

struct RowCounterTip: Tip {
    var title: Text { Text("Count as you go") }
    var message: Text? { Text("Tap +1 at the end of every row. Miscounted? Undo takes it back.") }
    var image: Image? { Image(systemName: "hand.tap") }
}

struct FinishProjectTip: Tip {
    @Parameter
    static var rowsKnit: Int = 0

    var title: Text { Text("Cast off?") }
    var message: Text? { Text("When the piece is done, finish it to keep its row count in your library.") }
    var image: Image? { Image(systemName: "checkmark.seal") }

    var rules: [Rule] {
        #Rule(Self.$rowsKnit) { $0 >= 10 }
    }
}

struct FinishedProjectsTip: Tip {
    var title: Text { Text("Your finished pieces") }
    var message: Text? { Text("Export the notes of any project to share the pattern with your knitting group.") }
    var image: Image? { Image(systemName: "square.and.arrow.up") }

    var rules: [Rule] {
        #Rule(PurlTips.projectFinished) {
            $0.donations.count >= 1
        }
    }
}
