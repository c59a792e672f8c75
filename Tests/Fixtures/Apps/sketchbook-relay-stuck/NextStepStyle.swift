import SwiftUI
import TipKit

struct NextStepStyle<Next: TourStep>: TipViewStyle {
    let next: Next.Type

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.image?
                    .foregroundStyle(.tint)
                configuration.title?
                    .font(.headline)
            }
            configuration.message?
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Button("Next") {
                configuration.tip.invalidate(reason: .actionPerformed)
                next.show = true
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding()
    }
}
