import SwiftUI
import TipKit

struct EditPhotoTip: Tip {
    var title: Text { Text("Edit a photo") }
    var message: Text? { Text("Crop, straighten and add film looks.") }
    var image: Image? { Image(systemName: "slider.horizontal.3") }
}

struct CompareTip: Tip {
    static let filterApplied = Tips.Event(id: "filterApplied")

    var title: Text { Text("Before and after") }
    var message: Text? { Text("Tap Compare to flip back to the original.") }

    var rules: [Rule] {
        #Rule(Self.filterApplied) { $0.donations.count >= 2 }
    }
}
