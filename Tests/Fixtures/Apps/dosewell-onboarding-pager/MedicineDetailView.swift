import SwiftUI
import TipKit

struct MedicineDetailView: View {
    let medicine: Medicine
    @State private var refillScheduled = false
    private let refillTip = RefillTip()

    var body: some View {
        Form {
            Section {
                LabeledContent("Dosage", value: medicine.dosage)
                LabeledContent("Schedule", value: medicine.schedule)
                LabeledContent("Pills left", value: "\(medicine.pillsLeft)")
            }
            if refillScheduled {
                Section {
                    Label("We'll remind you a week before you run out.", systemImage: "checkmark.circle")
                        .foregroundStyle(.teal)
                }
            }
        }
        .navigationTitle(medicine.name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    scheduleRefill()
                } label: {
                    Label("Refill Reminder", systemImage: "cross.vial")
                }
                .popoverTip(refillTip)
            }
        }
    }

    private func scheduleRefill() {
        refillScheduled = true
        refillTip.invalidate(reason: .actionPerformed)
    }
}

struct HistoryView: View {
    let records: [DoseRecord]
    private let streakTip = StreakTip()

    var body: some View {
        List {
            TipView(streakTip)
            ForEach(records) { record in
                HStack {
                    Text(record.medicineName)
                    Spacer()
                    Text(record.takenAt, style: .time)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("History")
    }
}
