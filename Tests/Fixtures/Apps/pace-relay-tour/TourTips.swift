import SwiftUI
import TipKit

struct StartRunTip: Tip {
    var title: Text { Text("Ready when you are") }
    var message: Text? { Text("Tap Start Run and Cadence tracks time, distance and pace.") }
    var image: Image? { Image(systemName: "1.circle.fill") }
}

struct AudioCuesTip: Tip {
    @Parameter
    static var isActive: Bool = false

    var title: Text { Text("Hear your pace") }
    var message: Text? { Text("Turn on audio cues to get a split at every kilometre.") }
    var image: Image? { Image(systemName: "2.circle.fill") }

    var rules: [Rule] {
        #Rule(Self.$isActive) { $0 == true }
    }
}

struct RunHistoryTip: Tip {
    @Parameter
    static var isActive: Bool = false

    var title: Text { Text("Every run, saved") }
    var message: Text? { Text("Finished runs land here with distance and pace.") }
    var image: Image? { Image(systemName: "3.circle.fill") }

    var rules: [Rule] {
        #Rule(Self.$isActive) { $0 == true }
    }
}

/// Hands the tour from one step to the next when a step is closed.
enum TourRelay {
    static func handOff(after tip: any Tip) {
        switch tip {
        case is StartRunTip:
            AudioCuesTip.isActive = true
        case is AudioCuesTip:
            RunHistoryTip.isActive = true
        default:
            break
        }
    }
}

struct RelayTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.image?
                .font(.title2)
                .foregroundStyle(.tint)

            VStack(alignment: .leading, spacing: 4) {
                configuration.title?
                    .font(.headline)
                configuration.message?
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)

            Button {
                configuration.tip.invalidate(reason: .tipClosed)
                TourRelay.handOff(after: configuration.tip)
            } label: {
                Image(systemName: "xmark")
                    .font(.footnote.weight(.bold))
                    .foregroundStyle(.secondary)
                    .padding(6)
                    .background(.quaternary, in: Circle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Next tip")
        }
        .padding()
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 14))
    }
}
