import SwiftUI
import TipKit

struct SettingsView: View {
    @AppStorage("beacon.hasOnboarded") private var hasOnboarded = false

    var body: some View {
        Form {
            Button("Replay the tour") {
                hasOnboarded = false
            }
            .popoverTip(ReplayTourTip())
        }
        .navigationTitle("Settings")
    }
}
