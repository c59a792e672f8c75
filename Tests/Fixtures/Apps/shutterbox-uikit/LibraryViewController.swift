import UIKit
import TipKit

final class LibraryViewController: UIViewController {
    private let importTip = ImportTip()
    private let albumTip = AlbumTip()
    private var importTipView: TipUIView?
    private var observations: [Task<Void, Never>] = []

    private lazy var albumsButton = UIBarButtonItem(
        title: "Albums", style: .plain, target: self, action: #selector(showAlbums)
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(importPhotos)
        )
        navigationItem.leftBarButtonItem = albumsButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observations = [observeImportTip(), observeAlbumTip()]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observations.forEach { $0.cancel() }
        observations = []
    }

    private func observeImportTip() -> Task<Void, Never> {
        Task { @MainActor in
            for await shouldDisplay in importTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let tipView = TipUIView(importTip)
                    tipView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(tipView)
                    NSLayoutConstraint.activate([
                        tipView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                        tipView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        tipView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    ])
                    importTipView = tipView
                } else {
                    importTipView?.removeFromSuperview()
                    importTipView = nil
                }
            }
        }
    }

    private func observeAlbumTip() -> Task<Void, Never> {
        Task { @MainActor in
            for await shouldDisplay in albumTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(albumTip, sourceItem: albumsButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    @objc private func importPhotos() {
        importTip.invalidate(reason: .actionPerformed)
        let picker = ImportViewController()
        present(UINavigationController(rootViewController: picker), animated: true)
    }

    @objc private func showAlbums() {
        albumTip.invalidate(reason: .actionPerformed)
        navigationController?.pushViewController(AlbumsViewController(), animated: true)
    }
}
