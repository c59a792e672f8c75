import SwiftUI
import TipKit

@MainActor
final class InvoiceEditorModel: ObservableObject {
    @Published var invoice: Invoice
    @Published var isSaving = false
    private let api = InvoiceAPI()

    init(invoice: Invoice) {
        self.invoice = invoice
    }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        do {
            try await api.save(invoice)
            SyncTip.invoiceSaved.sendDonation()
        } catch {
            OfflineTip.saveFailed = true
        }
    }
}

struct InvoiceEditorView: View {
    @StateObject private var model: InvoiceEditorModel
    private let offlineTip = OfflineTip()

    init(invoice: Invoice) {
        _model = StateObject(wrappedValue: InvoiceEditorModel(invoice: invoice))
    }

    var body: some View {
        Form {
            tipCard(offlineTip)
            TextField("Client", text: $model.invoice.client)
            TextField("Amount", value: $model.invoice.amount, format: .currency(code: "USD"))
                .keyboardType(.decimalPad)
            Button(model.isSaving ? "Saving…" : "Save") {
                Task { await model.save() }
            }
            .disabled(model.isSaving)
        }
        .navigationTitle(model.invoice.client)
    }
}
