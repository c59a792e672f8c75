import SwiftUI
import TipKit

@main
struct StrideApp: App {
    @State private var tourModel = TourModel()

    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(tourModel)
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            HomeView()
        }
    }
}
