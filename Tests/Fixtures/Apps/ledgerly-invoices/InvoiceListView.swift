import SwiftUI
import TipKit

struct InvoiceListView: View {
    @State private var invoices: [Invoice] = [
        Invoice(id: UUID(), client: "Maple & Oak Studio", amount: 1200),
        Invoice(id: UUID(), client: "Harbor Bakery", amount: 340)
    ]
    private let syncTip = SyncTip()

    var body: some View {
        List {
            tipCard(syncTip)
            ForEach(invoices) { invoice in
                NavigationLink(value: invoice) {
                    LabeledContent(invoice.client, value: invoice.amount, format: .currency(code: "USD"))
                }
            }
        }
        .navigationTitle("Invoices")
        .navigationDestination(for: Invoice.self) { invoice in
            InvoiceEditorView(invoice: invoice)
        }
    }
}
