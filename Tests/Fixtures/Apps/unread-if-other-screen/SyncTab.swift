import SwiftUI

struct SyncTab: View {
    @StateObject private var model = SyncModel()

    var body: some View {
        NavigationStack {
            Form {
                Section("Status") {
                    Text(model.statusLine)
                    if model.plan == .plus {
                        Label("Sprout Plus", systemImage: "sparkles")
                    }
                    if model.feedingSeason {
                        Label("Feeding season has started", systemImage: "leaf.arrow.circlepath")
                            .foregroundStyle(.green)
                    }
                }
                Section {
                    Toggle("Sync on Wi-Fi only", isOn: $model.wifiOnly)
                    Button("Sync now") {
                        Task { await model.syncNow() }
                    }
                    .disabled(!model.canSync)
                }
                switch model.state {
                case .conflict:
                    Section("Resolve") {
                        Button("Keep this iPhone's plants") { model.resolveConflicts(keepLocal: true) }
                        Button("Use the other device's plants") { model.resolveConflicts(keepLocal: false) }
                    }
                default:
                    EmptyView()
                }
            }
            .navigationTitle("Sync")
        }
    }
}
