import SwiftUI
import TipKit

@main
struct RoasterApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BeanListView()
            }
        }
    }
}
