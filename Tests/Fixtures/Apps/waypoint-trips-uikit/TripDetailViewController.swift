import TipKit
import UIKit

final class TripDetailViewController: UIViewController {
    weak var coordinator: TripsCoordinator?

    private let trip: Trip
    private let offlineTip = OfflineMapsTip()
    private var tipTask: Task<Void, Never>?

    private lazy var offlineButton = UIBarButtonItem(
        image: UIImage(systemName: "arrow.down.circle"),
        primaryAction: UIAction { [weak self] _ in self?.downloadOfflineMaps() }
    )

    init(trip: Trip) {
        self.trip = trip
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = trip.destination
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = offlineButton

        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        for stop in trip.stops {
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "\(stop.time)  \(stop.title) · \(stop.place)"
            stack.addArrangedSubview(label)
        }

        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Packing List"
        configuration.image = UIImage(systemName: "suitcase")
        let packingButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            coordinator?.showPackingList(for: trip)
        })
        stack.addArrangedSubview(packingButton)

        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in offlineTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(offlineTip, sourceItem: offlineButton)
                    present(popover, animated: true)
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

    private func downloadOfflineMaps() {
        offlineTip.invalidate(reason: .actionPerformed)
        let alert = UIAlertController(
            title: "Maps saved",
            message: "Maps for \(trip.destination) now work without a connection.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
