import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private let careLog = CareLogService()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let plantsNav = UINavigationController(rootViewController: PlantListViewController(careLog: careLog))
        plantsNav.tabBarItem = UITabBarItem(title: "Plants", image: UIImage(systemName: "leaf"), tag: 0)
        plantsNav.navigationBar.prefersLargeTitles = true

        let scheduleNav = UINavigationController(rootViewController: ScheduleViewController(careLog: careLog))
        scheduleNav.tabBarItem = UITabBarItem(title: "Schedule", image: UIImage(systemName: "calendar"), tag: 1)
        scheduleNav.navigationBar.prefersLargeTitles = true

        let tabs = UITabBarController()
        tabs.viewControllers = [plantsNav, scheduleNav]

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
