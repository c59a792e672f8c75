import UIKit
import TipKit

struct TempoTip: Tip {
    var title: Text { Text("Set the tempo") }
    var message: Text? { Text("Drag to change beats per minute.") }
}

struct AccentTip: Tip {
    var title: Text { Text("Accent the first beat") }
    var message: Text? { Text("Tap to hear the downbeat louder.") }
}

struct StartPracticeTip: Tip {
    var title: Text { Text("Start a practice session") }
    var message: Text? { Text("Sessions log how long you played.") }
}
