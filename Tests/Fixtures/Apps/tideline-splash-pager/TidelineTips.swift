import SwiftUI
import TipKit

struct SwipePagesTip: Tip {
    var title: Text { Text("Swipe to explore") }
    var message: Text? { Text("Swipe left or tap Next to see what Tideline can do.") }
    var image: Image? { Image(systemName: "hand.draw") }
}

struct TideChartTip: Tip {
    @Parameter
    static var onboardingFinished: Bool = false

    static let forecastLoaded = Tips.Event(id: "tideline.forecastLoaded")

    var title: Text { Text("Pull for fresh tides") }
    var message: Text? { Text("Pull down on the forecast to refresh the latest readings.") }
    var image: Image? { Image(systemName: "arrow.down.circle") }

    var rules: [Rule] {
        #Rule(Self.$onboardingFinished) { $0 == true }
        #Rule(Self.forecastLoaded) { $0.donations.count >= 1 }
    }
}

struct FavoriteSpotTip: Tip {
    var title: Text { Text("Just your breaks") }
    var message: Text? { Text("Filter the list down to the spots you've starred.") }
    var image: Image? { Image(systemName: "star") }

    var rules: [Rule] {
        #Rule(TideChartTip.$onboardingFinished) { $0 == true }
    }
}
