import SwiftUI
import TipKit

struct SetupWizardView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("kestrel.setupComplete") private var setupComplete = false
    @StateObject private var model = SetupWizardViewModel()

    private let roundUpsTip = RoundUpsTip()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                ProgressView(value: model.progress)
                Text(model.currentStep.title)
                    .font(.title2.bold())
                Text(model.currentStep.detail)
                    .foregroundStyle(.secondary)

                stepContent

                Spacer()

                HStack {
                    if !model.isFirstStep {
                        Button("Back") {
                            model.goBack()
                        }
                    }
                    Spacer()
                    Button(model.isLastStep ? "Finish" : "Next") {
                        if model.isLastStep {
                            model.finish()
                            setupComplete = true
                            dismiss()
                        } else {
                            model.advance()
                        }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            .padding()
            .navigationTitle("Set Up Kestrel")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Not Now") {
                        dismiss()
                    }
                }
            }
        }
    }

    @ViewBuilder
    private var stepContent: some View {
        switch model.currentStep {
        case .verifyIdentity:
            Label("Passport or driving licence", systemImage: "person.text.rectangle")
        case .linkAccount:
            TextField("Bank or building society", text: $model.institution)
                .textFieldStyle(.roundedBorder)
        case .chooseBudget:
            VStack(alignment: .leading, spacing: 12) {
                Stepper(value: $model.monthlyBudget, in: 200...5_000, step: 50) {
                    Text("Monthly budget: \(model.monthlyBudget, format: .currency(code: "GBP"))")
                }
                TipView(roundUpsTip)
            }
        case .enableAlerts:
            Toggle("Spending alerts", isOn: $model.alertsOn)
        }
    }
}
