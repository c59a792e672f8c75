import SwiftUI
import TipKit

struct GardenRootView: View {
    @Environment(GardenRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            GardenHomeView()
                .navigationDestination(for: GardenRoute.self) { route in
                    switch route {
                    case .newBed:
                        BedWizardView()
                    case .bed(let id):
                        BedDetailView(bedID: id)
                    case .calendar:
                        PlantingCalendarView()
                    }
                }
        }
    }
}

struct GardenHomeView: View {
    @EnvironmentObject private var store: GardenStore
    @Environment(GardenRouter.self) private var router

    private let calendarTip = PlantingCalendarTip()

    var body: some View {
        List {
            Section {
                ForEach(store.beds) { bed in
                    NavigationLink(value: GardenRoute.bed(bed.id)) {
                        VStack(alignment: .leading) {
                            Text(bed.name)
                                .font(.headline)
                            Text("\(bed.area) sq ft · \(bed.soil.displayName)")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            } header: {
                Text("Beds")
            } footer: {
                Text("\(store.totalArea) sq ft planned")
            }

            Section("Plan") {
                Button {
                    router.push(.newBed)
                } label: {
                    Label("New Bed", systemImage: "plus.square")
                }

                Button {
                    calendarTip.invalidate(reason: .actionPerformed)
                    router.push(.calendar)
                } label: {
                    Label("Planting Calendar", systemImage: "calendar")
                }
                .popoverTip(calendarTip)
            }
        }
        .navigationTitle("Loam")
    }
}

struct BedDetailView: View {
    let bedID: GardenBed.ID
    @EnvironmentObject private var store: GardenStore

    var body: some View {
        if let bed = store.bed(with: bedID) {
            List {
                LabeledContent("Size", value: "\(bed.widthFeet) x \(bed.lengthFeet) ft")
                LabeledContent("Soil", value: bed.soil.displayName)
                Section("Watering") {
                    Text(bed.soil.wateringNote)
                }
                Section("Plants") {
                    ForEach(bed.plants, id: \.self) { Text($0) }
                }
            }
            .navigationTitle(bed.name)
        } else {
            ContentUnavailableView("Bed not found", systemImage: "questionmark.square.dashed")
        }
    }
}

struct PlantingCalendarView: View {
    @EnvironmentObject private var store: GardenStore

    var body: some View {
        List(store.beds) { bed in
            Section(bed.name) {
                ForEach(bed.plants, id: \.self) { plant in
                    LabeledContent(plant, value: bed.soil == .clay ? "Late April" : "Early April")
                }
            }
        }
        .navigationTitle("Planting Calendar")
    }
}
