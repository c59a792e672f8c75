import SwiftUI
import TipKit

struct ChooseTargetTip: Tip {
    /// Flipped once the user has opened a target: the card has done its job by then.
    @Parameter static var hasChosenTarget: Bool = false

    var title: Text { Text("Pick tonight's first target") }
    var message: Text? {
        Text("Everything in this list clears the horizon after dusk. Tap one for rise and set times and a finder chart.")
    }
    var image: Image? { Image(systemName: "scope") }

    var rules: [Rule] {
        #Rule(Self.$hasChosenTarget) { $0 == false }
    }
}

struct LogObservationTip: Tip {
    var title: Text { Text("Log what you saw") }
    var message: Text? { Text("Note the seeing, the eyepiece and a line or two while it's fresh.") }
    var image: Image? { Image(systemName: "square.and.pencil") }
}

struct LogbookTip: Tip {
    var title: Text { Text("Your observing logbook") }
    var message: Text? { Text("Every night you log ends up here, newest first.") }
    var image: Image? { Image(systemName: "book.closed") }
}
