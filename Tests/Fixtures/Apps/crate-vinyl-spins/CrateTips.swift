import SwiftUI
import TipKit

struct SwipeToSpinTip: Tip {
    var title: Text { Text("Log a spin") }
    var message: Text? { Text("Swipe a record to the right each time you put it on the turntable.") }
    var image: Image? { Image(systemName: "hand.draw") }
}

struct SortByPlaysTip: Tip {
    @Parameter static var spins: Int = 0

    var title: Text { Text("What do you play most?") }
    var message: Text? { Text("Sort your crate by Most Played to see your real favourites.") }
    var image: Image? { Image(systemName: "arrow.up.arrow.down") }

    var rules: [Rule] {
        #Rule(Self.$spins) { $0 >= 3 }
    }
}

struct LinerNotesTip: Tip {
    var title: Text { Text("Liner notes and credits") }
    var message: Text? { Text("Pressing details, matrix numbers and who played what, for every record in your crate.") }
    var image: Image? { Image(systemName: "text.book.closed") }

    var options: [Option] {
        Tips.MaxDisplayCount(1)
    }
}
