import SwiftUI
import TipKit

struct AgitationView: View {
    @ObservedObject var session: DevelopSession

    private let agitationTip = AgitationTip()

    var body: some View {
        List {
            TipView(agitationTip)
                .tipViewStyle(TourStepStyle(next: PresetTip.self))

            Section("Pattern") {
                Picker("Agitation", selection: $session.agitation) {
                    ForEach(AgitationPattern.allCases) { pattern in
                        Text(pattern.rawValue).tag(pattern)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }

            Section("Each agitation") {
                Stepper("\(session.inversions) inversions", value: $session.inversions, in: 1...8)
            }

            Section {
                Text("Tap the tank gently on the bench after each agitation to free air bubbles.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Agitation")
    }
}
