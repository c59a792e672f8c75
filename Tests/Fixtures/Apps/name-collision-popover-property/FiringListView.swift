import SwiftUI
import TipKit

struct FiringListView: View {
    @StateObject private var model = FiringLogModel()
    private let popoverTip = NewFiringTip()

    var body: some View {
        List {
            if model.firings.isEmpty {
                ContentUnavailableView(
                    "No firings yet",
                    systemImage: "flame",
                    description: Text("Tap + after you unload the kiln.")
                )
            }
            ForEach(model.firings) { firing in
                VStack(alignment: .leading, spacing: 4) {
                    Text("Cone \(firing.cone)")
                        .font(.headline)
                    Text("\(firing.peakCelsius) °C, \(firing.holdMinutes) min hold · \(firing.date.formatted(date: .abbreviated, time: .omitted))")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Kiln Log")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                NavigationLink {
                    SettingsView()
                } label: {
                    Image(systemName: "gearshape")
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    model.logFiring()
                    popoverTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: "plus")
                }
                .popoverTip(popoverTip)
            }
        }
    }
}
