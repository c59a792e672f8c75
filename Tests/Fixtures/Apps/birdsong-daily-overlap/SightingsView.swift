import SwiftUI
import TipKit

struct Sighting: Identifiable, Hashable {
    let id = UUID()
    var species: String
    var place: String
}

struct SightingsView: View {
    @State private var sightings: [Sighting] = [
        Sighting(species: "Song thrush", place: "Allotments"),
        Sighting(species: "Grey wagtail", place: "Weir")
    ]
    @State private var showsMap = false
    private let logTip = LogSightingTip()
    private let mapTip = RangeMapTip()

    var body: some View {
        List {
            TipView(logTip)
            ForEach(sightings) { sighting in
                NavigationLink(value: sighting) {
                    LabeledContent(sighting.species, value: sighting.place)
                }
            }
        }
        .navigationTitle("Sightings")
        .navigationDestination(for: Sighting.self) { sighting in
            SightingDetailView(sighting: sighting)
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    showsMap.toggle()
                    mapTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: "map")
                }
                .popoverTip(mapTip)
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    sightings.insert(Sighting(species: "Unidentified", place: "Here"), at: 0)
                    logTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .task {
            await RangeMapTip.sightingsOpened.donate()
        }
    }
}

struct SightingDetailView: View {
    let sighting: Sighting

    var body: some View {
        List {
            LabeledContent("Species", value: sighting.species)
            LabeledContent("Where", value: sighting.place)
            LabeledContent("Confidence", value: "87%")
        }
        .navigationTitle(sighting.species)
    }
}
