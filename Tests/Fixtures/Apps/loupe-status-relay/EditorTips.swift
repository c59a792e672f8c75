import SwiftUI
import TipKit

struct CropTip: Tip {
    var title: Text { Text("Straighten your shot") }
    var message: Text? { Text("Drag the dial under the photo to fix a tilted horizon.") }
    var image: Image? { Image(systemName: "crop.rotate") }

    var actions: [Action] {
        Action(id: "crop-now", title: "Crop now")
    }
}

struct FilterTip: Tip {
    @Parameter static var isUnlocked: Bool = false

    var title: Text { Text("Try a film look") }
    var message: Text? { Text("Filters are one swipe away.") }
    var image: Image? { Image(systemName: "camera.filters") }

    var rules: [Rule] {
        #Rule(Self.$isUnlocked) { $0 == true }
    }
}
