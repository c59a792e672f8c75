import UIKit

final class ReceiptsViewController: UITableViewController {
    private let payments: ParkingPaymentService

    init(payments: ParkingPaymentService) {
        self.payments = payments
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var sessions: [ParkingSession] {
        [payments.activeSession].compactMap { $0 } + payments.pastSessions
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipts"
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ReceiptCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sessions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReceiptCell", for: indexPath)
        let session = sessions[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "Zone \(session.zone)"
        content.secondaryText = "\(session.startedAt.formatted(date: .abbreviated, time: .shortened)) · \(session.minutes) min"
        cell.contentConfiguration = content
        return cell
    }
}
