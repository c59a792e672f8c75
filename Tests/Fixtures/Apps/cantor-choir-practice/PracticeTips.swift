import SwiftUI
import TipKit

struct ImportScoreTip: Tip {
    /// Cleared by ScoreLibrary once the first piece is imported.
    @Parameter
    static var libraryIsEmpty: Bool = true

    var title: Text { Text("Bring in your first score") }
    var message: Text? { Text("Import a piece from the choir's shared folder to start practising your part.") }
    var image: Image? { Image(systemName: "square.and.arrow.down") }

    var rules: [Rule] {
        #Rule(Self.$libraryIsEmpty) { $0 }
    }
}

struct PracticeLoopTip: Tip {
    var title: Text { Text("Loop the tricky bars") }
    var message: Text? { Text("Repeat a passage until it sits. Cantor slows it down a little each time.") }
    var image: Image? { Image(systemName: "repeat") }
}

struct RecordTakeTip: Tip {
    var title: Text { Text("Record a take") }
    var message: Text? { Text("Sing along and send the take to your section leader.") }
    var image: Image? { Image(systemName: "record.circle") }
}
