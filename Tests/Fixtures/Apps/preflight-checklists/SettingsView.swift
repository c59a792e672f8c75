import SwiftUI
import TipKit

struct SettingsView: View {
    @AppStorage("defaultAircraft") private var defaultAircraft = "C172S"
    @AppStorage("iCloudBackup") private var iCloudBackup = false
    private let aircraftTip = DefaultAircraftTip()

    var body: some View {
        Form {
            Section("Aircraft") {
                TipView(aircraftTip)
                Picker("Default Aircraft", selection: $defaultAircraft) {
                    ForEach(["C172S", "PA-28", "DA40"], id: \.self) { Text($0).tag($0) }
                }
                .onChange(of: defaultAircraft) {
                    aircraftTip.invalidate(reason: .actionPerformed)
                }
            }
            Section("Data") {
                Toggle("iCloud Backup", isOn: $iCloudBackup)
            }
        }
        .navigationTitle("Settings")
    }
}
