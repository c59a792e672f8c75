import UIKit
import TipKit

/// The main screen: two tips, each presented by its own loop from the same
/// controller, and a Practice button that opens the practice screen.
final class MetronomeViewController: UIViewController {
    private let tempoTip = TempoTip()
    private let accentTip = AccentTip()
    private let startTip = StartPracticeTip()
    private var tasks: [Task<Void, Never>] = []

    private let tempoButton = UIButton(type: .system)
    private let accentButton = UIButton(type: .system)
    private lazy var practiceButton = UIBarButtonItem(
        title: "Practice",
        primaryAction: UIAction { [weak self] _ in self?.openPractice() }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Metronome"
        tempoButton.setTitle("120 BPM", for: .normal)
        accentButton.setTitle("Accent", for: .normal)
        tempoButton.addTarget(self, action: #selector(changeTempo), for: .touchUpInside)
        accentButton.addTarget(self, action: #selector(toggleAccent), for: .touchUpInside)
        navigationItem.rightBarButtonItem = practiceButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tasks.append(Task { @MainActor in
            for await shouldDisplay in tempoTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(tempoTip, sourceItem: tempoButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        })
        tasks.append(Task { @MainActor in
            // Presents, but never dismisses: after the x the popover stays up.
            for await shouldDisplay in accentTip.shouldDisplayUpdates where shouldDisplay {
                present(TipUIPopoverViewController(accentTip, sourceItem: accentButton), animated: true)
            }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tasks.forEach { $0.cancel() }
        tasks.removeAll()
    }

    @objc private func changeTempo() {
        tempoTip.invalidate(reason: .actionPerformed)
    }

    @objc private func toggleAccent() {
        accentTip.invalidate(reason: .actionPerformed)
    }

    private func openPractice() {
        // Meant to retire the Practice button's own hint; it retires the
        // practice screen's tip before anyone has seen it.
        startTip.invalidate(reason: .actionPerformed)
        navigationController?.pushViewController(PracticeViewController(), animated: true)
    }
}
