import SwiftUI
import TipKit

struct HomeView: View {
    private let floorPlanTip = FloorPlanTip()
    @State private var showsFloorPlan = false

    var body: some View {
        NavigationStack {
            List {
                TipView(floorPlanTip)
                Section("Today") {
                    NavigationLink(value: Route.tour) {
                        Label("Audio tour: Northern Light", systemImage: "headphones")
                    }
                    Button {
                        showsFloorPlan = true
                        floorPlanTip.invalidate(reason: .actionPerformed)
                    } label: {
                        Label("Floor plan", systemImage: "map")
                    }
                }
                Section {
                    NavigationLink(value: Route.settings) {
                        Label("Settings", systemImage: "gearshape")
                    }
                }
            }
            .navigationTitle("Halvorsen Museum")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .tour:
                    AudioTourView()
                case .settings:
                    GuideSettingsView()
                }
            }
            .sheet(isPresented: $showsFloorPlan) {
                FloorPlanSheet()
            }
        }
    }
}

struct FloorPlanSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Image(systemName: "square.grid.3x3.topleft.filled")
                .font(.system(size: 120))
                .foregroundStyle(.teal)
                .navigationTitle("Floor plan")
                .toolbar {
                    Button("Done") { dismiss() }
                }
        }
    }
}
