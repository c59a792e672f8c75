import UIKit
import TipKit

final class ImportViewController: UIViewController {
    private let importButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Import"
        view.backgroundColor = .systemBackground
        importButton.setTitle("Import Selected", for: .normal)
        importButton.addTarget(self, action: #selector(finishImport), for: .touchUpInside)
        importButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(importButton)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
        )
    }

    @objc private func finishImport() {
        AlbumTip.hasImported = true
        dismiss(animated: true)
    }
}
