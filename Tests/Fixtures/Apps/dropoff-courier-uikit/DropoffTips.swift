import SwiftUI
import TipKit

struct RouteOverviewTip: Tip {
    var title: Text { Text("Your stops, in driving order") }
    var message: Text? { Text("Tap a stop for the address, gate codes and drop-off notes.") }
    var image: Image? { Image(systemName: "point.topleft.down.to.point.bottomright.curvepath") }
}

struct SignatureTip: Tip {
    var title: Text { Text("Get a signature") }
    var message: Text? { Text("Parcels marked Signature Required need the recipient to sign on your screen.") }
    var image: Image? { Image(systemName: "signature") }
}

struct PhotoProofTip: Tip {
    @Parameter static var deliveriesCompleted: Int = 0

    var title: Text { Text("Add a proof photo") }
    var message: Text? { Text("A photo of the parcel at the door settles most missing-package claims.") }
    var image: Image? { Image(systemName: "camera") }

    var rules: [Rule] {
        #Rule(Self.$deliveriesCompleted) { $0 >= 1 }
    }
}
