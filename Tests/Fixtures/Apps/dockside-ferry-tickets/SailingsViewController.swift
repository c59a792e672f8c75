import UIKit
import TipKit

final class SailingsViewController: UIViewController, UITableViewDelegate {
    private enum Section {
        case departures
    }

    weak var coordinator: SailingsCoordinator?

    private let sailings: [Sailing]
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var dataSource = makeDataSource()
    private let alertsButton = UIButton(configuration: .tinted())

    private let alertsTip = DepartureAlertsTip()
    private var tipObservationTask: Task<Void, Never>?

    init(sailings: [Sailing]) {
        self.sailings = sailings
        super.init(nibName: nil, bundle: nil)
        title = "Sailings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "sailing")
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])

        alertsButton.setTitle("Departure Alerts", for: .normal)
        alertsButton.setImage(UIImage(systemName: "bell"), for: .normal)
        alertsButton.addAction(UIAction { [weak self] _ in
            self?.toggleAlerts()
        }, for: .primaryActionTriggered)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        alertsButton.frame = header.bounds.insetBy(dx: 20, dy: 10)
        alertsButton.autoresizingMask = [.flexibleWidth]
        header.addSubview(alertsButton)
        tableView.tableHeaderView = header

        var snapshot = NSDiffableDataSourceSnapshot<Section, Sailing>()
        snapshot.appendSections([.departures])
        snapshot.appendItems(sailings, toSection: .departures)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservationTask = tipObservationTask ?? Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in alertsTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(alertsTip, sourceItem: alertsButton)
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

    private func makeDataSource() -> UITableViewDiffableDataSource<Section, Sailing> {
        UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, sailing in
            let cell = tableView.dequeueReusableCell(withIdentifier: "sailing", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(sailing.departs)  \(sailing.route)"
            content.secondaryText = sailing.fare.formatted(.currency(code: "GBP"))
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    private func toggleAlerts() {
        alertsTip.invalidate(reason: .actionPerformed)
        let enabled = !UserDefaults.standard.bool(forKey: "departureAlertsEnabled")
        UserDefaults.standard.set(enabled, forKey: "departureAlertsEnabled")
        alertsButton.setImage(UIImage(systemName: enabled ? "bell.fill" : "bell"), for: .normal)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let sailing = dataSource.itemIdentifier(for: indexPath) else { return }
        Task { await FerryTips.sailingViewed.donate() }
        coordinator?.showDetail(for: sailing)
    }
}
