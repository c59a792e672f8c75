import SwiftUI
import TipKit

@main
struct StopbathApp: App {
    var body: some Scene {
        WindowGroup {
            DevelopView()
                .task {
                    do {
                        try Tips.configure([.displayFrequency(.immediate)])
                    } catch {
                        print("Stopbath: could not configure tips: \(error)")
                    }
                }
        }
    }
}
