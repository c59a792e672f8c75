import SwiftUI
import TipKit

struct ExpiryTip: Tip {
    var title: Text { Text("Use it before it goes") }
    var message: Text? { Text("Items that expire within three days turn orange.") }
    var image: Image? { Image(systemName: "clock.badge.exclamationmark") }
}

struct BarcodeTip: Tip {
    var title: Text { Text("Scan instead of typing") }
    var message: Text? { Text("Point the camera at a barcode to fill in the name and size.") }
    var image: Image? { Image(systemName: "barcode.viewfinder") }
}
