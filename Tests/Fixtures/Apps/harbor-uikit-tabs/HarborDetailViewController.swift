import TipKit
import UIKit

final class HarborDetailViewController: UIViewController {
    private let favoriteTip = FavoriteTip()
    private var tipObservation: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.favoriteTip.invalidate(reason: .actionPerformed)
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let favoriteItem = navigationItem.rightBarButtonItem else { return }
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in favoriteTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(favoriteTip, sourceItem: favoriteItem), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }
}
