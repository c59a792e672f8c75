import Foundation
import TipKit

/// Keeps the play history. Shared by the list and the record screens.
final class SpinLog {
    static let shared = SpinLog()

    private(set) var entries: [(recordID: Record.ID, date: Date)] = []

    private init() {}

    func recordSpin(of record: Record) {
        entries.append((record.id, .now))
        SortByPlaysTip.spins += 1
    }
}
