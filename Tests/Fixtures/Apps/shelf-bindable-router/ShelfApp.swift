import SwiftUI
import TipKit

@main
struct ShelfApp: App {
    @State private var model = AppModel()

    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
        }
    }
}
