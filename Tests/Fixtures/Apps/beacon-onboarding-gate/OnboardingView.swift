import SwiftUI
import TipKit

struct OnboardingView: View {
    @AppStorage("beacon.hasOnboarded") private var hasOnboarded = false
    @State private var page = 0

    var body: some View {
        VStack(spacing: 24) {
            TipView(TourTip())
            TabView(selection: $page) {
                Text("Find stations near you").tag(0)
                Text("Hear them live").tag(1)
            }
            .tabViewStyle(.page)
            Button("Get Started") {
                hasOnboarded = true
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
