import TipKit
import UIKit

final class ReaderViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    private let bookmarkTip = BookmarkTip()
    private var tipObservation: Task<Void, Never>?
    private lazy var bookmarkButton = UIBarButtonItem(
        image: UIImage(systemName: "bookmark"), style: .plain, target: self, action: #selector(addBookmark)
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chapter 1"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = bookmarkButton
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(done)
        )
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in bookmarkTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(bookmarkTip, sourceItem: bookmarkButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
    }

    @objc private func addBookmark() {
        bookmarkTip.invalidate(reason: .actionPerformed)
    }

    @objc private func done() {
        coordinator?.closeReader()
    }
}
