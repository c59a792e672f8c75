import SwiftUI
import TipKit

struct SyncTip: Tip {
    static let synced = Tips.Event(id: "larder.synced")

    var title: Text { Text("Your larder is backed up") }
    var message: Text? { Text("Sync again after a big shop.") }

    var rules: [Rule] {
        #Rule(Self.synced) { $0.donations.count >= 1 }
    }
}

struct ShareListTip: Tip {
    @Parameter static var itemAdded: Bool = false

    var title: Text { Text("Share your list") }

    var rules: [Rule] {
        #Rule(Self.$itemAdded) { $0 == true }
    }
}
