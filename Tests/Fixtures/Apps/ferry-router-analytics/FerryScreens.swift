import SwiftUI
import TipKit

struct HomeView: View {
    @EnvironmentObject private var router: Router
    private let favoriteTip = FavoriteRouteTip()

    var body: some View {
        List {
            TipView(favoriteTip)
            Section("Departures") {
                ForEach(Trip.today) { trip in
                    Button {
                        router.push(.trip(trip))
                    } label: {
                        LabeledContent("\(trip.from) to \(trip.to)", value: trip.departs)
                    }
                }
            }
            Section {
                WideButton(title: "Buy ticket") {
                    router.push(.checkout)
                }
            }
        }
        .navigationTitle("Ferry")
    }
}

struct TripDetailView: View {
    let trip: Trip
    private let trackingTip = LiveTrackingTip()

    var body: some View {
        List {
            TipView(trackingTip)
            LabeledContent("Departs", value: trip.departs)
            LabeledContent("Crossing", value: "35 min")
        }
        .navigationTitle(trip.to)
        .onAppear {
            Analytics.shared.track(.tripViewed)
        }
    }
}

struct CheckoutView: View {
    @EnvironmentObject private var router: Router
    private let payTip = PayTip()

    var body: some View {
        Form {
            LabeledContent("Adult single", value: "€4.20")
            Button {
                payTip.invalidate(reason: .actionPerformed)
                Analytics.shared.track(.ticketPurchased)
                router.popToRoot()
            } label: {
                Label("Pay", systemImage: "wallet.pass")
            }
            .popoverTip(payTip)
        }
        .navigationTitle("Checkout")
        .onAppear {
            Analytics.shared.track(.checkoutOpened)
        }
    }
}
