import TipKit
import os

enum AnalyticsEvent {
    case tripViewed
    case checkoutOpened
    case ticketPurchased
}

final class Analytics {
    static let shared = Analytics()

    private let logger = Logger(subsystem: "com.example.ferry", category: "analytics")

    private init() {}

    func track(_ event: AnalyticsEvent) {
        logger.info("event: \(String(describing: event))")
        switch event {
        case .tripViewed:
            FavoriteRouteTip.tripsViewed += 1
        case .checkoutOpened:
            break
        case .ticketPurchased:
            LiveTrackingTip.hasTicket = true
        }
    }
}
