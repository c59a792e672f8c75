import SwiftUI
import TipKit

struct MedicineListScreen: View {
    @StateObject private var model = MedicineListViewModel()
    private let remindersTip = RemindersTip()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TipView(remindersTip) { action in
                        if action.id == "turn-on" {
                            model.enableReminders()
                            remindersTip.invalidate(reason: .actionPerformed)
                        }
                    }
                }

                Section("Today") {
                    ForEach(model.medicines) { medicine in
                        NavigationLink(value: medicine) {
                            MedicineRow(medicine: medicine)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Taken", systemImage: "checkmark") {
                                model.markTaken(medicine)
                            }
                            .tint(.teal)
                        }
                    }
                }
            }
            .navigationTitle("Medicines")
            .navigationDestination(for: Medicine.self) { medicine in
                MedicineDetailView(medicine: medicine)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink {
                        HistoryView(records: model.history)
                    } label: {
                        Label("History", systemImage: "clock.arrow.circlepath")
                    }
                }
            }
        }
    }
}

private struct MedicineRow: View {
    let medicine: Medicine

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(medicine.name) \(medicine.dosage)")
                .font(.headline)
            Text(medicine.schedule)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
