import SwiftUI
import TipKit

@main
struct TrailmixApp: App {
    @StateObject private var session = SessionModel()
    @State private var showSplash = true

    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            if showSplash {
                SplashView()
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                            withAnimation { showSplash = false }
                        }
                    }
            } else if session.isSignedIn {
                MainTabView()
                    .environmentObject(session)
            } else {
                LoginView()
                    .environmentObject(session)
            }
        }
    }
}
