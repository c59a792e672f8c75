import SwiftUI

struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss
    @State var viewModel: AddBookViewModel

    var body: some View {
        NavigationStack {
            Form {
                Section("Details") {
                    TextField("Title", text: $viewModel.title)
                    TextField("Author", text: $viewModel.author)
                }
                Section("Length") {
                    Stepper("\(viewModel.pageCount) pages", value: $viewModel.pageCount, in: 10...2000, step: 10)
                }
            }
            .navigationTitle("New Book")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        viewModel.save()
                        dismiss()
                    }
                    .disabled(!viewModel.canSave)
                }
            }
        }
    }
}
