import SwiftUI
import TipKit

struct ReadingQueueTip: Tip {
    @Parameter static var finishedAnArticle: Bool = false

    var title: Text { Text("Line up your next read") }
    var message: Text? { Text("Tap the bookmark on any article to queue it for offline reading.") }
    var image: Image? { Image(systemName: "bookmark") }

    var rules: [Rule] {
        #Rule(Self.$finishedAnArticle) { $0 == true }
    }
}

struct HighlightTip: Tip {
    static let articleOpened = Tips.Event(id: "articleOpened")

    var title: Text { Text("Highlight as you read") }
    var message: Text? { Text("Touch and hold a sentence to highlight it. Highlights sync to all your devices.") }
    var image: Image? { Image(systemName: "highlighter") }

    var rules: [Rule] {
        #Rule(Self.articleOpened) { $0.donations.count >= 2 }
    }
}
