import TipKit
import UIKit

final class StartSessionViewController: UIViewController {
    var onSessionStarted: (() -> Void)?

    private let payments: ParkingPaymentService
    private let zoneField = UITextField()
    private let durationLabel = UILabel()
    private let durationStepper = UIStepper()

    private var minutes: Int { Int(durationStepper.value) }

    init(payments: ParkingPaymentService) {
        self.payments = payments
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start Parking"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })

        zoneField.placeholder = "Zone number"
        zoneField.keyboardType = .numberPad
        zoneField.borderStyle = .roundedRect
        zoneField.font = .preferredFont(forTextStyle: .title2)

        durationStepper.minimumValue = 15
        durationStepper.maximumValue = 240
        durationStepper.stepValue = 15
        durationStepper.value = 60
        durationStepper.addAction(UIAction { [weak self] _ in self?.updateDuration() }, for: .valueChanged)
        updateDuration()

        var payConfiguration = UIButton.Configuration.borderedProminent()
        payConfiguration.title = "Pay"
        payConfiguration.buttonSize = .large
        let payButton = UIButton(configuration: payConfiguration, primaryAction: UIAction { [weak self] _ in
            self?.pay()
        })

        let durationRow = UIStackView(arrangedSubviews: [durationLabel, durationStepper])
        durationRow.spacing = 12
        let stack = UIStackView(arrangedSubviews: [zoneField, durationRow, payButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    private func updateDuration() {
        durationLabel.text = "\(minutes) min"
    }

    private func pay() {
        let zone = zoneField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        payments.startSession(zone: zone.isEmpty ? "—" : zone, minutes: minutes)
        ZoneTip().invalidate(reason: .actionPerformed)
        onSessionStarted?()
        dismiss(animated: true)
    }
}
