import SwiftUI
import TipKit

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Message", text: $text)
                TipView(StampTip())
                Button("Send") {
                    Haptics.tap()
                    dismiss()
                }
            }
            #if canImport(UIKit)
            .scrollDismissesKeyboard(.interactively)
            #endif
            .onAppear {
                StampTip.hasOpenedComposer = true
            }
        }
    }
}
