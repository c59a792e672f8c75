import SwiftUI
import TipKit

@main
struct KilnApp: App {
    @State private var session = StudioSession()

    init() {
        try? Tips.configure([
            .displayFrequency(.immediate),
            .datastoreLocation(.applicationDefault)
        ])
    }

    var body: some Scene {
        WindowGroup {
            RootView(auth: .live)
                .environment(session)
        }
    }
}

/// Splash first, then either the studio (signed in) or the sign-in form.
struct RootView: View {
    let auth: AuthService

    @Environment(StudioSession.self) private var session
    @State private var isShowingSplash = true

    var body: some View {
        ZStack {
            if isShowingSplash {
                SplashView()
                    .transition(.opacity)
            } else if session.isSignedIn {
                StudioTabView()
            } else {
                SignInView(auth: auth)
            }
        }
        .animation(.easeInOut(duration: 0.3), value: isShowingSplash)
        .onAppear(perform: dismissSplashAfterDelay)
    }

    private func dismissSplashAfterDelay() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) {
            isShowingSplash = false
        }
    }
}

private struct SplashView: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "flame.fill")
                .font(.system(size: 72))
                .foregroundStyle(.orange.gradient)
            Text("Kiln Studio")
                .font(.largeTitle.weight(.semibold))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}
