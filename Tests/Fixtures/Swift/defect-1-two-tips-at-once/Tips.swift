// Twin of Specs/defect-1-two-tips-at-once.tipspec, written as an app would be:
// two tips waiting for the same login flag, on the same screen.
import TipKit

struct LandmarksUser {
    @Parameter
    static var isLoggedIn: Bool = false
}

struct FavoriteTip: Tip {
    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorite landmarks appear at the top of the list.") }
    var rules: [Rule] {
        #Rule(LandmarksUser.$isLoggedIn) { $0 == true }
    }
}

struct ShareTip: Tip {
    var title: Text { Text("Share a landmark") }
    var rules: [Rule] {
        [#Rule(LandmarksUser.$isLoggedIn) { isLoggedIn in isLoggedIn == true }]
    }
}

// tipcheck: check single-tip expect violated
// tipcheck: check reachable, no-deadlock
