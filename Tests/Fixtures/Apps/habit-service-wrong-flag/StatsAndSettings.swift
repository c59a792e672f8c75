import SwiftUI
import TipKit

struct StatsView: View {
    private let goalTip = WeeklyGoalTip()

    var body: some View {
        List {
            TipView(goalTip)
            LabeledContent("Current streak", value: "4 days")
            LabeledContent("Best streak", value: "11 days")
        }
        .navigationTitle("Stats")
        .onAppear {
            TipService.shared.markSeen(.stats)
        }
    }
}

struct SettingsView: View {
    @AppStorage("remindersOn") private var remindersOn = true
    private let exportTip = ExportStatsTip()

    var body: some View {
        Form {
            Toggle("Daily reminder", isOn: $remindersOn)
            Section("Data") {
                TipView(exportTip)
                Button("Export CSV") {
                    exportTip.invalidate(reason: .actionPerformed)
                }
            }
        }
        .navigationTitle("Settings")
        .onAppear {
            TipService.shared.markSeen(.settings)
        }
    }
}
