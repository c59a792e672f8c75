import SwiftUI
import TipKit

@main
struct LoupeApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            EditorView()
        }
    }
}
