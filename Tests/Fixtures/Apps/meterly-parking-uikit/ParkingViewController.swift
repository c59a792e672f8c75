import TipKit
import UIKit

final class ParkingViewController: UIViewController {
    private let payments: ParkingPaymentService
    private let zoneTip = ZoneTip()
    private let receiptsTip = ReceiptsTip()
    private var tipTasks: [Task<Void, Never>] = []

    private lazy var zoneTipView = TipUIView(zoneTip)
    private let statusLabel = UILabel()
    private let contentStack = UIStackView()

    private lazy var receiptsButton = UIBarButtonItem(
        title: "Receipts",
        image: UIImage(systemName: "doc.text"),
        primaryAction: UIAction { [weak self] _ in
            self?.showReceipts()
        })

    private lazy var settingsButton = UIBarButtonItem(
        title: "Settings",
        image: UIImage(systemName: "gearshape"),
        primaryAction: UIAction { [weak self] _ in
            self?.showSettings()
        })

    private lazy var startButton: UIButton = {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Start Parking"
        configuration.image = UIImage(systemName: "parkingsign.circle")
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.startParking()
        })
    }()

    init(payments: ParkingPaymentService) {
        self.payments = payments
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Meterly"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = settingsButton
        navigationItem.rightBarButtonItem = receiptsButton

        statusLabel.font = .preferredFont(forTextStyle: .title2)
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center

        zoneTipView.isHidden = true

        [statusLabel, zoneTipView, startButton].forEach(contentStack.addArrangedSubview)
        contentStack.axis = .vertical
        contentStack.spacing = 20
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            contentStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        updateStatus()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnalyticsService.shared.recordOpen()
        tipTasks = [observeZoneTip(), observeReceiptsTip()]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipTasks.forEach { $0.cancel() }
        tipTasks.removeAll()
    }

    // MARK: - Tips

    private func observeZoneTip() -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in zoneTip.shouldDisplayUpdates {
                zoneTipView.isHidden = !shouldDisplay
            }
        }
    }

    private func observeReceiptsTip() -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in receiptsTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(receiptsTip, sourceItem: receiptsButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    // MARK: - Actions

    private func updateStatus() {
        if let session = payments.activeSession {
            statusLabel.text = "Zone \(session.zone) until \(session.endsAt.formatted(date: .omitted, time: .shortened))"
        } else {
            statusLabel.text = "Not parked"
        }
    }

    private func startParking() {
        let start = StartSessionViewController(payments: payments)
        start.onSessionStarted = { [weak self] in
            self?.updateStatus()
        }
        present(UINavigationController(rootViewController: start), animated: true)
    }

    private func showReceipts() {
        receiptsTip.invalidate(reason: .actionPerformed)
        navigationController?.pushViewController(ReceiptsViewController(payments: payments), animated: true)
    }

    private func showSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}
