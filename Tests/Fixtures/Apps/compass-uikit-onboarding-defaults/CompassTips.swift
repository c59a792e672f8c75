import TipKit

struct WelcomeTip: Tip {
    var title: Text { Text("Plan a walk in seconds") }
    var message: Text? { Text("Compass finds quiet routes near you.") }
    var image: Image? { Image(systemName: "figure.walk") }
}

struct WhatsNewTip: Tip {
    var title: Text { Text("New: offline routes") }
    var message: Text? { Text("Routes you open are kept for when you lose signal.") }
}

struct FilterRoutesTip: Tip {
    /// Set when the user finishes onboarding, so the filter is suggested right after.
    @Parameter static var hasFinishedOnboarding: Bool = false

    var title: Text { Text("Filter by length") }
    var message: Text? { Text("Short loops, long hikes, or anything in between.") }

    var rules: [Rule] {
        #Rule(Self.$hasFinishedOnboarding) { $0 == true }
    }
}
