// Twin of Specs/example-group-member-shown-directly.tipspec: an ordered
// TipGroup's second step also has a TipView of its own.
import SwiftUI
import TipKit

struct WelcomeTip: Tip {
    var title: Text { Text("Welcome") }
}

struct SearchTip: Tip {
    var title: Text { Text("Search your library") }
}

struct Library: View {
    @State var tour = TipGroup(.ordered) {
        WelcomeTip()
        SearchTip()
    }

    var body: some View {
        VStack {
            Text("Welcome")
                .popoverTip(tour.currentTip)
            TipView(SearchTip())
        }
    }
}

// tipcheck: check defaults, single-tip expect violated, order WelcomeTip -> SearchTip expect violated
