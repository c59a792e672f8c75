import Foundation

struct Stop: Identifiable, Hashable {
    enum Status: Hashable {
        case pending
        case signed
        case delivered
    }

    let id: Int
    var recipient: String
    var address: String
    var notes: String
    var status: Status = .pending

    static let todaysRun: [Stop] = [
        Stop(id: 1, recipient: "A. Okafor", address: "14 Larch Lane", notes: "Side gate, code 4471"),
        Stop(id: 2, recipient: "Blue Door Bakery", address: "220 Mill Street", notes: "Deliveries before 11"),
        Stop(id: 3, recipient: "J. Lindqvist", address: "9 Harbour View, Apt 3B", notes: "Buzzer broken, call on arrival"),
        Stop(id: 4, recipient: "Northside Library", address: "1 Civic Plaza", notes: "Loading dock round the back")
    ]
}

@MainActor
final class RouteStore {
    private(set) var stops: [Stop]

    init(stops: [Stop]) {
        self.stops = stops
    }

    var deliveredCount: Int {
        stops.filter { $0.status == .delivered }.count
    }

    func recordSignature(for id: Stop.ID) {
        guard let index = stops.firstIndex(where: { $0.id == id }) else { return }
        stops[index].status = .signed
    }

    func markDelivered(_ id: Stop.ID) {
        guard let index = stops.firstIndex(where: { $0.id == id }) else { return }
        stops[index].status = .delivered
    }
}
