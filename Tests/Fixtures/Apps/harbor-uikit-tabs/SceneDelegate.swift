import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        let tabs = UITabBarController()
        let harbors = UINavigationController(rootViewController: HarborListViewController())
        harbors.tabBarItem = UITabBarItem(title: "Harbors", image: UIImage(systemName: "sailboat"), tag: 0)
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        tabs.setViewControllers([harbors, settings], animated: false)

        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
