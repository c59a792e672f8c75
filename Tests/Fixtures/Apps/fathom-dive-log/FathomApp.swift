import SwiftUI
import TipKit

@main
struct FathomApp: App {
    @State private var logbook = Logbook()

    init() {
        // One new tip a day at most; a tour that fires everything at once felt naggy in TestFlight.
        try? Tips.configure([.displayFrequency(.daily)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LogbookView()
            }
            .environment(logbook)
        }
    }
}
