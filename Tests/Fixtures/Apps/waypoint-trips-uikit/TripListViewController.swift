import TipKit
import UIKit

final class TripListViewController: UITableViewController {
    weak var coordinator: TripsCoordinator?

    private let trips: [Trip]
    private let listTip = TripListTip()
    private var tipTask: Task<Void, Never>?

    private static let cellID = "TripCell"

    init(trips: [Trip]) {
        self.trips = trips
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in listTip.shouldDisplayUpdates {
                if shouldDisplay {
                    showHeaderTip()
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

    private func showHeaderTip() {
        let tipView = TipUIView(listTip)
        let width = tableView.bounds.width
        let size = tipView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        tipView.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        tableView.tableHeaderView = tipView
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        let trip = trips[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = trip.destination
        content.secondaryText = trip.dates
        content.image = UIImage(systemName: "airplane.departure")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        listTip.invalidate(reason: .actionPerformed)
        coordinator?.showTrip(trips[indexPath.row])
    }
}
