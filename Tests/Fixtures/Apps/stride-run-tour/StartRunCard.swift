import SwiftUI
import TipKit

struct StartRunCard: View {
    @Environment(TourModel.self) private var tourModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(tourModel.isRunning ? "Running..." : "Ready when you are")
                .font(.title2)
            Button(tourModel.isRunning ? "Stop" : "Start run") {
                tourModel.isRunning.toggle()
                StartRunTip().invalidate(reason: .actionPerformed)
            }
            .buttonStyle(.borderedProminent)
            .popoverTip(tourModel.tour.currentTip as? StartRunTip)
        }
    }
}

struct RouteRow: View {
    @Environment(TourModel.self) private var tourModel

    var body: some View {
        Button {
            tourModel.selectedRoute = "Riverside loop"
            PickRouteTip().invalidate(reason: .actionPerformed)
        } label: {
            Label(tourModel.selectedRoute ?? "Choose a route", systemImage: "map")
        }
        .popoverTip(tourModel.tour.currentTip as? PickRouteTip)
    }
}
