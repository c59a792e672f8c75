import SwiftUI
import TipKit

struct WelcomeView: View {
    @EnvironmentObject private var session: SessionStore

    var body: some View {
        VStack(spacing: 20) {
            Text("Quayside").font(.largeTitle.bold())
            if session.hasSignedOutBefore {
                TipView(WelcomeBackTip())
            }
            Button("Sign In") {
                session.signIn()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
