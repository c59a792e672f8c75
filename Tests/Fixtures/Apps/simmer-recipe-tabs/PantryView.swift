import SwiftUI
import TipKit

struct PantryItem: Identifiable {
    let id = UUID()
    let name: String
    let quantity: String

    static let staples: [PantryItem] = [
        PantryItem(name: "Basmati rice", quantity: "1 kg"),
        PantryItem(name: "Red lentils", quantity: "500 g"),
        PantryItem(name: "Tinned tomatoes", quantity: "3 tins"),
        PantryItem(name: "Olive oil", quantity: "½ bottle")
    ]
}

struct PantryView: View {
    @State private var items = PantryItem.staples
    @State private var isScanning = false

    private let scanTip = PantryScanTip()

    var body: some View {
        NavigationStack {
            List(items) { item in
                LabeledContent(item.name, value: item.quantity)
            }
            .navigationTitle("Pantry")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        scanTip.invalidate(reason: .actionPerformed)
                        isScanning = true
                    } label: {
                        Label("Scan", systemImage: "barcode.viewfinder")
                    }
                    .popoverTip(scanTip)
                }
            }
            .sheet(isPresented: $isScanning) {
                VStack(spacing: 16) {
                    Image(systemName: "camera.viewfinder")
                        .font(.system(size: 64))
                    Text("Point at a barcode to add it to your pantry.")
                    Button("Close") { isScanning = false }
                }
                .padding()
            }
        }
    }
}
