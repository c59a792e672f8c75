import TipKit
import UIKit

final class StopDetailViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    private let stop: Stop
    private let signatureTip = SignatureTip()
    private let photoTip = PhotoProofTip()
    private var signatureTipView: TipUIView?
    private var tipObservations: [Task<Void, Never>] = []

    private let contentStack = UIStackView()
    private let proofLabel = UILabel()

    private lazy var cameraButton = UIBarButtonItem(
        image: UIImage(systemName: "camera"),
        primaryAction: UIAction { [weak self] _ in
            self?.attachProofPhoto()
        })

    private lazy var signatureButton: UIButton = {
        var configuration = UIButton.Configuration.bordered()
        configuration.title = "Collect Signature"
        configuration.image = UIImage(systemName: "signature")
        configuration.imagePadding = 6
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.collectSignature()
        })
    }()

    private lazy var deliveredButton: UIButton = {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Mark Delivered"
        configuration.image = UIImage(systemName: "shippingbox")
        configuration.imagePadding = 6
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.markDelivered()
        })
    }()

    init(stop: Stop) {
        self.stop = stop
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = stop.recipient
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = cameraButton
        view.backgroundColor = .systemBackground

        let addressLabel = UILabel()
        addressLabel.font = .preferredFont(forTextStyle: .title3)
        addressLabel.numberOfLines = 0
        addressLabel.text = stop.address

        let notesLabel = UILabel()
        notesLabel.font = .preferredFont(forTextStyle: .body)
        notesLabel.textColor = .secondaryLabel
        notesLabel.numberOfLines = 0
        notesLabel.text = stop.notes

        proofLabel.font = .preferredFont(forTextStyle: .footnote)
        proofLabel.textColor = .secondaryLabel
        proofLabel.text = "No proof photo yet"

        let arrangedViews: [UIView] = [addressLabel, notesLabel, signatureButton, deliveredButton, proofLabel]
        arrangedViews.forEach(contentStack.addArrangedSubview)
        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            contentStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipObservations = [observeSignatureTip(), observePhotoTip()]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipObservations.forEach { $0.cancel() }
        tipObservations.removeAll()
    }

    // MARK: - Tips

    private func observeSignatureTip() -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in signatureTip.shouldDisplayUpdates {
                if shouldDisplay {
                    guard signatureTipView == nil else { continue }
                    let tipView = TipUIView(signatureTip)
                    contentStack.insertArrangedSubview(tipView, at: 2)
                    signatureTipView = tipView
                } else {
                    signatureTipView?.removeFromSuperview()
                    signatureTipView = nil
                }
            }
        }
    }

    private func observePhotoTip() -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            guard let self else { return }
            for await shouldDisplay in photoTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(photoTip, sourceItem: cameraButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    // MARK: - Actions

    private func collectSignature() {
        signatureTip.invalidate(reason: .actionPerformed)
        signatureButton.configuration?.title = "Signed"
        signatureButton.isEnabled = false
        coordinator?.stopWasSigned(stop)
    }

    private func attachProofPhoto() {
        photoTip.invalidate(reason: .actionPerformed)
        proofLabel.text = "Proof photo attached"
    }

    private func markDelivered() {
        coordinator?.stopWasDelivered(stop)
    }
}
