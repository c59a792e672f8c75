import UIKit
import TipKit

final class SailingDetailViewController: UIViewController {
    weak var coordinator: SailingsCoordinator?

    private let sailing: Sailing
    private let buyButton = UIButton(configuration: .borderedProminent())
    private let quickBuyTip = QuickBuyTip()
    private var tipObservationTask: Task<Void, Never>?

    init(sailing: Sailing) {
        self.sailing = sailing
        super.init(nibName: nil, bundle: nil)
        title = sailing.departs
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        let routeLabel = UILabel()
        routeLabel.font = .preferredFont(forTextStyle: .title2)
        routeLabel.text = sailing.route

        let fareLabel = UILabel()
        fareLabel.textColor = .secondaryLabel
        fareLabel.text = "Adult single · \(sailing.fare.formatted(.currency(code: "GBP")))"

        buyButton.setTitle("Buy Ticket", for: .normal)
        buyButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            quickBuyTip.invalidate(reason: .actionPerformed)
            Task { await FerryTips.ticketPurchased.donate() }
            coordinator?.purchase(sailing)
        }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [routeLabel, fareLabel, buyButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservationTask = tipObservationTask ?? Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in quickBuyTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(quickBuyTip, sourceItem: buyButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservationTask?.cancel()
        tipObservationTask = nil
    }
}
