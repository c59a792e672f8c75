import SwiftUI

struct BillsListView: View {
    @EnvironmentObject private var store: BillStore

    var body: some View {
        List {
            if store.upcoming.isEmpty {
                Text("Nothing due. Add the next bill with +.")
                    .foregroundStyle(.secondary)
            }
            ForEach(store.upcoming) { bill in
                VStack(alignment: .leading, spacing: 2) {
                    LabeledContent(bill.payee, value: bill.amount, format: .currency(code: "USD"))
                    Text("Due \(bill.due.formatted(date: .abbreviated, time: .omitted)) · added \(bill.created, style: .relative) ago")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Bills")
        .toolbar {
            NavigationLink {
                BillFormView()
            } label: {
                Image(systemName: "plus")
            }
        }
    }
}
