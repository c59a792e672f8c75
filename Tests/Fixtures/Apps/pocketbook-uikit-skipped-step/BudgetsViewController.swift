import UIKit
import TipKit

final class BudgetsViewController: UIViewController {
    private let newBudgetTip = NewBudgetTip()
    private var observation: Task<Void, Never>?
    private lazy var addButton = UIBarButtonItem(
        systemItem: .add,
        primaryAction: UIAction { [weak self] _ in self?.addBudget() }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Budgets"
        navigationItem.rightBarButtonItem = addButton
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observation = Task { @MainActor in
            for await shouldDisplay in newBudgetTip.shouldDisplayUpdates {
                if shouldDisplay {
                    present(TipUIPopoverViewController(newBudgetTip, sourceItem: addButton), animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observation?.cancel()
    }

    private func addBudget() {
        newBudgetTip.invalidate(reason: .actionPerformed)
    }
}
