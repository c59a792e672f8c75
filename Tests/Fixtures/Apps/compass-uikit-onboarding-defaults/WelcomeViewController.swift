import TipKit
import UIKit

final class WelcomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    private let welcomeTip = WelcomeTip()
    private lazy var welcomeTipView = TipUIView(welcomeTip)
    private var tipObservation: Task<Void, Never>?
    private let getStartedButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        getStartedButton.setTitle("Get Started", for: .normal)
        getStartedButton.addAction(UIAction { [weak self] _ in
            self?.coordinator?.finishOnboarding()
        }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [welcomeTipView, getStartedButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        welcomeTipView.isHidden = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in welcomeTip.shouldDisplayUpdates {
                welcomeTipView.isHidden = !shouldDisplay
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
    }
}
