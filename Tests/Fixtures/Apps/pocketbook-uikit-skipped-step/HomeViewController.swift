import UIKit
import TipKit

final class HomeViewController: UIViewController {
    private let welcomeTip = WelcomeTip()
    private let newBudgetTip = NewBudgetTip()
    private var welcomeView: TipUIView?
    private var observation: Task<Void, Never>?
    private let budgetsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pocketbook"
        budgetsButton.setTitle("Budgets", for: .normal)
        budgetsButton.addTarget(self, action: #selector(openBudgets), for: .touchUpInside)
        view.addSubview(budgetsButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observation = Task { @MainActor in
            for await shouldDisplay in welcomeTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let tipView = TipUIView(welcomeTip)
                    view.addSubview(tipView)
                    welcomeView = tipView
                } else {
                    welcomeView?.removeFromSuperview()
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observation?.cancel()
    }

    @objc private func openBudgets() {
        welcomeTip.invalidate(reason: .actionPerformed)
        // Copied from the budgets screen's + button: retires the next step's tip too early.
        newBudgetTip.invalidate(reason: .actionPerformed)
        let budgets = BudgetsViewController()
        navigationController?.pushViewController(budgets, animated: true)
    }
}
