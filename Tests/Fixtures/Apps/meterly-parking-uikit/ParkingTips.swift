import SwiftUI
import TipKit

struct ZoneTip: Tip {
    var title: Text { Text("Find your zone number") }
    var message: Text? { Text("It's the four digits on the green sign by the meter. Tap Start Parking and type it in.") }
    var image: Image? { Image(systemName: "signpost.right") }
}

/// For regulars: after a few visits, point them at their receipts.
struct ReceiptsTip: Tip {
    @Parameter static var opens: Int = 0

    var title: Text { Text("Expense your parking") }
    var message: Text? { Text("Every session's receipt is kept here, ready to export as PDF.") }
    var image: Image? { Image(systemName: "doc.text") }

    var rules: [Rule] {
        #Rule(Self.$opens) { $0 >= 3 }
    }
}

struct ExpiryAlertsTip: Tip {
    var title: Text { Text("Get warned before it runs out") }
    var message: Text? { Text("Meterly can alert you 10 minutes before your time expires.") }
    var image: Image? { Image(systemName: "alarm") }
}
