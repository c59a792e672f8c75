import UIKit
import TipKit

final class EditorViewController: UIViewController {
    private let compareTip = CompareTip()
    private var tipObservation: Task<Void, Never>?
    private var showsOriginal = false
    private let filterButton = UIButton(configuration: .filled())

    private lazy var compareButton = UIBarButtonItem(
        title: "Compare",
        primaryAction: UIAction { [weak self] _ in self?.toggleCompare() }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit"
        view.backgroundColor = .secondarySystemBackground
        navigationItem.rightBarButtonItem = compareButton

        filterButton.configuration?.title = "Apply Film Look"
        filterButton.addAction(UIAction { [weak self] _ in self?.applyFilter() }, for: .touchUpInside)
        filterButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(filterButton)
        NSLayoutConstraint.activate([
            filterButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            filterButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in compareTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(compareTip, sourceItem: compareButton), animated: true)
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

    private func applyFilter() {
        Task { await CompareTip.filterApplied.donate() }
    }

    private func toggleCompare() {
        showsOriginal.toggle()
        compareTip.invalidate(reason: .actionPerformed)
    }
}
