import SwiftUI
import TipKit

struct RootTabs: View {
    @AppStorage("tideline.onboardingDone") private var onboardingDone = false
    @StateObject private var forecastModel = ForecastViewModel(service: TideService())

    var body: some View {
        TabView {
            ForecastView(viewModel: forecastModel)
                .tabItem { Label("Forecast", systemImage: "chart.xyaxis.line") }

            SpotsView()
                .tabItem { Label("Spots", systemImage: "mappin.and.ellipse") }
        }
        .fullScreenCover(isPresented: Binding(
            get: { !onboardingDone },
            set: { onboardingDone = !$0 }
        )) {
            OnboardingPager {
                onboardingDone = true
            }
        }
    }
}

struct SurfSpot: Identifiable, Hashable {
    let id: String
    let name: String
    let region: String
}

struct SpotsView: View {
    @State private var favoritesOnly = false
    @State private var favorites: Set<SurfSpot.ID> = ["pillar"]
    private let favoriteTip = FavoriteSpotTip()

    private let spots: [SurfSpot] = [
        SurfSpot(id: "pillar", name: "Pillar Point", region: "Half Moon Bay"),
        SurfSpot(id: "linda", name: "Linda Mar", region: "Pacifica"),
        SurfSpot(id: "steamer", name: "Steamer Lane", region: "Santa Cruz")
    ]

    private var visibleSpots: [SurfSpot] {
        favoritesOnly ? spots.filter { favorites.contains($0.id) } : spots
    }

    var body: some View {
        NavigationStack {
            List(visibleSpots) { spot in
                HStack {
                    VStack(alignment: .leading) {
                        Text(spot.name).font(.headline)
                        Text(spot.region).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        if favorites.contains(spot.id) { favorites.remove(spot.id) } else { favorites.insert(spot.id) }
                    } label: {
                        Image(systemName: favorites.contains(spot.id) ? "star.fill" : "star")
                    }
                    .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Spots")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        favoriteTip.invalidate(reason: .actionPerformed)
                        favoritesOnly.toggle()
                    } label: {
                        Label("Favorites", systemImage: favoritesOnly ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle")
                    }
                    .popoverTip(favoriteTip)
                }
            }
        }
    }
}
