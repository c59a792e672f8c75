import Foundation
import TipKit

struct OnboardingPage: Hashable {
    let symbol: String
    let title: String
    let body: String
}

@MainActor
final class OnboardingViewModel: ObservableObject {
    @Published var step = 0

    let pages: [OnboardingPage] = [
        OnboardingPage(symbol: "water.waves", title: "Tides at a glance", body: "Highs and lows for your break, updated every hour."),
        OnboardingPage(symbol: "wind", title: "Wind and swell", body: "See when the offshore window opens."),
        OnboardingPage(symbol: "bell.badge", title: "Go when it's good", body: "Save spots and we'll keep them one tap away.")
    ]

    var lastStep: Int { pages.count - 1 }

    func next() {
        guard step < lastStep else { return }
        step += 1
    }

    func finish() {
        TideChartTip.onboardingFinished = true
    }
}
