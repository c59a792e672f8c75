import SwiftUI
import TipKit

struct CardTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                configuration.image?
                    .foregroundStyle(.green)
                configuration.title?
                    .font(.headline)
                Spacer()
                Image(systemName: "xmark")
                    .foregroundStyle(.secondary)
                    .onTapGesture {
                        configuration.tip.invalidate(reason: .tipClosed)
                    }
            }
            configuration.message?
                .font(.subheadline)
                .foregroundStyle(.secondary)
            ForEach(configuration.actions) { action in
                Button(action: action.handler) {
                    action.label()
                }
                .buttonStyle(.borderedProminent)
                .tint(.green)
            }
        }
        .padding()
        .background(.green.opacity(0.08), in: RoundedRectangle(cornerRadius: 16))
    }
}

extension TipViewStyle where Self == CardTipStyle {
    static var card: Self { .init() }
}
