import SwiftUI
import TipKit

struct OnboardingPager: View {
    @StateObject private var viewModel = OnboardingViewModel()
    private let swipeTip = SwipePagesTip()
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            TipView(swipeTip)
                .padding(.horizontal)

            TabView(selection: $viewModel.step) {
                page(viewModel.pages[0]).tag(0)
                page(viewModel.pages[1]).tag(1)
                page(viewModel.pages[2]).tag(2)
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            if viewModel.step < 2 {
                Button("Next") {
                    withAnimation { viewModel.next() }
                }
                .buttonStyle(.borderedProminent)
            } else {
                Button("Get Started") {
                    viewModel.finish()
                    onFinish()
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .padding(.vertical, 32)
        .onChange(of: viewModel.step) { _, newStep in
            if newStep > 0 {
                swipeTip.invalidate(reason: .actionPerformed)
            }
        }
    }

    private func page(_ page: OnboardingPage) -> some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text(page.title).font(.title.bold())
            Text(page.body)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)
        }
    }
}
