import SwiftUI
import TipKit

@main
struct TidelineApp: App {
    @State private var showSplash = true

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            Group {
                if showSplash {
                    SplashView()
                } else {
                    RootTabs()
                }
            }
            .task {
                try? await Task.sleep(for: .seconds(1.2))
                withAnimation(.easeOut) { showSplash = false }
            }
        }
    }
}

struct SplashView: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 12) {
                Image(systemName: "water.waves")
                    .font(.system(size: 64, weight: .semibold))
                Text("Tideline")
                    .font(.largeTitle.bold())
            }
            .foregroundStyle(.white)
        }
    }
}
