import SwiftUI

struct OnboardingFlow: View {
    @StateObject private var model = OnboardingViewModel()

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Spacer()
                if !model.isLastPage {
                    Button("Skip") {
                        model.skip()
                    }
                    .foregroundStyle(.secondary)
                }
            }
            .frame(height: 44)
            .padding(.horizontal)

            TabView(selection: $model.page) {
                OnboardingPageView(
                    symbol: "pills.fill",
                    title: "Every dose, on time",
                    text: "Add the medicines you take and Dosewell keeps the schedule."
                )
                .tag(OnboardingPage.welcome)

                OnboardingPageView(
                    symbol: "lock.shield",
                    title: "Stays on your phone",
                    text: "Your medicines and history never leave this device."
                )
                .tag(OnboardingPage.privacy)

                OnboardingPageView(
                    symbol: "bell.badge",
                    title: "Gentle reminders",
                    text: "A nudge at the right time, and a second one if you miss it."
                )
                .tag(OnboardingPage.reminders)
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                model.advance()
            } label: {
                Text(model.primaryButtonTitle)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
            .padding(.bottom, 32)
        }
    }
}

private struct OnboardingPageView: View {
    let symbol: String
    let title: String
    let text: String

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.system(size: 72))
                .foregroundStyle(.teal)
            Text(title)
                .font(.title.bold())
            Text(text)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)
        }
    }
}
