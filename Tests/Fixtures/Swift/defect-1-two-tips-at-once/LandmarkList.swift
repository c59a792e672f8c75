import SwiftUI
import TipKit

struct LandmarkList: View {
    private let favoriteTip = FavoriteTip()

    var body: some View {
        List {
            TipView(ShareTip())
            Button("Log in") {
                LandmarksUser.isLoggedIn = true
            }
        }
        .toolbar {
            Image(systemName: "star")
                .popoverTip(favoriteTip)
        }
    }
}
