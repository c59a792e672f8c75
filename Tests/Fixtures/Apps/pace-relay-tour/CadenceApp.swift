import SwiftUI
import TipKit

@main
struct CadenceApp: App {
    @State private var router = TabRouter()
    @State private var runLog = RunLogStore()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
                .environment(runLog)
        }
    }
}

enum AppTab: Hashable {
    case today
    case history
}

@Observable
final class TabRouter {
    var selectedTab: AppTab = .today
}
