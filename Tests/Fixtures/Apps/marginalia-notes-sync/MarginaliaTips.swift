import SwiftUI
import TipKit

enum MarginaliaTips {
    static let syncDone = Tips.Event(id: "syncDone")
}

struct OfflineEditingTip: Tip {
    var title: Text { Text("Your notes are here, online or not") }
    var message: Text? { Text("Edit offline; Marginalia syncs the changes when you're back.") }
    var image: Image? { Image(systemName: "icloud.and.arrow.down") }

    var rules: [Rule] {
        #Rule(MarginaliaTips.syncDone) { $0.donations.count >= 1 }
    }
}

struct PinNoteTip: Tip {
    var title: Text { Text("Pin it to the top") }
    var message: Text? { Text("Pinned notes stay above everything else in your list.") }
    var image: Image? { Image(systemName: "pin") }
}

struct TagSearchTip: Tip {
    @Parameter
    static var notesPinned: Int = 0

    var title: Text { Text("Search by tag") }
    var message: Text? { Text("Type # and a tag, like #books, to see every note that has it.") }
    var image: Image? { Image(systemName: "number") }

    var rules: [Rule] {
        #Rule(Self.$notesPinned) { $0 >= 1 }
    }
}
