import SwiftUI
import TipKit

struct SetlistTip: Tip {
    var title: Text { Text("Pick a song to practise") }
    var message: Text? { Text("Each song keeps its own chords, tempo and recorded takes.") }
    var image: Image? { Image(systemName: "music.note.list") }
}

struct TunerTip: Tip {
    var title: Text { Text("Tune up first") }
    var message: Text? { Text("The tuner listens through the microphone, string by string.") }
    var image: Image? { Image(systemName: "tuningfork") }
}

struct MetronomeTip: Tip {
    /// How many times the metronome has been started.
    @Parameter
    static var metronomeUses: Int = 0

    var title: Text { Text("Keep time") }
    var message: Text? { Text("The metronome starts at the song's tempo. Tap again to stop it.") }
    var image: Image? { Image(systemName: "metronome") }

    var rules: [Rule] {
        #Rule(Self.$metronomeUses) { $0 == 0 }
    }
}

struct RecordTakeTip: Tip {
    var title: Text { Text("Record a take") }
    var message: Text? { Text("Listen back to hear where the rhythm drifts.") }
    var image: Image? { Image(systemName: "record.circle") }
}
