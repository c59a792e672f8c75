import SwiftUI
import TipKit

struct SharedCalendarTip: Tip {
    static let synced = Tips.Event(id: "calendarSynced")

    var title: Text { Text("Everyone sees this now") }
    var message: Text? { Text("Synced events appear on your family's phones within seconds.") }
    var image: Image? { Image(systemName: "person.3") }

    var rules: [Rule] {
        #Rule(Self.synced) { $0.donations.count >= 1 }
    }
}

struct SyncFailedTip: Tip {
    @Parameter static var failed: Bool = false

    var title: Text { Text("Saved, not shared yet") }
    var message: Text? { Text("We couldn't reach Tandem. Your changes stay on this phone until we can.") }
    var image: Image? { Image(systemName: "exclamationmark.icloud") }

    var rules: [Rule] {
        #Rule(Self.$failed) { $0 == true }
    }
}

func hintCard<T: Tip>(_ tip: T) -> some View {
    TipView(tip)
        .tipBackground(Color.orange.opacity(0.1))
}
