import SwiftUI
import TipKit

struct ShelfTip: Tip {
    var title: Text { Text("Tap a book to start reading") }
}

struct BookmarkTip: Tip {
    var title: Text { Text("Bookmark this page") }
    var message: Text? { Text("Bookmarks sync across your devices.") }
}
