import SwiftUI
import TipKit

struct AddParcelSheet: View {
    let onAdd: (Parcel) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var code = ""
    private let api = CarrierAPI()
    private let retryTip = RetryLaterTip()

    var body: some View {
        NavigationStack {
            Form {
                TipView(retryTip)
                TextField("Tracking number", text: $code)
                    .textInputAutocapitalization(.characters)
                    .autocorrectionDisabled()
            }
            .navigationTitle("Add parcel")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        Task {
                            do {
                                let parcel = try await api.register(code: code)
                                await DeliveryAlertsTip.parcelAdded.donate()
                                onAdd(parcel)
                                dismiss()
                            } catch {
                                RetryLaterTip.lookupFailed = true
                            }
                        }
                    }
                }
            }
        }
    }
}
