import SwiftUI
import TipKit

/// A step of the first-run walkthrough that waits for the step before it to hand over.
protocol TourStep: Tip {
    static var isActive: Bool { get set }
}

/// Step 1, shown on launch.
struct FilmStockTip: Tip {
    var title: Text { Text("Pick your film") }
    var message: Text? { Text("Development times are looked up for the stock and developer you choose.") }
    var image: Image? { Image(systemName: "film") }
}

/// Step 2, on the agitation screen.
struct AgitationTip: TourStep {
    // Only meaningful while the walkthrough is running.
    @Parameter(.transient)
    static var isActive: Bool = false

    var title: Text { Text("Agitate on schedule") }
    var message: Text? { Text("Stopbath taps you on the wrist when it is time to invert the tank.") }
    var image: Image? { Image(systemName: "arrow.triangle.2.circlepath") }

    var rules: [Rule] {
        #Rule(Self.$isActive) { $0 }
    }
}

/// Step 3, back on the main screen.
struct PresetTip: TourStep {
    // Only meaningful while the walkthrough is running.
    @Parameter(.transient)
    static var isActive: Bool = false

    var title: Text { Text("Save it as a preset") }
    var message: Text? { Text("Keep this film, developer and temperature for your next roll.") }
    var image: Image? { Image(systemName: "star") }

    var rules: [Rule] {
        #Rule(Self.$isActive) { $0 }
    }
}
