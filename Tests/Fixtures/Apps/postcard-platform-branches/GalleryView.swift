import SwiftUI
import TipKit

struct GalleryView: View {
    @State private var isComposing = false
    private let composeTip = ComposeTip()

    var body: some View {
        NavigationStack {
            VStack {
                List {
                    Text("Lisbon, tram 28")
                    Text("Porto, Ribeira")
                }
                Button("Compose") {
                    composeTip.invalidate(reason: .actionPerformed)
                    Haptics.tap()
                    isComposing = true
                }
                .popoverTip(composeTip)
            }
            .navigationTitle("Postcards")
            #if os(iOS)
            .sheet(isPresented: $isComposing) {
                ComposeView()
            }
            #elseif os(macOS)
            .popover(isPresented: $isComposing) {
                ComposeView().frame(minWidth: 420)
            }
            #endif
        }
    }
}
