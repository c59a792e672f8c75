import SwiftUI
import TipKit

@main
struct PennyApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.daily)
        ])
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum AppTab: Hashable {
    case overview
    case transactions
}

struct RootView: View {
    @State private var selection: AppTab = .overview

    var body: some View {
        TabView(selection: $selection) {
            OverviewTab(selection: $selection)
                .tabItem { Label("Overview", systemImage: "chart.pie") }
                .tag(AppTab.overview)

            TransactionsTab()
                .tabItem { Label("Transactions", systemImage: "list.bullet") }
                .tag(AppTab.transactions)
        }
    }
}
