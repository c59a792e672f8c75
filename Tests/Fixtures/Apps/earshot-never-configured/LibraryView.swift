import SwiftUI
import TipKit

struct Episode: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
}

struct LibraryView: View {
    @State private var tips = TipGroup(.ordered) {
        QueueTip()
        DownloadTip()
    }
    @State private var episodes: [Episode] = [
        Episode(id: 1, title: "The history of the paperclip", minutes: 42),
        Episode(id: 2, title: "Why cities hum", minutes: 37)
    ]

    var body: some View {
        List(episodes) { episode in
            NavigationLink(episode.title) {
                PlayerView(episode: episode)
            }
        }
        .navigationTitle("Earshot")
        .toolbar {
            Image(systemName: "arrow.down.circle")
                .popoverTip(tips.currentTip)
        }
    }
}
