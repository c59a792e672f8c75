// Twin of Specs/defect-2-stalled-ordered-group.tipspec: an ordered group whose
// first tip waits for a flag nothing ever sets, so the tour never starts.
import SwiftUI
import TipKit

struct WelcomeTip: Tip {
    @Parameter static var isNewUser: Bool = false
    var title: Text { Text("Welcome to Trails") }
    var rules: [Rule] { #Rule(Self.$isNewUser) { $0 } }
}

struct SearchTip: Tip {
    @Parameter static var show: Bool = false
    var title: Text { Text("Search for a trail") }
    var rules: [Rule] { #Rule(Self.$show) { $0 } }
}

struct FilterTip: Tip {
    var title: Text { Text("Filter by difficulty") }
}

struct Trails: View {
    @State private var onboarding = TipGroup(.ordered) {
        WelcomeTip()
        SearchTip()
        FilterTip()
    }

    var body: some View {
        VStack {
            Button("Start onboarding") { SearchTip.show = true }
            Text("Trail list")
                .popoverTip(onboarding.currentTip)
        }
    }
}

// tipcheck: check single-tip
// tipcheck: check reachable WelcomeTip, SearchTip, FilterTip expect violated
// tipcheck: check order WelcomeTip -> SearchTip -> FilterTip
// tipcheck: check no-deadlock expect violated
