// Seed, solution 2, "Complete Code": lines 77-143 of the seed article, verbatim.
// Twin: Specs/seed-3-chained-style.tipspec (same verdicts).
// tipcheck: scenario "Relay" {
// tipcheck:   launch expect none
// tipcheck:   tap "Start Tutorial" expect Step1Tip
// tipcheck:   close Step1Tip expect Step2Tip
// tipcheck:   close Step2Tip expect none
// tipcheck: }

import SwiftUI
import TipKit

// 1. Define a unified protocol
protocol ShowTip: Tip {
    static var show: Bool { get set }
}

// 2. Define Tips
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

// 3. Custom Style responsible for the "relay"
struct ChainedTipStyle<NextTip: ShowTip>: TipViewStyle {
    let nextTip: NextTip.Type

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.title?.font(.headline)
            configuration.message?.font(.subheadline)
        }
        .padding()
        .background(.thinMaterial)
        .cornerRadius(10)
        .overlay(alignment: .topTrailing) {
            Button(action: {
                // Close the current Tip
                configuration.tip.invalidate(reason: .tipClosed)
                // Core: Activate the next Tip
                nextTip.show = true 
            }) {
                Image(systemName: "xmark.circle.fill")
                    .foregroundStyle(.secondary)
            }
            .padding(8)
        }
    }
}

// 4. Usage
struct LegacySequenceDemo: View {
    let tip1 = Step1Tip()
    let tip2 = Step2Tip()

    var body: some View {
        VStack {
            Button("Start Tutorial") { Step1Tip.show = true }
            
            Text("Target A")
                .popoverTip(tip1)
                // Bind Tip1 to trigger Tip2 upon closing
                .tipViewStyle(ChainedTipStyle(nextTip: Step2Tip.self))
                
            Text("Target B")
                .popoverTip(tip2)
        }
    }
}
