import SwiftUI
import TipKit

@main
struct RepsApp: App {
    @State private var guide = TourGuide()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(guide)
        }
    }
}

enum AppTab: Hashable {
    case plan
    case log
}

struct RootView: View {
    @State private var tab: AppTab = .plan

    var body: some View {
        TabView(selection: $tab) {
            Tab("Plan", systemImage: "calendar", value: AppTab.plan) {
                PlanView(tab: $tab)
            }
            Tab("Log", systemImage: "dumbbell", value: AppTab.log) {
                LogView()
            }
        }
    }
}
