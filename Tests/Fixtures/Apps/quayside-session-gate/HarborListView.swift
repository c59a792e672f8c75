import SwiftUI
import TipKit

struct HarborListView: View {
    @EnvironmentObject private var session: SessionStore
    private let favoriteTip = FavoriteHarborTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(favoriteTip)
                Button {
                    favoriteTip.invalidate(reason: .actionPerformed)
                } label: {
                    Label("Pin Brixham", systemImage: "star")
                }
                NavigationLink("Account") {
                    AccountView()
                }
            }
            .navigationTitle("Harbors")
        }
    }
}
