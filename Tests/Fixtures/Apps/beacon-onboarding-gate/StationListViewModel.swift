import Foundation

struct Station: Identifiable, Hashable {
    let id: Int
    var name: String
}

@MainActor
final class StationListViewModel: ObservableObject {
    @Published var stations: [Station] = [
        Station(id: 1, name: "Lizard Point"),
        Station(id: 2, name: "Start Point"),
    ]
    @Published var rangeFilterOn = false

    func toggleRangeFilter() {
        rangeFilterOn.toggle()
    }
}
