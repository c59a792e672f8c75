import SwiftUI
import TipKit

struct WelcomeView: View {
    @EnvironmentObject private var appState: AppState
    let onContinue: () -> Void

    var body: some View {
        VStack(spacing: 32) {
            Spacer()
            Image(systemName: "cart.fill")
                .font(.system(size: 72))
                .foregroundStyle(.tint)
                .popoverTip(appState.tour.currentTip as? WelcomeTip)
            Text("Cartwise")
                .font(.largeTitle.bold())
            Spacer()
            Button("Get Started", action: onContinue)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding()
    }
}
