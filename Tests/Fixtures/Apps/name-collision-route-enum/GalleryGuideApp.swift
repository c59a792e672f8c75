import SwiftUI
import TipKit

@main
struct GalleryGuideApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}
