import SwiftUI
import TipKit

@main
struct CarboyApp: App {
    @StateObject private var store = BatchStore()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BatchListView()
            }
            .environmentObject(store)
        }
    }
}
