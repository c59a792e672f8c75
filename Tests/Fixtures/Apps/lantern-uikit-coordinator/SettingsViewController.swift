import TipKit
import UIKit

final class SettingsViewController: UITableViewController {
    weak var coordinator: AppCoordinator?

    private let syncTip = SyncTip()
    private lazy var syncTipView = TipUIView(syncTip)
    private var tipObservation: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.tableHeaderView = syncTipView
        syncTipView.isHidden = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservation = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in syncTip.shouldDisplayUpdates {
                syncTipView.isHidden = !shouldDisplay
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservation?.cancel()
    }
}
