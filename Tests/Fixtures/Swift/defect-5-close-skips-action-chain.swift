// Twin of Specs/defect-5-close-skips-action-chain.tipspec: the "Next" action
// relays to the second tip, but the built-in × only closes the first.
import SwiftUI
import TipKit

struct Tip1: Tip {
    @Parameter static var show: Bool = false
    var title: Text { Text("Create a playlist") }
    var rules: [Rule] { #Rule(Self.$show) { $0 } }
    var actions: [Action] {
        Action(id: "next", title: "Next")
    }
}

struct Tip2: Tip {
    @Parameter static var show: Bool = false
    var title: Text { Text("Add songs") }
    var rules: [Rule] { #Rule(Self.$show) { $0 } }
}

struct Library: View {
    let tip1 = Tip1()
    let tip2 = Tip2()

    var body: some View {
        VStack {
            Button("Start Tutorial") { Tip1.show = true }
            Image(systemName: "plus")
                .popoverTip(tip1) { action in
                    if action.id == "next" {
                        tip1.invalidate(reason: .actionPerformed)
                        Tip2.show = true
                    }
                }
            Text("Add Songs")
                .popoverTip(tip2)
        }
    }
}

// tipcheck: check single-tip, reachable, order Tip1 -> Tip2
// tipcheck: check no-deadlock expect violated
// tipcheck: scenario "The Next button relays" {
// tipcheck:   tap "Start Tutorial" expect Tip1
// tipcheck:   action next on Tip1 expect Tip2
// tipcheck: }
