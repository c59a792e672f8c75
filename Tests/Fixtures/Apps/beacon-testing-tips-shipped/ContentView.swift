import SwiftUI
import TipKit

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    TipView(ShareLocationTip())
                    Button("Share trip") {
                        GoProTip.sharedTrips += 1
                    }
                }
                Section("Pro") {
                    TipView(GoProTip())
                }
            }
            .navigationTitle("Beacon")
        }
    }
}
