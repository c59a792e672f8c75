import SwiftUI
import TipKit

struct LandmarkList: View {
    private let searchTip = SearchTip()

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open landmark") {
                    LandmarkDetail()
                }
            }
            .toolbar {
                Image(systemName: "magnifyingglass")
                    .popoverTip(searchTip)
            }
        }
    }
}

struct LandmarkDetail: View {
    private let favoriteTip = FavoriteLandmarkTip()

    var body: some View {
        VStack {
            Text("Landmark")
            FavoriteButton(tip: favoriteTip)
        }
        .onAppear {
            Task { await FavoriteLandmarkTip.landmarkViewed.donate() }
        }
    }
}

struct FavoriteButton: View {
    let tip: FavoriteLandmarkTip

    var body: some View {
        Button {
            LandmarksUser.hasFavorited = true
            tip.invalidate(reason: .actionPerformed)
        } label: {
            Label("Favorite", systemImage: "star")
        }
        .popoverTip(tip)
    }
}
