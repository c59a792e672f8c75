import SwiftUI
import TipKit

struct QueueTip: Tip {
    var title: Text { Text("Up Next") }
    var message: Text? { Text("Swipe an episode right to play it after this one.") }
    var image: Image? { Image(systemName: "text.line.first.and.arrowtriangle.forward") }
}

struct DownloadTip: Tip {
    var title: Text { Text("Listen offline") }
    var message: Text? { Text("Downloaded episodes play on the plane and in the subway.") }
    var image: Image? { Image(systemName: "arrow.down.circle") }
}

struct SpeedTip: Tip {
    var title: Text { Text("Change the speed") }
    var message: Text? { Text("Tap 1x to listen faster without the chipmunk voice.") }
}
