import TipKit
import UIKit

final class PackingListViewController: UITableViewController {
    private let trip: Trip
    private var items: [String]
    private var packed: Set<String> = []
    private let packingTip = PackingTip()
    private var tipTask: Task<Void, Never>?

    private lazy var addButton = UIBarButtonItem(
        systemItem: .add,
        primaryAction: UIAction { [weak self] _ in self?.promptForItem() }
    )

    init(trip: Trip) {
        self.trip = trip
        self.items = trip.packing
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        navigationItem.rightBarButtonItem = addButton
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in packingTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(packingTip, sourceItem: addButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipTask?.cancel()
        tipTask = nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessoryType = packed.contains(item) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        if packed.contains(item) {
            packed.remove(item)
        } else {
            packed.insert(item)
        }
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    private func promptForItem() {
        packingTip.invalidate(reason: .actionPerformed)
        let alert = UIAlertController(title: "Add to \(trip.destination)", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Sunglasses" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let self, let text = alert?.textFields?.first?.text, !text.isEmpty else { return }
            items.append(text)
            tableView.reloadData()
        })
        present(alert, animated: true)
    }
}
