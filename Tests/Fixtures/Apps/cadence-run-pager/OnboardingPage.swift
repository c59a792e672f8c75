import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String

    static let pages: [OnboardingPage] = [
        OnboardingPage(
            id: 0,
            symbol: "figure.run",
            title: "Run at your pace",
            detail: "Cadence coaches you with gentle cues instead of a stopwatch."
        ),
        OnboardingPage(
            id: 1,
            symbol: "map",
            title: "Every route remembered",
            detail: "Runs are kept on this iPhone with their distance and splits."
        ),
        OnboardingPage(
            id: 2,
            symbol: "heart.text.square",
            title: "Train in zones",
            detail: "Keep easy runs easy and hard runs honest."
        ),
        OnboardingPage(
            id: 3,
            symbol: "checkmark.circle",
            title: "Ready when you are",
            detail: "Lace up and start your first run."
        )
    ]
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text(page.title)
                .font(.title.bold())
            Text(page.detail)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(32)
    }
}
