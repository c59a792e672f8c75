import SwiftUI
import TipKit

struct RoutesView: View {
    @EnvironmentObject private var router: Router
    private let welcomeTip = WelcomeTip()

    var body: some View {
        List {
            TipView(welcomeTip)
            ForEach(RideRoute.saved) { route in
                Button {
                    router.open(route)
                } label: {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(route.name).font(.headline)
                        Text("\(route.distanceKm, format: .number.precision(.fractionLength(1))) km · \(route.climbMeters) m up")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle("Waypoint")
    }
}
