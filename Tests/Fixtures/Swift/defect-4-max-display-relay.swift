// Twin of Specs/defect-4-max-display-relay.tipspec: the relay's first step can
// be shown only once, so dismissing its popover ends the tour for good.
import SwiftUI
import TipKit

protocol ShowTip: Tip {
    static var show: Bool { get set }
}

struct Step1Tip: ShowTip {
    var title: Text { Text("Step 1") }
    @Parameter static var show: Bool = false
    var rules: [Rule] { #Rule(Self.$show) { $0 == true } }
    var options: [any TipOption] { [Tips.MaxDisplayCount(1)] }
}

struct Step2Tip: ShowTip {
    var title: Text { Text("Step 2") }
    @Parameter static var show: Bool = false
    var rules: [Rule] { #Rule(Self.$show) { $0 == true } }
}

struct ChainedTipStyle<NextTip: ShowTip>: TipViewStyle {
    let nextTip: NextTip.Type

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Button {
                configuration.tip.invalidate(reason: .tipClosed)
                nextTip.show = true
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
        }
    }
}

struct Tour: View {
    var body: some View {
        VStack {
            Button("Start Tutorial") { Step1Tip.show = true }
            Text("Target A")
                .popoverTip(Step1Tip())
                .tipViewStyle(ChainedTipStyle(nextTip: Step2Tip.self))
            Text("Target B")
                .popoverTip(Step2Tip())
        }
    }
}

// tipcheck: check single-tip, reachable, order Step1Tip -> Step2Tip
// tipcheck: check no-deadlock expect violated
// tipcheck: scenario "Dismissing the first step ends the tour" {
// tipcheck:   launch expect none
// tipcheck:   tap "Start Tutorial" expect Step1Tip
// tipcheck:   dismiss Step1Tip expect none
// tipcheck:   relaunch expect none
// tipcheck: }
