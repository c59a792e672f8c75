import SwiftUI
import TipKit

struct WateringStreakTip: Tip {
    static let plantWatered = Tips.Event(id: "plantWatered")

    var title: Text { Text("You're on a roll") }
    var message: Text? { Text("Sprout learns how fast each pot dries out and suggests the next watering.") }
    var image: Image? { Image(systemName: "drop.fill") }

    var rules: [Rule] {
        #Rule(Self.plantWatered) { $0.donations.count >= 3 }
    }
}

struct FertilizerTip: Tip {
    @Parameter static var feedingSeason: Bool = false

    var title: Text { Text("Feeding season") }
    var message: Text? { Text("Spring growth needs nutrients: add fertilizer every other watering.") }
    var image: Image? { Image(systemName: "leaf.arrow.circlepath") }

    var rules: [Rule] {
        #Rule(Self.$feedingSeason) { $0 == true }
    }
}
