import SwiftUI
import TipKit

struct TourStop: Identifiable {
    let id: Int
    var title: String
    var transcript: String
}

@MainActor
final class AudioGuidePlayer: ObservableObject {
    let stops: [TourStop] = [
        TourStop(id: 1, title: "Aurora over Tromsø", transcript: "Painted in a single winter night, this canvas…"),
        TourStop(id: 2, title: "The Salt Road", transcript: "Fishermen carried salt inland along this route…"),
        TourStop(id: 3, title: "Midsummer Table", transcript: "The long table seats twenty-four guests…")
    ]
    @Published private(set) var index = 0
    @Published private(set) var isPlaying = false

    var currentStop: TourStop { stops[index] }

    func togglePlayback() { isPlaying.toggle() }
    func next() { index = min(index + 1, stops.count - 1) }
    func previous() { index = max(index - 1, 0) }
    func stop() { isPlaying = false }
}

struct AudioTourView: View {
    @StateObject private var player = AudioGuidePlayer()
    @State private var tour = TipGroup(.ordered) {
        PlayStopTip()
        TranscriptTip()
    }
    @State private var showsTranscript = false

    var body: some View {
        VStack(spacing: 24) {
            Text(player.currentStop.title)
                .font(.title2.bold())
            Text("Stop \(player.index + 1) of \(player.stops.count)")
                .foregroundStyle(.secondary)

            HStack(spacing: 32) {
                Button { player.previous() } label: {
                    Image(systemName: "backward.fill")
                }
                Button {
                    player.togglePlayback()
                    PlayStopTip().invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 56))
                }
                .popoverTip(tour.currentTip as? PlayStopTip)
                Button { player.next() } label: {
                    Image(systemName: "forward.fill")
                }
            }

            Button {
                showsTranscript.toggle()
                TranscriptTip().invalidate(reason: .actionPerformed)
            } label: {
                Label("Transcript", systemImage: "text.quote")
            }
            .popoverTip(tour.currentTip as? TranscriptTip)

            if showsTranscript {
                ScrollView {
                    Text(player.currentStop.transcript)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            Spacer()
        }
        .padding()
        .navigationTitle("Audio tour")
        .onDisappear { player.stop() }
    }
}
