import SwiftUI
import TipKit

struct StationListView: View {
    @StateObject private var model = StationListViewModel()
    private let filterTip = FilterStationsTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(LiveStatusTip())
                ForEach(model.stations) { station in
                    Text(station.name)
                }
            }
            .navigationTitle("Stations")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        model.toggleRangeFilter()
                        filterTip.invalidate(reason: .actionPerformed)
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                    .popoverTip(filterTip)
                }
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink("Settings") {
                        SettingsView()
                    }
                }
            }
        }
    }
}
