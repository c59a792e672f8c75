import SwiftUI
import TipKit

struct ArchiveTip: Tip {
    @Parameter static var hasAddedBatch: Bool = false

    var title: Text { Text("Bottled it? Archive it") }
    var message: Text? { Text("Swipe left on a batch to move it off the fermenting list.") }
    var image: Image? { Image(systemName: "archivebox") }

    var rules: [Rule] {
        #Rule(Self.$hasAddedBatch) { $0 == true }
    }
}

struct GravityTip: Tip {
    var title: Text { Text("Log a gravity reading") }
    var message: Text? { Text("Take a hydrometer reading every couple of days and Carboy charts how fermentation is going.") }
    var image: Image? { Image(systemName: "drop") }
}

struct AttenuationTip: Tip {
    static let readingLogged = Tips.Event(id: "gravityReadingLogged")

    var title: Text { Text("Watch it finish") }
    var message: Text? { Text("Two stable readings in a row usually mean the yeast is done. Attenuation is shown under Readings.") }
    var image: Image? { Image(systemName: "chart.line.downtrend.xyaxis") }

    var rules: [Rule] {
        #Rule(Self.readingLogged) { $0.donations.count >= 2 }
    }
}

struct AlertRangeTip: Tip {
    @Parameter static var alertsEnabled: Bool = false

    var title: Text { Text("Set your alert range") }
    var message: Text? { Text("Ales like 18–21 °C. Carboy warns you when a fermenter's sensor drifts above your limit.") }
    var image: Image? { Image(systemName: "thermometer.medium") }

    var rules: [Rule] {
        #Rule(Self.$alertsEnabled) { $0 == true }
    }
}
