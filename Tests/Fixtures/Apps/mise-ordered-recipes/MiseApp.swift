import SwiftUI
import TipKit

@main
struct MiseApp: App {
    @State private var router = Router()
    @State private var kitchen = KitchenViewModel(service: RecipeService())

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            KitchenView()
                .environment(router)
                .environment(kitchen)
        }
    }
}
