import UIKit
import TipKit

final class GalleryViewController: UIViewController {
    private let editTip = EditPhotoTip()
    private var tipObservation: Task<Void, Never>?

    private lazy var editButton = UIBarButtonItem(
        title: "Edit",
        primaryAction: UIAction { [weak self] _ in self?.openEditor() }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Darkroom"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = editButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in editTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(editTip, sourceItem: editButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
        tipObservation = nil
    }

    private func openEditor() {
        editTip.invalidate(reason: .actionPerformed)
        navigationController?.pushViewController(EditorViewController(), animated: true)
    }
}
