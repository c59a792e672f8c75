import Foundation

struct Sailing: Hashable, Identifiable {
    let id: String
    let from: String
    let to: String
    let departs: String
    let fare: Decimal

    var route: String { "\(from) → \(to)" }

    static let today: [Sailing] = [
        Sailing(id: "SB-0715", from: "Seabright", to: "Gull Island", departs: "07:15", fare: 6.50),
        Sailing(id: "SB-0930", from: "Seabright", to: "Gull Island", departs: "09:30", fare: 6.50),
        Sailing(id: "GI-1200", from: "Gull Island", to: "Seabright", departs: "12:00", fare: 6.50),
        Sailing(id: "SB-1645", from: "Seabright", to: "Harrow Point", departs: "16:45", fare: 9.00)
    ]
}

struct Ticket: Hashable, Identifiable {
    let id = UUID()
    let sailing: Sailing
    let purchasedAt = Date()
}

@MainActor
final class TicketWallet {
    static let shared = TicketWallet()

    private(set) var tickets: [Ticket] = []

    func add(_ ticket: Ticket) {
        tickets.insert(ticket, at: 0)
    }
}
