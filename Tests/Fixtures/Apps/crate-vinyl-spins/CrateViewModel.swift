import Foundation
import TipKit

@MainActor
final class CrateViewModel: ObservableObject {
    @Published var records: [Record] = Record.samples
    @Published private(set) var lastSpun: Record.ID?

    private let spinLog: SpinLog

    init(spinLog: SpinLog = .shared) {
        self.spinLog = spinLog
    }

    func records(sortedBy sort: CrateSort) -> [Record] {
        switch sort {
        case .artist: records.sorted { $0.artist < $1.artist }
        case .year: records.sorted { $0.year < $1.year }
        case .mostPlayed: records.sorted { $0.spins > $1.spins }
        }
    }

    func logSpin(_ record: Record) {
        spinLog.recordSpin(of: record)
        SwipeToSpinTip().invalidate(reason: .actionPerformed)
        if let index = records.firstIndex(where: { $0.id == record.id }) {
            records[index].spins += 1
        }
        lastSpun = record.id
    }

    func delete(_ record: Record) {
        records.removeAll { $0.id == record.id }
    }

    func current(_ record: Record) -> Record {
        records.first { $0.id == record.id } ?? record
    }
}
