import SwiftUI
import TipKit

struct DashboardView: View {
    @AppStorage("kestrel.setupComplete") private var setupComplete = false
    @StateObject private var model = DashboardViewModel()
    @State private var showSetup = false
    @State private var showTransfer = false

    private let insightsTip = BudgetInsightsTip()
    private let transferTip = InstantTransferTip()

    var body: some View {
        NavigationStack {
            List {
                if !setupComplete {
                    Section {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Finish setting up")
                                .font(.headline)
                            Text("Link an account and set a budget to get the most out of Kestrel.")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                            Button("Continue Setup") {
                                showSetup = true
                            }
                            .buttonStyle(.borderedProminent)
                        }
                        .padding(.vertical, 4)
                    }
                }

                Section("Accounts") {
                    ForEach(model.accounts) { account in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(account.name)
                                Text(account.number)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(account.balance, format: .currency(code: "GBP"))
                        }
                    }
                }

                Section("This month") {
                    TipView(insightsTip)
                    LabeledContent("Spent", value: model.spentThisMonth, format: .currency(code: "GBP"))
                    LabeledContent("Budget", value: model.monthlyBudget, format: .currency(code: "GBP"))
                }
            }
            .navigationTitle("Kestrel")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        transferTip.invalidate(reason: .actionPerformed)
                        showTransfer = true
                    } label: {
                        Label("Transfer", systemImage: "arrow.left.arrow.right")
                    }
                    .popoverTip(transferTip)
                }
            }
            .fullScreenCover(isPresented: $showSetup, onDismiss: { model.reload() }) {
                SetupWizardView()
            }
            .sheet(isPresented: $showTransfer) {
                TransferSheet(accounts: model.accounts)
            }
        }
    }
}

struct TransferSheet: View {
    let accounts: [Account]

    @Environment(\.dismiss) private var dismiss
    @State private var fromIndex = 0
    @State private var toIndex = 0
    @State private var amount: Double = 50

    var body: some View {
        NavigationStack {
            Form {
                Picker("From", selection: $fromIndex) {
                    ForEach(accounts.indices, id: \.self) { Text(accounts[$0].name).tag($0) }
                }
                Picker("To", selection: $toIndex) {
                    ForEach(accounts.indices, id: \.self) { Text(accounts[$0].name).tag($0) }
                }
                TextField("Amount", value: $amount, format: .currency(code: "GBP"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Transfer")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                        .disabled(fromIndex == toIndex)
                }
            }
        }
    }
}
