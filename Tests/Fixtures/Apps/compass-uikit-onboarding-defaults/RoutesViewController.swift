import TipKit
import UIKit

final class RoutesViewController: UITableViewController {
    weak var coordinator: AppCoordinator?

    private let routes = ["Riverside loop", "Old quarry", "Beacon hill"]
    private let whatsNewTip = WhatsNewTip()
    private let filterTip = FilterRoutesTip()
    private var observations: [Task<Void, Never>] = []
    private lazy var filterButton = UIBarButtonItem(
        image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
        primaryAction: UIAction { [weak self] _ in self?.showFilters() })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Routes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "route")
        navigationItem.leftBarButtonItem = filterButton
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", primaryAction: UIAction { [weak self] _ in
            self?.coordinator?.showSettings()
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observations.append(Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in whatsNewTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let tipView = TipUIView(whatsNewTip)
                    tipView.frame.size = tipView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    tableView.tableHeaderView = tipView
                } else {
                    tableView.tableHeaderView = nil
                }
            }
        })
        observations.append(Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in filterTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(filterTip, sourceItem: filterButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observations.forEach { $0.cancel() }
        observations.removeAll()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        routes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "route", for: indexPath)
        cell.textLabel?.text = routes[indexPath.row]
        return cell
    }

    private func showFilters() {
        filterTip.invalidate(reason: .actionPerformed)
    }
}
