import SwiftUI
import TipKit

struct OnboardingView: View {
    @AppStorage("cadence.hasOnboarded") private var hasOnboarded = false
    @State private var currentPage = 0

    private let pages = OnboardingPage.pages
    private let zonesTip = PaceZonesTip()

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Spacer()
                if currentPage < pages.count - 1 {
                    Button("Skip") {
                        finish()
                    }
                }
            }
            .frame(height: 44)
            .padding(.horizontal)

            TabView(selection: $currentPage) {
                ForEach(pages.indices, id: \.self) { index in
                    OnboardingPageView(page: pages[index])
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            if currentPage == 2 {
                TipView(zonesTip)
                    .padding(.horizontal)
            }

            HStack {
                Button("Back") {
                    if currentPage > 0 {
                        withAnimation { currentPage -= 1 }
                    }
                }
                .disabled(currentPage == 0)

                Spacer()

                Button(currentPage == pages.count - 1 ? "Get Started" : "Next") {
                    if currentPage < pages.count - 1 {
                        withAnimation { currentPage += 1 }
                    } else {
                        finish()
                    }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }

    private func finish() {
        hasOnboarded = true
    }
}
