// Twin of Specs/defect-7-event-count-off-by-one.tipspec: "after the third
// launch" written as `> 3`, so the tip waits for the fourth.
import SwiftUI
import TipKit

struct RateAppTip: Tip {
    static let appLaunched = Tips.Event(id: "appLaunched")
    var title: Text { Text("Enjoying the app?") }
    var rules: [Rule] {
        #Rule(Self.appLaunched) { $0.donations.count > 3 }
    }
}

struct Home: View {
    var body: some View {
        VStack {
            Spacer()
            TipView(RateAppTip())
        }
        .task {
            await RateAppTip.appLaunched.donate()
        }
    }
}

// tipcheck: check single-tip, reachable, no-deadlock
// tipcheck: check reachable "on the third launch" visible(RateAppTip) && RateAppTip.appLaunched.donations.count == 3 expect violated
// tipcheck: check reachable "on the fourth launch" visible(RateAppTip) && RateAppTip.appLaunched.donations.count == 4
