import TipKit
import UIKit

@MainActor
final class AppCoordinator {
    private let window: UIWindow
    private let store: RouteStore
    private let tabBarController = UITabBarController()
    private let routeNavigationController = UINavigationController()
    private let shiftNavigationController = UINavigationController()

    init(window: UIWindow, store: RouteStore) {
        self.window = window
        self.store = store
    }

    func start() {
        routeNavigationController.navigationBar.prefersLargeTitles = true
        routeNavigationController.tabBarItem = UITabBarItem(
            title: "Route", image: UIImage(systemName: "map"), tag: 0)
        shiftNavigationController.tabBarItem = UITabBarItem(
            title: "Shift", image: UIImage(systemName: "clock"), tag: 1)

        let stops = StopsViewController(store: store)
        stops.coordinator = self
        routeNavigationController.pushViewController(stops, animated: false)
        shiftNavigationController.pushViewController(ShiftViewController(store: store), animated: false)

        tabBarController.setViewControllers([routeNavigationController, shiftNavigationController], animated: false)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    func showStop(_ stop: Stop) {
        let detail = StopDetailViewController(stop: stop)
        detail.coordinator = self
        routeNavigationController.pushViewController(detail, animated: true)
    }

    func stopWasSigned(_ stop: Stop) {
        store.recordSignature(for: stop.id)
    }

    func stopWasDelivered(_ stop: Stop) {
        store.markDelivered(stop.id)
        routeNavigationController.popViewController(animated: true)
        // From now on the camera button's tip is worth showing at the next stop.
        PhotoProofTip.deliveriesCompleted += 1
    }
}
