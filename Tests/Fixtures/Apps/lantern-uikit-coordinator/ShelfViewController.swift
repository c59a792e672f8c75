import TipKit
import UIKit

final class ShelfViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    private let shelfTip = ShelfTip()
    private var shelfTipView: TipUIView?
    private var tipObservation: Task<Void, Never>?

    private lazy var continueButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue Reading"
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.coordinator?.showReader()
        })
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"),
            primaryAction: UIAction { [weak self] _ in self?.coordinator?.showSettings() }
        )
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(continueButton)
        NSLayoutConstraint.activate([
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            continueButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in shelfTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let tipView = TipUIView(shelfTip)
                    tipView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(tipView)
                    NSLayoutConstraint.activate([
                        tipView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                        tipView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        tipView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    ])
                    shelfTipView = tipView
                } else {
                    shelfTipView?.removeFromSuperview()
                    shelfTipView = nil
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
    }
}
