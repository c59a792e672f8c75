import SwiftUI
import TipKit

struct ListsView: View {
    @EnvironmentObject private var appState: AppState

    var body: some View {
        NavigationStack {
            List(appState.lists, id: \.self) { name in
                Text(name)
            }
            .navigationTitle("Lists")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    ShareLink(item: URL(string: "https://example.com/cartwise/list")!) {
                        Image(systemName: "person.2")
                    }
                    .popoverTip(appState.tour.currentTip as? ShareListTip)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        appState.addList()
                    } label: {
                        Image(systemName: "plus")
                    }
                    .popoverTip(appState.tour.currentTip as? NewListTip)
                }
            }
        }
    }
}
