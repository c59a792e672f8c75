import SwiftUI
import TipKit

struct FormattingTip: Tip {
    var title: Text { Text("Format as you type") }
    var message: Text? { Text("Start a line with \"- \" for a list or \"[ ] \" for a checklist.") }
    var image: Image? { Image(systemName: "textformat") }
}

struct ExportTip: Tip {
    @Parameter static var isUnlocked: Bool = false

    var title: Text { Text("Take your notes anywhere") }
    var message: Text? { Text("Copy every note as Markdown, ready to paste into another app.") }
    var image: Image? { Image(systemName: "square.and.arrow.up") }

    var rules: [Rule] {
        #Rule(Self.$isUnlocked) { $0 == true }
    }
}
