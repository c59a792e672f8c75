import TipKit
import UIKit

final class BoardEditorViewController: UITableViewController {
    private let fields = ["Name", "Cover photo"]
    private let pinTip = FirstPinTip()
    private var observation: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Board"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "field")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in pinTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let tipView = TipUIView(pinTip)
                    tipView.frame.size = tipView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    tableView.tableHeaderView = tipView
                } else {
                    tableView.tableHeaderView = nil
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observation?.cancel()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fields.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
        cell.textLabel?.text = fields[indexPath.row]
        return cell
    }
}
