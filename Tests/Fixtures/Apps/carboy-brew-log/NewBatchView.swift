import SwiftUI
import TipKit

struct NewBatchView: View {
    @EnvironmentObject private var store: BatchStore
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var style = "American Pale Ale"
    @State private var originalGravity = 1.050

    private static let styles = ["American Pale Ale", "Oatmeal Stout", "Saison", "Hefeweizen", "West Coast IPA"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Batch name", text: $name)
                Picker("Style", selection: $style) {
                    ForEach(Self.styles, id: \.self) { Text($0) }
                }
                Stepper(value: $originalGravity, in: 1.020...1.120, step: 0.002) {
                    LabeledContent("Original gravity",
                                   value: originalGravity.formatted(.number.precision(.fractionLength(3))))
                }
            }
            .navigationTitle("New Batch")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }

    private func save() {
        store.add(name: name, style: style, originalGravity: originalGravity)
        dismiss()
        // Give the sheet time to slide away before the list's archive hint appears.
        Timer.scheduledTimer(withTimeInterval: 0.8, repeats: false) { _ in
            ArchiveTip.hasAddedBatch = true
        }
    }
}
