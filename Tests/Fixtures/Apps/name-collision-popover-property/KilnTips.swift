import SwiftUI
import TipKit

struct NewFiringTip: Tip {
    var title: Text { Text("Log your first firing") }
    var message: Text? { Text("Record the cone, peak temperature and hold for every load you unpack.") }
    var image: Image? { Image(systemName: "flame") }
}

struct ImportNotesTip: Tip {
    @Parameter static var hasLoggedFiring: Bool = false

    var title: Text { Text("Bring your old notes") }
    var message: Text? { Text("Import a spreadsheet of past firings before you start logging here.") }
    var image: Image? { Image(systemName: "tray.and.arrow.down") }

    var rules: [Rule] {
        #Rule(Self.$hasLoggedFiring) { $0 == false }
    }
}
