import UIKit
import TipKit

final class TicketsViewController: UITableViewController {
    private let wallet: TicketWallet
    private let walletTip = WalletTip()
    private lazy var walletTipView = TipUIView(walletTip)
    private var tipObservationTask: Task<Void, Never>?

    init(wallet: TicketWallet) {
        self.wallet = wallet
        super.init(style: .insetGrouped)
        title = "Tickets"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ticket")

        tipObservationTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in walletTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let size = walletTipView.systemLayoutSizeFitting(
                        CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                        withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    )
                    walletTipView.frame = CGRect(origin: .zero, size: size)
                    tableView.tableHeaderView = walletTipView
                } else {
                    tableView.tableHeaderView = nil
                }
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        wallet.tickets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ticket", for: indexPath)
        let ticket = wallet.tickets[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = ticket.sailing.route
        content.secondaryText = "Departs \(ticket.sailing.departs)"
        cell.contentConfiguration = content
        return cell
    }
}
