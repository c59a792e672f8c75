// Twin of Specs/defect-3-relay-missing-style.tipspec: the seed's relay with a
// third step, where the second site forgot its .tipViewStyle.
import SwiftUI
import TipKit

protocol ShowTip: Tip {
    static var show: Bool { get set }
}

struct Step1Tip: ShowTip {
    var title: Text = Text("Step 1")
    @Parameter static var show: Bool = false
    var rules: [Rule] { [ #Rule(Self.$show) { $0 == true } ] }
}

struct Step2Tip: ShowTip {
    var title: Text = Text("Step 2")
    @Parameter static var show: Bool = false
    var rules: [Rule] { [ #Rule(Self.$show) { $0 == true } ] }
}

struct Step3Tip: ShowTip {
    var title: Text = Text("Step 3")
    @Parameter static var show: Bool = false
    var rules: [Rule] { [ #Rule(Self.$show) { $0 == true } ] }
}

struct ChainedTipStyle<NextTip: ShowTip>: TipViewStyle {
    let nextTip: NextTip.Type

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.title?.font(.headline)
            configuration.message?.font(.subheadline)
        }
        .overlay(alignment: .topTrailing) {
            Button(action: {
                configuration.tip.invalidate(reason: .tipClosed)
                nextTip.show = true
            }) {
                Image(systemName: "xmark.circle.fill")
            }
        }
    }
}

struct Tour: View {
    let tip1 = Step1Tip()
    let tip2 = Step2Tip()
    let tip3 = Step3Tip()

    var body: some View {
        VStack {
            Button("Start Tutorial") { Step1Tip.show = true }
            Text("Target A")
                .popoverTip(tip1)
                .tipViewStyle(ChainedTipStyle(nextTip: Step2Tip.self))
            Text("Target B")
                .popoverTip(tip2)   // forgot .tipViewStyle(ChainedTipStyle(nextTip: Step3Tip.self))
            Text("Target C")
                .popoverTip(tip3)
        }
    }
}

// tipcheck: check single-tip
// tipcheck: check reachable Step1Tip, Step2Tip
// tipcheck: check reachable Step3Tip expect violated
// tipcheck: check order Step1Tip -> Step2Tip -> Step3Tip
// tipcheck: check no-deadlock expect violated
