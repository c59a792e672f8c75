import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// Owns the tab bar: the Sailings tab is run by a child coordinator, the Tickets tab is a single screen.
@MainActor
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let tabBarController: UITabBarController
    private let wallet: TicketWallet

    init(tabBarController: UITabBarController, wallet: TicketWallet = .shared) {
        self.tabBarController = tabBarController
        self.wallet = wallet
    }

    func start() {
        let sailingsNavigation = UINavigationController()
        sailingsNavigation.tabBarItem = UITabBarItem(title: "Sailings", image: UIImage(systemName: "ferry"), tag: 0)
        let sailings = SailingsCoordinator(navigationController: sailingsNavigation, wallet: wallet)
        sailings.parent = self
        childCoordinators.append(sailings)
        sailings.start()

        let tickets = TicketsViewController(wallet: wallet)
        let ticketsNavigation = UINavigationController(rootViewController: tickets)
        ticketsNavigation.tabBarItem = UITabBarItem(title: "Tickets", image: UIImage(systemName: "ticket"), tag: 1)

        tabBarController.viewControllers = [sailingsNavigation, ticketsNavigation]
    }

    func showTickets() {
        tabBarController.selectedIndex = 1
    }
}

@MainActor
final class SailingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: AppCoordinator?

    let navigationController: UINavigationController
    private let wallet: TicketWallet

    init(navigationController: UINavigationController, wallet: TicketWallet) {
        self.navigationController = navigationController
        self.wallet = wallet
    }

    func start() {
        let list = SailingsViewController(sailings: Sailing.today)
        list.coordinator = self
        navigationController.setViewControllers([list], animated: false)
    }

    func showDetail(for sailing: Sailing) {
        let detail = SailingDetailViewController(sailing: sailing)
        detail.coordinator = self
        navigationController.pushViewController(detail, animated: true)
    }

    func purchase(_ sailing: Sailing) {
        wallet.add(Ticket(sailing: sailing))
        // Switch tabs first so the list is not shown (and does not present anything) on the way.
        parent?.showTickets()
        navigationController.popToRootViewController(animated: false)
    }
}
