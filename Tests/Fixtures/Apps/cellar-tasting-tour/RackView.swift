import SwiftUI
import TipKit

struct RackView: View {
    @Environment(CellarModel.self) private var model

    var body: some View {
        List {
            ForEach(model.racks) { section in
                Section("Rack \(section.rack)") {
                    ForEach(section.bottles) { bottle in
                        Button {
                            model.open(bottle)
                        } label: {
                            BottleRow(bottle: bottle)
                        }
                        .foregroundStyle(.primary)
                    }
                }
            }
        }
        .navigationTitle("Cellar")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    model.openMap()
                } label: {
                    Label("Cellar Map", systemImage: "square.grid.3x3")
                }
                .popoverTip(model.tour.currentTip as? CellarMapTip)
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    model.startAddingBottle()
                } label: {
                    Label("Add Bottle", systemImage: "plus")
                }
                .popoverTip(model.tour.currentTip as? AddBottleTip)
            }
            ToolbarItem(placement: .status) {
                Text(model.bottleCountText)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

private struct BottleRow: View {
    let bottle: Bottle

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(bottle.wine)
                .font(.headline)
            Text("\(bottle.producer) · \(String(bottle.vintage))")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
