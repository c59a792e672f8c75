import SwiftUI
import TipKit

@MainActor
final class BillFormModel: ObservableObject {
    @Published var payee = ""
    @Published var amount: Decimal = 0
    @Published var dueDate = Date.now.addingTimeInterval(7 * 24 * 60 * 60)
    private var created = Date()

    var dueSummary: String {
        let days = Calendar.current.dateComponents([.day], from: Date.now, to: dueDate).day ?? 0
        return "Due \(dueDate.formatted(date: .complete, time: .omitted)), in \(days) days"
    }

    func save(to store: BillStore) {
        let name = payee.isEmpty ? "Untitled bill" : payee
        store.add(Bill(payee: name, amount: amount, due: dueDate, created: created))
        FormTips.Amount.billSaved.sendDonation()
        payee = ""
        amount = 0
        created = Foundation.Date()
    }
}

struct BillFormView: View {
    @EnvironmentObject private var store: BillStore
    @StateObject private var model = BillFormModel()
    private let dateTip = FormTips.Date()
    private let amountTip = FormTips.Amount()

    var body: some View {
        Form {
            Section("Payee") {
                TextField("Who is it for?", text: $model.payee)
            }
            Section("Due") {
                TipView(dateTip)
                DatePicker("Due date", selection: $model.dueDate, in: Date.now..., displayedComponents: .date)
                Text(model.dueSummary)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Section("Amount") {
                TipView(amountTip)
                TextField("Amount", value: $model.amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            Section {
                Button("Save and add another") {
                    model.save(to: store)
                }
            }
        }
        .navigationTitle("New bill")
    }
}
