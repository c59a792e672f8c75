import SwiftUI
import TipKit

struct TrailDetailView: View {
    let trail: Trail
    @State private var isDownloaded = false

    var body: some View {
        List {
            LabeledContent("Distance", value: "\(trail.miles.formatted()) mi")
            LabeledContent("Surface", value: "Dirt, some roots")
            Button {
                isDownloaded = true
            } label: {
                Label(isDownloaded ? "Map downloaded" : "Download map", systemImage: "arrow.down.circle")
            }
        }
        .navigationTitle(trail.name)
    }
}

struct OfflineMapsView: View {
    private let offlineTip = OfflineMapsTip()

    var body: some View {
        List {
            TipView(offlineTip)
            LabeledContent("Cedar Falls Loop", value: "14 MB")
            LabeledContent("Hawk Ridge", value: "22 MB")
        }
        .navigationTitle("Offline maps")
    }
}
