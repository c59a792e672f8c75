import Foundation
import TipKit

final class AnalyticsService {
    static let shared = AnalyticsService()

    private init() {}

    /// Called each time the parking screen comes on screen.
    func recordOpen() {
        ReceiptsTip.opens += 1
    }
}

struct ParkingSession: Hashable {
    var zone: String
    var minutes: Int
    var startedAt: Date

    var endsAt: Date { startedAt.addingTimeInterval(TimeInterval(minutes * 60)) }
}

protocol ParkingPaymentService: AnyObject {
    var activeSession: ParkingSession? { get }
    var pastSessions: [ParkingSession] { get }
    func startSession(zone: String, minutes: Int)
}

final class MeterPaymentService: ParkingPaymentService {
    private(set) var activeSession: ParkingSession?
    private(set) var pastSessions: [ParkingSession] = []

    func startSession(zone: String, minutes: Int) {
        if let activeSession {
            pastSessions.insert(activeSession, at: 0)
        }
        activeSession = ParkingSession(zone: zone, minutes: minutes, startedAt: .now)
    }
}
