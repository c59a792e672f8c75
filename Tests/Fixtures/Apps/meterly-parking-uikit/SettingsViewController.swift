import TipKit
import UIKit

final class SettingsViewController: UITableViewController {
    private enum Section: Int {
        case vehicle
        case alerts
        case about
    }

    private let alertsTip = ExpiryAlertsTip()
    private var tipTask: Task<Void, Never>?
    private var expiryAlertsOn = false

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingCell")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in alertsTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let tipView = TipUIView(alertsTip)
                    tipView.frame.size = tipView.systemLayoutSizeFitting(
                        CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                        withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel)
                    tableView.tableHeaderView = tipView
                } else {
                    tableView.tableHeaderView = nil
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipTask?.cancel()
        tipTask = nil
    }
}

// MARK: - Table

extension SettingsViewController {
    override func numberOfSections(in tableView: UITableView) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .vehicle: 2
        case .alerts: 1
        case .about: 2
        case nil: 0
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .vehicle: "Vehicle"
        case .alerts: "Alerts"
        case .about: "About"
        case nil: nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryType = .none
        switch (Section(rawValue: indexPath.section), indexPath.row) {
        case (.vehicle, 0):
            content.text = "Licence Plate"
            content.secondaryText = "KD21 ZPX"
        case (.vehicle, _):
            content.text = "Vehicle Type"
            content.secondaryText = "Car"
        case (.alerts, _):
            content.text = "Expiry Alerts"
            cell.accessoryType = expiryAlertsOn ? .checkmark : .none
        case (.about, 0):
            content.text = "Help"
        default:
            content.text = "Version"
            content.secondaryText = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard Section(rawValue: indexPath.section) == .alerts else { return }
        toggleExpiryAlerts()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    private func toggleExpiryAlerts() {
        expiryAlertsOn.toggle()
        alertsTip.invalidate(reason: .actionPerformed)
    }
}
