import TipKit
import UIKit

final class StopsViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    let store: RouteStore
    let overviewTip = RouteOverviewTip()

    private lazy var overviewTipView = TipUIView(overviewTip)
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var tipObservation: Task<Void, Never>?

    static let cellIdentifier = "StopCell"

    init(store: RouteStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's Route"
        view.backgroundColor = .systemGroupedBackground

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)

        overviewTipView.isHidden = true
        let stack = UIStackView(arrangedSubviews: [overviewTipView, tableView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in overviewTip.shouldDisplayUpdates {
                overviewTipView.isHidden = !shouldDisplay
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
        tipObservation = nil
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension StopsViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.stops.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let stop = store.stops[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "\(stop.id). \(stop.recipient)"
        content.secondaryText = stop.address
        cell.contentConfiguration = content
        cell.accessoryType = stop.status == .delivered ? .checkmark : .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        overviewTip.invalidate(reason: .actionPerformed)
        coordinator?.showStop(store.stops[indexPath.row])
    }
}
