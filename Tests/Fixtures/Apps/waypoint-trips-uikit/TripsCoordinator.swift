import TipKit
import UIKit

/// Events the itinerary flow reports to TipKit.
enum TripEvents {
    static let itineraryOpened = Tips.Event(id: "itinerary-opened")
}

@MainActor
final class TripsCoordinator {
    private let navigationController: UINavigationController
    private let trips: [Trip]

    init(navigationController: UINavigationController, trips: [Trip] = Trip.upcoming) {
        self.navigationController = navigationController
        self.trips = trips
    }

    func start() {
        let list = TripListViewController(trips: trips)
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func showTrip(_ trip: Trip) {
        let detail = TripDetailViewController(trip: trip)
        detail.coordinator = self
        navigationController.pushViewController(detail, animated: true)
        Task { await TripEvents.itineraryOpened.donate() }
    }

    func showPackingList(for trip: Trip) {
        let packing = PackingListViewController(trip: trip)
        navigationController.pushViewController(packing, animated: true)
    }
}
