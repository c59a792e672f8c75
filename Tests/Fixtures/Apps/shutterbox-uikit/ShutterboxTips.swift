import UIKit
import TipKit

struct ImportTip: Tip {
    var title: Text { Text("Import photos") }
    var message: Text? { Text("Bring in photos from your library.") }
    var image: Image? { Image(systemName: "square.and.arrow.down") }
}

struct AlbumTip: Tip {
    @Parameter
    static var hasImported: Bool = false

    var title: Text { Text("Make an album") }
    var message: Text? { Text("Group what you imported into albums.") }

    var rules: [Rule] {
        #Rule(Self.$hasImported) { $0 == true }
    }
}
