import SwiftUI
import TipKit

@main
struct OrreryApp: App {
    @State private var coordinator = AppCoordinator()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            OrreryRootView()
                .environment(coordinator)
        }
    }
}

struct OrreryRootView: View {
    @Environment(AppCoordinator.self) private var coordinator

    /// First-night tour. Each step waits until the one before it is done.
    @State private var tour = TipGroup(.ordered) {
        ChooseTargetTip()
        LogObservationTip()
        LogbookTip()
    }

    var body: some View {
        @Bindable var coordinator = coordinator
        NavigationStack(path: $coordinator.path) {
            TonightView(coordinator: coordinator, tips: tour)
                .navigationDestination(for: Destination.self) { destination in
                    switch destination {
                    case .target(let target):
                        TargetDetailView(target: target, coordinator: coordinator, tips: tour)
                    case .logbook:
                        LogbookView()
                    }
                }
        }
        .sheet(item: $coordinator.sheet) { sheet in
            switch sheet {
            case .logObservation(let target):
                LogObservationSheet(target: target, coordinator: coordinator)
            case .equipment:
                EquipmentSheet()
            }
        }
        .tint(.indigo)
    }
}
