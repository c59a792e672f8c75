import SwiftUI
import TipKit

struct SyncTip: Tip {
    static let invoiceSaved = Tips.Event(id: "invoiceSaved")

    var title: Text { Text("Synced to the web") }
    var message: Text? { Text("Saved invoices also appear on your Ledgerly dashboard.") }
    var image: Image? { Image(systemName: "arrow.triangle.2.circlepath") }

    var rules: [Rule] {
        #Rule(Self.invoiceSaved) { $0.donations.count >= 2 }
    }
}

struct OfflineTip: Tip {
    @Parameter static var saveFailed: Bool = false

    var title: Text { Text("Kept on this device") }
    var message: Text? { Text("We couldn't reach the server. Your draft is safe and will upload later.") }
    var image: Image? { Image(systemName: "wifi.slash") }

    var rules: [Rule] {
        #Rule(Self.$saveFailed) { $0 == true }
    }
}

func tipCard<T: Tip>(_ tip: T) -> some View {
    TipView(tip)
        .tipBackground(Color.blue.opacity(0.08))
        .listRowInsets(EdgeInsets())
}
