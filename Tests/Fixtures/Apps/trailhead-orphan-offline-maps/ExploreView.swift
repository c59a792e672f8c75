import SwiftUI
import TipKit

struct Trail: Identifiable, Hashable {
    let id: Int
    var name: String
    var miles: Double

    static let nearby: [Trail] = [
        Trail(id: 1, name: "Cedar Falls Loop", miles: 4.2),
        Trail(id: 2, name: "Hawk Ridge", miles: 7.8),
        Trail(id: 3, name: "Millpond Path", miles: 2.1)
    ]
}

enum Route: Hashable {
    case trail(Trail)
    case offlineMaps
}

struct ExploreView: View {
    @Binding var tab: AppTab
    private let filterTip = TrailFilterTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(filterTip)
                Section("Near you") {
                    ForEach(Trail.nearby) { trail in
                        NavigationLink(value: Route.trail(trail)) {
                            LabeledContent(trail.name, value: "\(trail.miles.formatted()) mi")
                        }
                    }
                }
                Section {
                    Button("See saved trails") {
                        tab = .saved
                    }
                }
            }
            .navigationTitle("Explore")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .trail(let trail):
                    TrailDetailView(trail: trail)
                case .offlineMaps:
                    OfflineMapsView()
                }
            }
        }
    }
}
