import TipKit
import UIKit

final class HarborListViewController: UITableViewController {
    private let harbors = ["Sausalito", "Monterey", "Half Moon Bay"]
    private let tidesTip = TidesTip()
    private lazy var tidesTipView = TipUIView(tidesTip)
    private var tipObservation: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harbors"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "harbor")
        tableView.tableHeaderView = tidesTipView
        tidesTipView.isHidden = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in tidesTip.shouldDisplayUpdates {
                tidesTipView.isHidden = !shouldDisplay
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        harbors.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "harbor", for: indexPath)
        cell.textLabel?.text = harbors[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        FavoriteTip.harborOpened = true
        navigationController?.pushViewController(HarborDetailViewController(), animated: true)
    }
}
