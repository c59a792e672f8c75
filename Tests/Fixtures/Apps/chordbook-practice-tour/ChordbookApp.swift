import SwiftUI
import TipKit

@main
struct ChordbookApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.immediate)
        ])
    }

    var body: some Scene {
        WindowGroup {
            SongListView()
        }
    }
}
