import SwiftUI

struct SettingsView: View {
    @Environment(ProjectStore.self) private var store
    @AppStorage("hapticsEnabled") private var hapticsEnabled = true
    @State private var isBackingUp = false
    @State private var backupMessage: String?

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Haptic feedback", isOn: $hapticsEnabled)

                Section {
                    Button {
                        backUp()
                    } label: {
                        if isBackingUp {
                            ProgressView()
                        } else {
                            Text("Back Up Now")
                        }
                    }
                    .disabled(isBackingUp)
                } footer: {
                    if let backupMessage {
                        Text(backupMessage)
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }

    private func backUp() {
        isBackingUp = true
        Task {
            defer { isBackingUp = false }
            do {
                let data = try JSONEncoder().encode(store.finished)
                let url = URL.documentsDirectory.appending(path: "backup-\(Int(Date.now.timeIntervalSince1970)).json")
                try await Task.detached { try data.write(to: url, options: .atomic) }.value
                backupMessage = "Backed up \(store.finished.count) projects."
            } catch {
                backupMessage = "Backup failed: \(error.localizedDescription)"
            }
        }
    }
}
