import SwiftUI
import TipKit

@main
struct PostcardApp: App {
    init() {
        #if DEBUG
        print("Postcard debug build")
        #endif
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}
