import UIKit

final class SettingsViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    private let replayButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
        replayButton.setTitle("Replay Onboarding", for: .normal)
        replayButton.addAction(UIAction { [weak self] _ in
            self?.coordinator?.replayOnboarding()
        }, for: .primaryActionTriggered)
        replayButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(replayButton)
        NSLayoutConstraint.activate([
            replayButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            replayButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
