import SwiftUI
import TipKit

struct Plant: Identifiable {
    let id = UUID()
    var name: String
    var lastWatered: Date

    static let starter: [Plant] = [
        Plant(name: "Monstera", lastWatered: .now.addingTimeInterval(-4 * 86_400)),
        Plant(name: "Fiddle-leaf fig", lastWatered: .now.addingTimeInterval(-6 * 86_400)),
        Plant(name: "Basil", lastWatered: .now.addingTimeInterval(-1 * 86_400))
    ]
}

struct PlantsTab: View {
    @State private var plants = Plant.starter
    private let streakTip = WateringStreakTip()
    private let feedingTip = FertilizerTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(feedingTip)
                TipView(streakTip)
                ForEach($plants) { $plant in
                    HStack {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(plant.name).font(.headline)
                            Text("Watered \(plant.lastWatered, style: .relative) ago")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Water") {
                            plant.lastWatered = .now
                            Task { await WateringStreakTip.plantWatered.donate() }
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
            .navigationTitle("My plants")
        }
    }
}
