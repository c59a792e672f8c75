import SwiftUI
import TipKit

enum SimmerTips {
    static let recipeOpened = Tips.Event(id: "recipeOpened")
    static let recipeSaved = Tips.Event(id: "recipeSaved")
}

struct SaveRecipeTip: Tip {
    var title: Text { Text("Save recipes you love") }
    var message: Text? { Text("Swipe right on a recipe to save it. Saved recipes fill your week in the Planner.") }
    var image: Image? { Image(systemName: "bookmark") }
}

struct CookModeTip: Tip {
    var title: Text { Text("Hands full?") }
    var message: Text? { Text("Cook mode shows one step at a time in big type and keeps the screen awake.") }
    var image: Image? { Image(systemName: "flame") }

    var rules: [Rule] {
        #Rule(SimmerTips.recipeOpened) { $0.donations.count >= 2 }
    }
}

struct PantryScanTip: Tip {
    var title: Text { Text("Scan what you've got") }
    var message: Text? { Text("Scan a barcode to add it to your pantry.") }
    var image: Image? { Image(systemName: "barcode.viewfinder") }
}

struct PlanWeekTip: Tip {
    var title: Text { Text("Your week, planned") }
    var message: Text? { Text("Saved recipes are spread across the week. Drag to swap days.") }
    var image: Image? { Image(systemName: "calendar") }

    var rules: [Rule] {
        #Rule(SimmerTips.recipeSaved) { $0.donations.count >= 1 }
    }
}
