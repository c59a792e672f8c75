import SwiftUI
import TipKit

@main
struct BeaconApp: App {
    @AppStorage("beacon.hasOnboarded") private var hasOnboarded = false

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            if hasOnboarded {
                StationListView()
            } else {
                OnboardingView()
            }
        }
    }
}
