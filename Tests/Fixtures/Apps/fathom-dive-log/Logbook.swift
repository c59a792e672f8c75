import Foundation
import Observation

struct Dive: Identifiable, Hashable {
    let id = UUID()
    var site: String
    var maxDepth: Double?
    var buddy: String
    var date: Date
}

/// Dives live in memory until the CloudKit store lands; each launch starts with an empty logbook.
@Observable
final class Logbook {
    private(set) var dives: [Dive] = []

    func add(_ dive: Dive) { dives.insert(dive, at: 0) }
    func delete(at offsets: IndexSet) { dives.remove(atOffsets: offsets) }

    var deepest: Double? { dives.compactMap(\.maxDepth).max() }

    var csv: String {
        let rows = dives.map { "\($0.date.formatted(.iso8601)),\($0.site),\($0.maxDepth ?? 0),\($0.buddy)" }
        return (["date,site,max_depth_m,buddy"] + rows).joined(separator: "\n")
    }
}

@Observable
final class AddDiveViewModel {
    var site = ""
    var depth = ""
    var buddy = ""
    var date = Date.now

    var canSave: Bool {
        !site.trimmingCharacters(in: .whitespaces).isEmpty
    }

    func makeDive() -> Dive {
        Dive(site: site.trimmingCharacters(in: .whitespaces),
             maxDepth: Double(depth.replacingOccurrences(of: ",", with: ".")),
             buddy: buddy.trimmingCharacters(in: .whitespaces),
             date: date)
    }
}
