import SwiftUI

struct OnboardingView: View {
    let onFinish: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Spacer()
            Text("Hearth")
                .font(.largeTitle.bold())
            FeatureRow(symbol: "flame", text: "Furnace filters, smoke alarms, gutters: never miss a chore.")
            FeatureRow(symbol: "calendar", text: "Reminders follow the seasons where you live.")
            FeatureRow(symbol: "person.2", text: "Share the list with everyone in the house.")
            Spacer()
            Button("Get started", action: onFinish)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .frame(maxWidth: .infinity)
        }
        .padding(32)
    }
}

struct FeatureRow: View {
    let symbol: String
    let text: String

    var body: some View {
        Label(text, systemImage: symbol)
            .font(.body)
    }
}
