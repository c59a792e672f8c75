import SwiftUI
import TipKit
import UniformTypeIdentifiers

struct SettingsView: View {
    @AppStorage("showFahrenheit") private var showFahrenheit = false
    @State private var isImporting = false
    private let importTip = ImportNotesTip()

    var body: some View {
        Form {
            Section("Units") {
                Toggle("Show temperatures in °F", isOn: $showFahrenheit)
            }
            Section("Data") {
                TipView(importTip)
                Button("Import from CSV…") {
                    isImporting = true
                    importTip.invalidate(reason: .actionPerformed)
                }
            }
        }
        .navigationTitle("Settings")
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText]) { _ in }
    }
}
