import Foundation
import TipKit

enum SetupStep: Int, CaseIterable, Identifiable {
    case verifyIdentity
    case linkAccount
    case chooseBudget
    case enableAlerts

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .verifyIdentity: "Verify your identity"
        case .linkAccount: "Link another account"
        case .chooseBudget: "Choose a monthly budget"
        case .enableAlerts: "Stay in the loop"
        }
    }

    var detail: String {
        switch self {
        case .verifyIdentity: "We need a photo ID once, as every UK bank does."
        case .linkAccount: "See all your balances in one place."
        case .chooseBudget: "You can change it any time from the dashboard."
        case .enableAlerts: "Get a nudge before you go over budget."
        }
    }
}

@MainActor
final class SetupWizardViewModel: ObservableObject {
    let steps: [SetupStep] = SetupStep.allCases

    @Published private(set) var step = 0
    @Published var institution = "Northwind Building Society"
    @Published var monthlyBudget: Double = 1_200
    @Published var alertsOn = true
    @Published private(set) var linkedAccount: LinkedAccount?

    private let linker: AccountLinking

    init(linker: AccountLinking = OpenBankingLinker.shared) {
        self.linker = linker
    }

    var currentStep: SetupStep { steps[step] }
    var isFirstStep: Bool { step == 0 }
    var isLastStep: Bool { step == steps.count - 1 }
    var progress: Double { Double(step + 1) / Double(steps.count) }

    func advance() {
        guard !isLastStep else { return }
        if currentStep == .linkAccount {
            linkedAccount = linker.link(institution: institution)
            SetupTips.accountLinked.sendDonation()
        }
        step += 1
        SetupTips.completedSteps = step
    }

    func goBack() {
        if step > 0 {
            step -= 1
        }
    }

    func finish() {
        UserDefaults.standard.set(monthlyBudget, forKey: "kestrel.monthlyBudget")
        UserDefaults.standard.set(alertsOn, forKey: "kestrel.alertsOn")
    }
}
