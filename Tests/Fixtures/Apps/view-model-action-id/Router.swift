import SwiftUI
import TipKit

struct RideRoute: Identifiable, Hashable {
    let id: Int
    var name: String
    var distanceKm: Double
    var climbMeters: Int

    static let saved: [RideRoute] = [
        RideRoute(id: 1, name: "Lakeshore Loop", distanceKm: 42.5, climbMeters: 180),
        RideRoute(id: 2, name: "Col de la Ferme", distanceKm: 68.0, climbMeters: 1_240),
        RideRoute(id: 3, name: "Coffee Ride", distanceKm: 24.3, climbMeters: 95)
    ]
}

enum Destination: Hashable {
    case route(RideRoute)
    case elevationGuide
}

@MainActor
final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func open(_ route: RideRoute) {
        path.append(Destination.route(route))
    }

    func handleElevationTipAction(_ action: Tips.Action) {
        if action.id == "learn-more" {
            path.append(Destination.elevationGuide)
        }
        ElevationTip().invalidate(reason: .actionPerformed)
    }
}
