import UIKit
import TipKit

final class PlantDetailViewController: UIViewController {
    private let plant: Plant
    private let careLog: CareLogService
    private let logWateringTip = LogWateringTip()
    private var tipTask: Task<Void, Never>?

    private let statusLabel = UILabel()
    private lazy var wateredItem = UIBarButtonItem(
        title: "Watered",
        image: UIImage(systemName: "drop.fill"),
        primaryAction: UIAction { [weak self] _ in self?.logWatering() }
    )

    init(plant: Plant, careLog: CareLogService) {
        self.plant = plant
        self.careLog = careLog
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = plant.name
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = wateredItem

        statusLabel.numberOfLines = 0
        statusLabel.font = .preferredFont(forTextStyle: .body)
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            statusLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            statusLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        refreshStatus()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let tip = self?.logWateringTip else { return }
            for await shouldDisplay in tip.shouldDisplayUpdates {
                guard let self else { return }
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(tip, sourceItem: self.wateredItem)
                    self.present(popover, animated: true)
                } else if self.presentedViewController is TipUIPopoverViewController {
                    self.dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipTask?.cancel()
        tipTask = nil
        if presentedViewController is TipUIPopoverViewController {
            dismiss(animated: false)
        }
    }

    private func logWatering() {
        careLog.recordWatering(plant)
        logWateringTip.invalidate(reason: .actionPerformed)
        ReminderTip.wateringLogged.sendDonation()
        refreshStatus()
    }

    private func refreshStatus() {
        let formatter = RelativeDateTimeFormatter()
        let last = careLog.lastWatered(plant).map { "Last watered \(formatter.localizedString(for: $0, relativeTo: .now))." } ?? "No waterings logged yet."
        let next = careLog.nextWatering(for: plant).formatted(date: .abbreviated, time: .omitted)
        statusLabel.text = "\(plant.species)\n\n\(last)\nNext watering: \(next)"
    }
}
