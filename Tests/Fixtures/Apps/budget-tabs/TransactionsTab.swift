import SwiftUI
import TipKit

struct Transaction: Identifiable {
    let id = UUID()
    var payee: String
    var amount: Decimal
}

struct TransactionsTab: View {
    @State private var transactions: [Transaction] = [
        Transaction(payee: "Corner Grocer", amount: 42.10),
        Transaction(payee: "City Transit", amount: 2.75)
    ]
    @State private var isSplitting = false
    private let splitTip = SplitTransactionTip()

    var body: some View {
        NavigationStack {
            List(transactions) { item in
                HStack {
                    if isSplitting { Image(systemName: "circle") }
                    LabeledContent(item.payee, value: item.amount, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Transactions")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(isSplitting ? "Done" : "Split") {
                        isSplitting.toggle()
                        splitTip.invalidate(reason: .actionPerformed)
                    }
                    .popoverTip(splitTip)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: addTransaction) {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
        }
    }

    private func addTransaction() {
        transactions.append(Transaction(payee: "New purchase", amount: 0))
        Task { await SplitTransactionTip.transactionAdded.donate() }
    }
}
