import SwiftUI
import TipKit

struct FormatTip: Tip {
    var title: Text { Text("Headings and lists") }
    var message: Text? { Text("Select text, then pick a style from the format bar.") }
    var image: Image? { Image(systemName: "textformat") }
}

struct OutlineTip: Tip {
    var title: Text { Text("Jump between scenes") }
    var message: Text? { Text("The outline lists every heading in your draft.") }
    var image: Image? { Image(systemName: "list.bullet.indent") }
}

struct FocusModeTip: Tip {
    var title: Text { Text("Just the words") }
    var message: Text? { Text("Focus mode hides everything but the paragraph you're writing.") }
    var image: Image? { Image(systemName: "eye") }
}
