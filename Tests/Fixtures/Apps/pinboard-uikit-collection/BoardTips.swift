import TipKit

struct NewBoardTip: Tip {
    var title: Text { Text("Start a board") }
    var message: Text? { Text("Collect pins for a room, a trip or a project.") }
    var image: Image? { Image(systemName: "square.grid.2x2") }
}

struct SortBoardsTip: Tip {
    var title: Text { Text("Sort your boards") }
    var message: Text? { Text("By name, or by when you last pinned something.") }
}

struct FirstPinTip: Tip {
    /// Set when the user creates a board; the editor then suggests a first pin.
    @Parameter static var boardCreated: Bool = false

    var title: Text { Text("Add your first pin") }
    var message: Text? { Text("Paste a link or pick a photo.") }

    var rules: [Rule] {
        #Rule(Self.$boardCreated) { $0 == true }
    }
}
