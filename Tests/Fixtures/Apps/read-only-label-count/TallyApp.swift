import SwiftUI
import TipKit

@main
struct TallyApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HabitCounterView()
            }
        }
    }
}
