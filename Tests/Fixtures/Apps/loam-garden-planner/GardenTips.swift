import SwiftUI
import TipKit

enum GardenTips {
    /// Donated each time the soil step of the new-bed wizard comes on screen.
    static let soilStepReached = Tips.Event(id: "soilStepReached")
}

struct SoilTestTip: Tip {
    var title: Text { Text("Not sure what you have?") }
    var message: Text? { Text("Squeeze a handful of damp soil. Loam crumbles, sand falls apart, clay keeps its shape.") }
    var image: Image? { Image(systemName: "hand.raised") }
}

struct CompanionPlantingTip: Tip {
    var title: Text { Text("Plant good neighbours") }
    var message: Text? { Text("See which plants help each other when they share a bed.") }
    var image: Image? { Image(systemName: "leaf") }

    var rules: [Rule] {
        #Rule(GardenTips.soilStepReached) {
            $0.donations.count >= 1
        }
    }
}

struct PlantingCalendarTip: Tip {
    @Parameter
    static var hasPlannedBed: Bool = false

    var title: Text { Text("When to sow") }
    var message: Text? { Text("Your planting calendar now lists sowing dates for the bed you just planned.") }
    var image: Image? { Image(systemName: "calendar") }

    var rules: [Rule] {
        #Rule(Self.$hasPlannedBed) { $0 == true }
    }
}
