import SwiftUI
import TipKit

enum OnboardingPage: Int, CaseIterable, Identifiable {
    case welcome
    case privacy
    case reminders

    var id: Int { rawValue }

    var next: OnboardingPage? {
        OnboardingPage(rawValue: rawValue + 1)
    }
}

@MainActor
final class OnboardingViewModel: ObservableObject {
    @Published var page: OnboardingPage = .welcome
    @AppStorage("didOnboard") private var didOnboard = false

    var isLastPage: Bool { page.next == nil }

    var primaryButtonTitle: String {
        isLastPage ? "Get Started" : "Next"
    }

    func advance() {
        if let next = page.next {
            withAnimation { page = next }
        } else {
            finish()
        }
    }

    func skip() {
        didOnboard = true
    }

    private func finish() {
        Task {
            await DoseTips.onboardingFinished.donate()
        }
        didOnboard = true
    }
}
