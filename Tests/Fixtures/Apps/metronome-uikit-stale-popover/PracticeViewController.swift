import UIKit
import TipKit

final class PracticeViewController: UIViewController {
    private let startTip = StartPracticeTip()
    private var tipTask: Task<Void, Never>?
    private lazy var startButton = UIBarButtonItem(
        title: "Start",
        primaryAction: UIAction { [weak self] _ in self?.startSession() }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Practice"
        navigationItem.rightBarButtonItem = startButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in startTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(startTip, sourceItem: startButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipTask?.cancel()
    }

    private func startSession() {
        startTip.invalidate(reason: .actionPerformed)
    }
}
