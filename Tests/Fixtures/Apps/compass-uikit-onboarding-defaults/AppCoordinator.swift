import TipKit
import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        if UserDefaults.standard.bool(forKey: "hasFinishedOnboarding") {
            showRoutes()
        } else {
            showWelcome()
        }
    }

    private func showWelcome() {
        let welcome = WelcomeViewController()
        welcome.coordinator = self
        navigationController.setViewControllers([welcome], animated: false)
    }

    func showRoutes() {
        let routes = RoutesViewController()
        routes.coordinator = self
        navigationController.setViewControllers([routes], animated: true)
    }

    func finishOnboarding() {
        UserDefaults.standard.set(true, forKey: "hasFinishedOnboarding")
        FilterRoutesTip.hasFinishedOnboarding = true
        showRoutes()
    }

    func showSettings() {
        let settings = SettingsViewController()
        settings.coordinator = self
        navigationController.pushViewController(settings, animated: true)
    }

    func replayOnboarding() {
        UserDefaults.standard.set(false, forKey: "hasFinishedOnboarding")
        showWelcome()
    }
}
