import SwiftUI
import TipKit

struct PlayerView: View {
    let episode: Episode
    @State private var rate: Float = 1.0
    @State private var isPlaying = false
    private let speedTip = SpeedTip()

    var body: some View {
        VStack(spacing: 28) {
            Text(episode.title)
                .font(.title2.bold())
                .multilineTextAlignment(.center)
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    .font(.system(size: 64))
            }
            Button("\(rate, specifier: "%.1f")x") {
                rate = rate >= 2.0 ? 1.0 : rate + 0.5
                speedTip.invalidate(reason: .actionPerformed)
            }
            .popoverTip(speedTip)
        }
        .padding()
    }
}
