import TipKit

struct LandmarksUser {
    @Parameter
    static var hasFavorited: Bool = false
}

struct SearchTip: Tip {
    var title: Text {
        Text("Search landmarks")
    }
}

struct FavoriteLandmarkTip: Tip {
    static let landmarkViewed = Tips.Event(id: "landmarkViewed")

    var title: Text {
        Text("Save as a Favorite")
    }

    var message: Text? {
        Text("Your favorite landmarks appear at the top of the list.")
    }

    var rules: [Rule] {
        #Rule(Self.landmarkViewed) { $0.donations.count >= 2 }
        #Rule(LandmarksUser.$hasFavorited) { $0 == false }
    }
}
