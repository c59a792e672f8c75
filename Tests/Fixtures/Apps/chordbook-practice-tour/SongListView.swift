import SwiftUI
import TipKit

struct SongListView: View {
    @State private var path: [Song] = []

    private let songs = Song.library
    private let setlistTip = SetlistTip()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                TipView(setlistTip)

                ForEach(songs) { song in
                    Button {
                        open(song)
                    } label: {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(song.title)
                                .foregroundStyle(.primary)
                            Text("\(song.artist) · \(song.key) · \(song.tempo) bpm")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Chordbook")
            .navigationDestination(for: Song.self) { song in
                PracticeView(song: song)
            }
        }
    }

    private func open(_ song: Song) {
        setlistTip.invalidate(reason: .actionPerformed)
        path.append(song)
    }
}
