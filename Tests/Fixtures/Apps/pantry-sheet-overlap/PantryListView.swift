import SwiftUI
import TipKit

struct PantryItem: Identifiable {
    let id = UUID()
    var name: String
    var daysLeft: Int
}

struct PantryListView: View {
    @State private var items: [PantryItem] = [
        PantryItem(name: "Greek yogurt", daysLeft: 2),
        PantryItem(name: "Spinach", daysLeft: 4),
        PantryItem(name: "Oat milk", daysLeft: 9)
    ]
    @State private var isAddingItem = false
    private let expiryTip = ExpiryTip()

    var body: some View {
        List {
            TipView(expiryTip)
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("\(item.daysLeft) days")
                        .foregroundStyle(item.daysLeft <= 3 ? .orange : .secondary)
                }
            }
        }
        .navigationTitle("Pantry")
        .toolbar {
            Button(action: { isAddingItem = true }) {
                Image(systemName: "plus")
            }
        }
        .sheet(isPresented: $isAddingItem) {
            AddItemSheet { newItem in
                items.append(newItem)
            }
        }
    }
}
