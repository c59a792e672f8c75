import UIKit
import TipKit

final class ScheduleViewController: UITableViewController {
    private let careLog: CareLogService
    private let reminderTip = ReminderTip()
    private var tipTask: Task<Void, Never>?
    private var changeObserver: NSObjectProtocol?

    private let plants: [Plant] = [
        Plant(id: "basil", name: "Basil", species: "Ocimum basilicum", wateringIntervalDays: 2),
        Plant(id: "rosemary", name: "Rosie", species: "Salvia rosmarinus", wateringIntervalDays: 4),
        Plant(id: "pothos", name: "Goldie", species: "Epipremnum aureum", wateringIntervalDays: 5),
        Plant(id: "monstera", name: "Monty", species: "Monstera deliciosa", wateringIntervalDays: 7),
        Plant(id: "snake", name: "Sansa", species: "Dracaena trifasciata", wateringIntervalDays: 14)
    ]

    private lazy var remindersItem = UIBarButtonItem(
        image: UIImage(systemName: "bell.badge"),
        primaryAction: UIAction { [weak self] _ in self?.openReminderSettings() }
    )

    init(careLog: CareLogService) {
        self.careLog = careLog
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Schedule"
        navigationItem.rightBarButtonItem = remindersItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ScheduleCell")
        changeObserver = NotificationCenter.default.addObserver(forName: .careLogDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let tip = self?.reminderTip else { return }
            for await shouldDisplay in tip.shouldDisplayUpdates {
                guard let self else { return }
                if shouldDisplay {
                    self.present(TipUIPopoverViewController(tip, sourceItem: self.remindersItem), animated: true)
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

    private func openReminderSettings() {
        reminderTip.invalidate(reason: .actionPerformed)
        let alert = UIAlertController(title: "Watering Reminders",
                                      message: "Larkspur will remind you at 9:00 on the day a plant is due.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ScheduleCell", for: indexPath)
        let plant = plants[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = plant.name
        content.secondaryText = careLog.nextWatering(for: plant).formatted(date: .abbreviated, time: .omitted)
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
