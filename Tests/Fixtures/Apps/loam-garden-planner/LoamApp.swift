import SwiftUI
import TipKit

@main
struct LoamApp: App {
    @State private var router = GardenRouter()
    @StateObject private var store = GardenStore()

    init() {
        do {
            try Tips.configure([.displayFrequency(.immediate)])
        } catch {
            print("Loam: TipKit could not be configured: \(error.localizedDescription)")
        }
    }

    var body: some Scene {
        WindowGroup {
            GardenRootView()
                .environment(router)
                .environmentObject(store)
        }
    }
}
