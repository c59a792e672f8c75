import SwiftUI
import TipKit

struct TrailFilterTip: Tip {
    var title: Text { Text("Find your kind of trail") }
    var message: Text? { Text("Filter by distance, elevation gain, and whether dogs are allowed.") }
    var image: Image? { Image(systemName: "line.3.horizontal.decrease.circle") }
}

struct SyncSavedTip: Tip {
    var title: Text { Text("Saved on every device") }
    var message: Text? { Text("Trails you bookmark show up on your iPad and your watch too.") }
    var image: Image? { Image(systemName: "icloud") }
}

struct OfflineMapsTip: Tip {
    var title: Text { Text("No signal on the ridge?") }
    var message: Text? { Text("Downloaded maps keep working in airplane mode, GPS included.") }
    var image: Image? { Image(systemName: "arrow.down.circle") }
}
