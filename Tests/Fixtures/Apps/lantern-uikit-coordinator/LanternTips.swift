import TipKit

struct ShelfTip: Tip {
    var title: Text { Text("Your shelf") }
    var message: Text? { Text("Books you are reading stay here.") }
    var image: Image? { Image(systemName: "books.vertical") }
}

struct BookmarkTip: Tip {
    @Parameter
    static var hasFinishedChapter: Bool = false

    var title: Text { Text("Keep your place") }
    var message: Text? { Text("Bookmark a page to come back to it.") }

    var rules: [Rule] {
        #Rule(Self.$hasFinishedChapter) { $0 == true }
    }
}

struct SyncTip: Tip {
    var title: Text { Text("Sync your library") }
    var message: Text? { Text("Turn on iCloud to read on every device.") }
}
