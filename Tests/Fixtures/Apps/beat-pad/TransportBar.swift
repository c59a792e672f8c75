import SwiftUI
import TipKit

struct TransportBar: View {
    @Binding var pads: [Bool]
    @Binding var savedLoops: Int
    private let playTip = PlayPatternTip()
    private let saveTip = SaveLoopTip()

    var body: some View {
        VStack(spacing: 12) {
            TipView(playTip)

            HStack(spacing: 12) {
                BigButton(title: "Play") {
                    playTip.invalidate(reason: .actionPerformed)
                    PlayPatternTip.played.sendDonation()
                }
                BigButton(title: "Save loop") {
                    savedLoops += 1
                    saveTip.invalidate(reason: .actionPerformed)
                }
                .popoverTip(saveTip)
                BigButton(title: "Clear") {
                    pads = Array(repeating: false, count: pads.count)
                }
            }
        }
    }
}
