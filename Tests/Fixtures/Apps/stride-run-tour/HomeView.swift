import SwiftUI
import TipKit

struct HomeView: View {
    @Environment(TourModel.self) private var tourModel

    var body: some View {
        VStack(spacing: 24) {
            StartRunCard()
            RouteRow()
            Spacer()
        }
        .padding()
        .navigationTitle("Stride")
        .toolbar {
            NavigationLink {
                HistoryView()
            } label: {
                Image(systemName: "clock.arrow.circlepath")
            }
            .popoverTip(tourModel.tour.currentTip as? RunHistoryTip)
        }
    }
}

struct HistoryView: View {
    var body: some View {
        List {
            Text("Morning loop - 5.2 km")
            Text("River path - 8.0 km")
        }
        .navigationTitle("History")
        .onAppear {
            RunHistoryTip().invalidate(reason: .actionPerformed)
        }
    }
}
