import TipKit
import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController()
        shelf.coordinator = self
        navigationController.pushViewController(shelf, animated: false)
    }

    func showReader() {
        let reader = ReaderViewController()
        reader.coordinator = self
        navigationController.pushViewController(reader, animated: true)
    }

    func showSettings() {
        let settings = SettingsViewController()
        settings.coordinator = self
        navigationController.pushViewController(settings, animated: true)
    }

    func closeReader() {
        navigationController.popViewController(animated: true)
    }

    /// Meant to run when the reader reaches the end of a chapter.
    func markChapterFinished() {
        BookmarkTip.hasFinishedChapter = true
    }
}
