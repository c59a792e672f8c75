import SwiftUI
import TipKit

struct SaveTrailTip: Tip {
    var title: Text { Text("Save a trail") }
    var message: Text? { Text("Saved trails work offline.") }
}

struct TrailsView: View {
    @State private var saved: [String] = []
    private let saveTip = SaveTrailTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(saveTip)
                ForEach(["Eagle Ridge", "Fern Gully"], id: \.self) { trail in
                    Button(trail) {
                        saved.append(trail)
                        saveTip.invalidate(reason: .actionPerformed)
                    }
                }
            }
            .navigationTitle("Trails")
        }
    }
}
