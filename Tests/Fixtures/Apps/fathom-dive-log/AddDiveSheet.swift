import SwiftUI
import TipKit

struct AddDiveSheet: View {
    @Environment(Logbook.self) private var logbook
    @Environment(\.dismiss) private var dismiss
    @State private var viewModel = AddDiveViewModel()

    var body: some View {
        NavigationStack {
            Form {
                Section("Dive") {
                    TextField("Site", text: $viewModel.site)
                    TextField("Max depth (m)", text: $viewModel.depth)
                        #if os(iOS)
                        .keyboardType(.decimalPad)
                        #endif
                    DatePicker("Date", selection: $viewModel.date, displayedComponents: .date)
                }
                Section("Buddy") {
                    TextField("Name", text: $viewModel.buddy)
                }
            }
            .navigationTitle("New Dive")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }
                        .disabled(!viewModel.canSave)
                }
            }
        }
    }

    private func save() {
        logbook.add(viewModel.makeDive())
        Task { await FathomTips.diveLogged.donate() }
        dismiss()
    }
}
