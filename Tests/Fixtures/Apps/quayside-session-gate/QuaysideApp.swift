import SwiftUI
import TipKit

@main
struct QuaysideApp: App {
    @StateObject private var session = SessionStore()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            if session.isSignedIn {
                HarborListView()
                    .environmentObject(session)
            } else {
                WelcomeView()
                    .environmentObject(session)
            }
        }
    }
}
