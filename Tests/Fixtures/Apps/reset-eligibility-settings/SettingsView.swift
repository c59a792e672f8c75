import SwiftUI

struct SettingsView: View {
    @Environment(NotesModel.self) private var model
    @AppStorage("monospacedNotes") private var monospaced = false

    var body: some View {
        Form {
            Section("Editor") {
                Toggle("Monospaced font", isOn: $monospaced)
            }
            Section {
                Button("Show tips again") {
                    model.showTipsAgain()
                }
            } footer: {
                Text("Brings back hints you've already acted on.")
            }
        }
        .navigationTitle("Settings")
    }
}
