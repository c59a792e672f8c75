import Foundation
import TipKit
import UserNotifications

struct Medicine: Identifiable, Hashable {
    let id: UUID
    var name: String
    var dosage: String
    var schedule: String
    var pillsLeft: Int

    init(id: UUID = UUID(), name: String, dosage: String, schedule: String, pillsLeft: Int) {
        self.id = id
        self.name = name
        self.dosage = dosage
        self.schedule = schedule
        self.pillsLeft = pillsLeft
    }

    static let samples: [Medicine] = [
        Medicine(name: "Lisinopril", dosage: "10 mg", schedule: "Every morning", pillsLeft: 24),
        Medicine(name: "Metformin", dosage: "500 mg", schedule: "With breakfast and dinner", pillsLeft: 51),
        Medicine(name: "Vitamin D", dosage: "1000 IU", schedule: "Every morning", pillsLeft: 80)
    ]
}

struct DoseRecord: Identifiable, Hashable {
    let id = UUID()
    var medicineName: String
    var takenAt: Date
}

protocol DoseLogging {
    var history: [DoseRecord] { get }
    func logDose(of medicine: Medicine)
}

final class DoseService: DoseLogging {
    static let shared = DoseService()

    private(set) var history: [DoseRecord] = []

    func logDose(of medicine: Medicine) {
        history.insert(DoseRecord(medicineName: medicine.name, takenAt: .now), at: 0)
        StreakTip.dosesLogged += 1
    }
}

@MainActor
final class MedicineListViewModel: ObservableObject {
    @Published var medicines: [Medicine] = Medicine.samples
    @Published private(set) var remindersEnabled = false

    private let doses: DoseLogging

    init(doses: DoseLogging = DoseService.shared) {
        self.doses = doses
    }

    var history: [DoseRecord] { doses.history }

    func markTaken(_ medicine: Medicine) {
        doses.logDose(of: medicine)
        guard let index = medicines.firstIndex(of: medicine) else { return }
        medicines[index].pillsLeft = max(0, medicines[index].pillsLeft - 1)
    }

    func enableReminders() {
        remindersEnabled = true
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
    }
}
