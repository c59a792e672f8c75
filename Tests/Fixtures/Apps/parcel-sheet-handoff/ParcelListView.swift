import SwiftUI
import TipKit

struct ParcelListView: View {
    @State private var parcels: [Parcel] = [
        Parcel(id: UUID(), code: "1Z999AA10123456784", carrier: "UPS", status: "Out for delivery")
    ]
    @State private var isAdding = false
    private let trackTip = TrackParcelTip()

    var body: some View {
        List {
            TipView(trackTip)
            ForEach(parcels) { parcel in
                NavigationLink(value: parcel) {
                    VStack(alignment: .leading) {
                        Text(parcel.carrier).font(.headline)
                        Text(parcel.status).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle("Parcels")
        .navigationDestination(for: Parcel.self) { parcel in
            ParcelDetailView(parcel: parcel)
        }
        .toolbar {
            Button {
                isAdding = true
                trackTip.invalidate(reason: .actionPerformed)
            } label: {
                Image(systemName: "plus")
            }
        }
        .sheet(isPresented: $isAdding) {
            AddParcelSheet { parcel in
                parcels.append(parcel)
            }
        }
    }
}

struct ParcelDetailView: View {
    let parcel: Parcel
    @State private var alertsOn = false
    private let alertsTip = DeliveryAlertsTip()

    var body: some View {
        List {
            LabeledContent("Carrier", value: parcel.carrier)
            LabeledContent("Tracking number", value: parcel.code)
            LabeledContent("Status", value: parcel.status)
        }
        .navigationTitle(parcel.carrier)
        .toolbar {
            Button {
                alertsOn.toggle()
                alertsTip.invalidate(reason: .actionPerformed)
            } label: {
                Image(systemName: alertsOn ? "bell.fill" : "bell")
            }
            .popoverTip(alertsTip)
        }
    }
}
