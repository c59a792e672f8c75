import SwiftUI
import TipKit

struct FloorPlanTip: Tip {
    var title: Text { Text("Find your way") }
    var message: Text? { Text("The floor plan marks every room on today's audio tour.") }
    var image: Image? { Image(systemName: "map") }
}

struct PlayStopTip: Tip {
    var title: Text { Text("Start at any stop") }
    var message: Text? { Text("Play the commentary for the work in front of you.") }
    var image: Image? { Image(systemName: "play.circle") }
}

struct TranscriptTip: Tip {
    var title: Text { Text("Read along") }
    var message: Text? { Text("Every stop has a transcript, handy in a crowded room.") }
    var image: Image? { Image(systemName: "text.quote") }
}
