import SwiftUI
import TipKit

struct SettingsView: View {
    @AppStorage("fermentationAlerts") private var alertsOn = false
    @AppStorage("alertHighTemperature") private var highTemperature = 22

    private let alertRangeTip = AlertRangeTip()

    var body: some View {
        Form {
            Section {
                Toggle("Temperature alerts", isOn: $alertsOn)
                TipView(alertRangeTip)
            } footer: {
                Text("Alerts need a paired Carboy fermenter sensor.")
            }

            if alertsOn {
                Section("Alert Range") {
                    Stepper("Warn above \(highTemperature) °C", value: $highTemperature, in: 15...30)
                }
            }
        }
        .navigationTitle("Settings")
        .onChange(of: alertsOn) { _, isOn in
            AlertRangeTip.alertsEnabled = isOn
        }
        .onChange(of: highTemperature) {
            alertRangeTip.invalidate(reason: .actionPerformed)
        }
    }
}
