import SwiftUI
import TipKit

protocol RelayStep: Tip {
    static var isActive: Bool { get set }
}

struct BPMTip: Tip {
    var title: Text { Text("Set the tempo") }
    var message: Text? { Text("Drag the slider, or tap along with the song you're learning.") }
    var image: Image? { Image(systemName: "metronome") }
}

struct SubdivisionTip: RelayStep {
    @Parameter static var isActive: Bool = false

    var title: Text { Text("Split the beat") }
    var message: Text? { Text("Hear eighths or triplets between the clicks to tighten fast passages.") }
    var image: Image? { Image(systemName: "music.note.list") }

    var rules: [Rule] {
        #Rule(Self.$isActive) { $0 == true }
    }
}

struct AccentTip: RelayStep {
    @Parameter static var isActive: Bool = false

    var title: Text { Text("Accent the downbeat") }
    var message: Text? { Text("A brighter click on beat one keeps you from losing the bar.") }
    var image: Image? { Image(systemName: "waveform.path.ecg") }

    var rules: [Rule] {
        #Rule(Self.$isActive) { $0 == true }
    }
}
