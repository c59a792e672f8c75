import UIKit
import TipKit

final class PlantListViewController: UITableViewController {
    private let careLog: CareLogService
    private let careGuideTip = CareGuideTip()
    private var tipTask: Task<Void, Never>?

    private let sections: [PlantSection] = [
        PlantSection(title: "Living Room", plants: [
            Plant(id: "monstera", name: "Monty", species: "Monstera deliciosa", wateringIntervalDays: 7),
            Plant(id: "pothos", name: "Goldie", species: "Epipremnum aureum", wateringIntervalDays: 5)
        ]),
        PlantSection(title: "Bedroom", plants: [
            Plant(id: "snake", name: "Sansa", species: "Dracaena trifasciata", wateringIntervalDays: 14)
        ]),
        PlantSection(title: "Balcony", plants: [
            Plant(id: "basil", name: "Basil", species: "Ocimum basilicum", wateringIntervalDays: 2),
            Plant(id: "rosemary", name: "Rosie", species: "Salvia rosmarinus", wateringIntervalDays: 4)
        ])
    ]

    init(careLog: CareLogService) {
        self.careLog = careLog
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plants"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlantCell")

        tipTask = Task { @MainActor [weak self] in
            guard let tip = self?.careGuideTip else { return }
            for await shouldDisplay in tip.shouldDisplayUpdates {
                if shouldDisplay {
                    self?.showTipHeader()
                } else {
                    self?.tableView.tableHeaderView = nil
                }
            }
        }
    }

    deinit {
        tipTask?.cancel()
    }

    private func showTipHeader() {
        let tipView = TipUIView(careGuideTip)
        let width = tableView.bounds.width
        let size = tipView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        tipView.frame = CGRect(origin: .zero, size: CGSize(width: width, height: size.height))
        tableView.tableHeaderView = tipView
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        let plant = sections[indexPath.section].plants[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = plant.name
        content.secondaryText = plant.species
        content.image = UIImage(systemName: "leaf.fill")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: - Delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        careGuideTip.invalidate(reason: .actionPerformed)
        let plant = sections[indexPath.section].plants[indexPath.row]
        navigationController?.pushViewController(PlantDetailViewController(plant: plant, careLog: careLog), animated: true)
    }
}
