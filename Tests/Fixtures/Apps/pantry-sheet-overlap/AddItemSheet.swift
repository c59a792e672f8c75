import SwiftUI
import TipKit

struct AddItemSheet: View {
    let onSave: (PantryItem) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var daysLeft = 7
    private let barcodeTip = BarcodeTip()

    var body: some View {
        NavigationStack {
            Form {
                TipView(barcodeTip)
                TextField("Name", text: $name)
                Stepper("Expires in \(daysLeft) days", value: $daysLeft, in: 0...60)
                Button(action: { barcodeTip.invalidate(reason: .actionPerformed) }) {
                    Label("Scan barcode", systemImage: "barcode.viewfinder")
                }
            }
            .navigationTitle("Add item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(PantryItem(name: name, daysLeft: daysLeft))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}
