import SwiftUI
import TipKit

struct PaceZonesTip: Tip {
    var title: Text { Text("Heart-rate zones") }
    var message: Text? { Text("Most of your easy kilometres belong in zone 2. Cadence shows your zone live during a run.") }
    var image: Image? { Image(systemName: "heart.fill") }
}

struct StartRunTip: Tip {
    var title: Text { Text("One tap to start") }
    var message: Text? { Text("Cadence counts down three seconds so you can pocket your phone.") }
    var image: Image? { Image(systemName: "play.circle") }
}

struct AudioCuesTip: Tip {
    @Parameter
    static var runsLogged: Int = 0

    var title: Text { Text("Hear your splits") }
    var message: Text? { Text("Audio cues read out your pace at every kilometre, no need to look at the screen.") }
    var image: Image? { Image(systemName: "speaker.wave.2") }

    var rules: [Rule] {
        #Rule(Self.$runsLogged) { $0 >= 2 }
    }
}
