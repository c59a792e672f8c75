// Twin of Specs/defect-8-status-relay-misses-action.tipspec: the screen's
// `.task` relays on ShareTip's status, but only for the × (.tipClosed); the
// "Got it" action invalidates it with .actionPerformed and the tour stops.
import SwiftUI
import TipKit

struct ShareTip: Tip {
    var title: Text { Text("Share your album") }
    var actions: [Action] {
        Action(id: "gotIt", title: "Got it")
    }
}

struct SyncTip: Tip {
    @Parameter static var show: Bool = false
    var title: Text { Text("Sync across devices") }
    var rules: [Rule] { #Rule(Self.$show) { $0 } }
}

struct Album: View {
    let shareTip = ShareTip()

    var body: some View {
        VStack {
            TipView(shareTip) { action in
                if action.id == "gotIt" {
                    shareTip.invalidate(reason: .actionPerformed)
                }
            }
            Image(systemName: "icloud")
                .popoverTip(SyncTip())
        }
        .task {
            for await status in shareTip.statusUpdates {
                if case .invalidated(.tipClosed) = status {
                    SyncTip.show = true
                }
            }
        }
    }
}

// tipcheck: check single-tip, reachable, order ShareTip -> SyncTip
// tipcheck: check no-deadlock expect violated
// tipcheck: scenario "Closing the first tip relays" {
// tipcheck:   launch expect ShareTip
// tipcheck:   close ShareTip expect SyncTip
// tipcheck: }
