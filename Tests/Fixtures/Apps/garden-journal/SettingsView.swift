import SwiftUI
import TipKit

struct SettingsView: View {
    @AppStorage("autoSave") private var isOn = false
    private let autoSaveTip = AutoSaveTip()

    var body: some View {
        Form {
            Section {
                TipView(autoSaveTip) { action in
                    if action.id == "turn-on" {
                        isOn = true
                    }
                }
                Toggle("Auto-save", isOn: $isOn)
            }
        }
        .navigationTitle("Settings")
        .onChange(of: isOn) { _, new in
            AutoSaveTip.enabled = new
        }
    }
}
