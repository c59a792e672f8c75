import SwiftUI
import TipKit

@main
struct DosewellApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            AppRootView()
        }
    }
}

struct AppRootView: View {
    @AppStorage("didOnboard") private var didOnboard = false

    var body: some View {
        if didOnboard {
            MedicineListScreen()
        } else {
            OnboardingFlow()
        }
    }
}
