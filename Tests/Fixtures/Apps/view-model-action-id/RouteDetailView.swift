import SwiftUI
import TipKit

struct RouteDetailView: View {
    let route: RideRoute
    @EnvironmentObject private var router: Router
    private let elevationTip = ElevationTip()

    var body: some View {
        List {
            Section {
                LabeledContent("Distance", value: "\(route.distanceKm.formatted(.number.precision(.fractionLength(1)))) km")
                LabeledContent("Climbing", value: "\(route.climbMeters) m")
            }
            Section("Elevation") {
                TipView(elevationTip) { action in
                    router.handleElevationTipAction(action)
                }
                RoundedRectangle(cornerRadius: 8)
                    .fill(.orange.gradient)
                    .frame(height: 120)
                    .overlay(alignment: .bottomLeading) {
                        Text("Max \(route.climbMeters / 10) m gain per km")
                            .font(.caption)
                            .padding(6)
                    }
            }
        }
        .navigationTitle(route.name)
    }
}

struct ElevationGuideView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Grade is the height you gain over the distance you ride, as a percentage.")
                Text("Up to 3% feels flat, 6% is a steady climb, and above 10% most riders shift to their lightest gear.")
                Text("Darker sections of the profile mark the steepest 500 m.")
            }
            .padding()
        }
        .navigationTitle("How grades work")
    }
}
