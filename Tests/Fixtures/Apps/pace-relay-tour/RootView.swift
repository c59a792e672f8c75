import SwiftUI
import TipKit

struct RootView: View {
    @Environment(TabRouter.self) private var router
    @Environment(RunLogStore.self) private var runLog

    var body: some View {
        @Bindable var router = router

        TabView(selection: $router.selectedTab) {
            TodayView(viewModel: TodayViewModel(tracker: RunTracker(), log: runLog))
                .tabItem { Label("Today", systemImage: "figure.run") }
                .tag(AppTab.today)

            HistoryView()
                .tabItem { Label("History", systemImage: "clock.arrow.circlepath") }
                .tag(AppTab.history)
        }
        .tipViewStyle(RelayTipStyle())
    }
}
