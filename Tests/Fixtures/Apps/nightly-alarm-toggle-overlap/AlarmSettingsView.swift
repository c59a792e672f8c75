import SwiftUI
import TipKit

struct AlarmSettingsView: View {
    @AppStorage("smartAlarm") private var smartAlarm = false
    @AppStorage("wakeWindowMinutes") private var wakeWindow = 30
    private let smartAlarmTip = SmartAlarmTip()
    private let wakeWindowTip = WakeWindowTip()

    var body: some View {
        Form {
            Section {
                TipView(smartAlarmTip)
                Toggle("Smart alarm", isOn: $smartAlarm)
            }
            Section("Wake window") {
                TipView(wakeWindowTip)
                Stepper("\(wakeWindow) minutes early", value: $wakeWindow, in: 10...45, step: 5)
            }
        }
        .navigationTitle("Alarm")
        .onChange(of: smartAlarm) { _, new in
            WakeWindowTip.smartAlarmOn = new
        }
    }
}
