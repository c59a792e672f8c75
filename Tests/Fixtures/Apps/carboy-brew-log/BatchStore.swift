import Foundation
import TipKit

struct GravityReading: Identifiable, Hashable {
    let id = UUID()
    var gravity: Double
    var takenAt: Date
}

struct Batch: Identifiable, Hashable {
    let id: UUID
    var name: String
    var style: String
    var brewedOn: Date
    var originalGravity: Double
    var readings: [GravityReading] = []
    var isArchived = false

    var currentGravity: Double { readings.last?.gravity ?? originalGravity }

    /// Apparent attenuation, 0...1.
    var attenuation: Double {
        guard originalGravity > 1 else { return 0 }
        return (originalGravity - currentGravity) / (originalGravity - 1)
    }

    static let samples: [Batch] = [
        Batch(id: UUID(), name: "Porch Pale", style: "American Pale Ale",
              brewedOn: .now.addingTimeInterval(-5 * 86_400), originalGravity: 1.052),
        Batch(id: UUID(), name: "Winter Stout", style: "Oatmeal Stout",
              brewedOn: .now.addingTimeInterval(-12 * 86_400), originalGravity: 1.064)
    ]
}

@MainActor
final class BatchStore: ObservableObject {
    @Published private(set) var batches: [Batch]

    init(batches: [Batch] = Batch.samples) {
        self.batches = batches
    }

    var activeBatches: [Batch] {
        batches.filter { !$0.isArchived }
    }

    func batch(with id: Batch.ID) -> Batch? {
        batches.first { $0.id == id }
    }

    func add(name: String, style: String, originalGravity: Double) {
        let batch = Batch(id: UUID(), name: name, style: style, brewedOn: .now, originalGravity: originalGravity)
        batches.insert(batch, at: 0)
    }

    func archive(_ id: Batch.ID) {
        guard let index = batches.firstIndex(where: { $0.id == id }) else { return }
        batches[index].isArchived = true
        ArchiveTip().invalidate(reason: .actionPerformed)
    }

    func logReading(_ gravity: Double, for id: Batch.ID) {
        guard let index = batches.firstIndex(where: { $0.id == id }) else { return }
        batches[index].readings.append(GravityReading(gravity: gravity, takenAt: .now))
        GravityTip().invalidate(reason: .actionPerformed)
        Task {
            await AttenuationTip.readingLogged.donate()
        }
    }
}
