import Foundation
import Observation

struct Checklist: Identifiable, Hashable {
    let id: String
    var title: String
    var aircraft: String
    var steps: [String]
    var completedRuns = 0
}

extension Checklist {
    static let samples: [Checklist] = [
        .init(id: "preflight", title: "Preflight Inspection", aircraft: "C172S",
              steps: ["Documents (ARROW)", "Fuel quantity and sumps", "Oil 6–8 qt", "Control surfaces free"]),
        .init(id: "before-start", title: "Before Engine Start", aircraft: "C172S",
              steps: ["Seats and belts", "Brakes test and set", "Avionics off", "Fuel selector both"]),
        .init(id: "run-up", title: "Run-Up", aircraft: "C172S",
              steps: ["Throttle 1800 RPM", "Magnetos check", "Carb heat check", "Trim set for takeoff"]),
        .init(id: "before-landing", title: "Before Landing", aircraft: "PA-28",
              steps: ["Fuel pump on", "Mixture rich", "Landing light on", "Flaps as required"])
    ]
}

/// In-memory for now (every launch starts from the samples); sync replaces it later.
@Observable
final class ChecklistStore {
    private(set) var checklists: [Checklist] = Checklist.samples

    func item(id: Checklist.ID) -> Checklist? { checklists.first { $0.id == id } }

    func delete(_ id: Checklist.ID) { checklists.removeAll { $0.id == id } }

    func recordRun(of id: Checklist.ID) {
        guard let index = checklists.firstIndex(where: { $0.id == id }) else { return }
        checklists[index].completedRuns += 1
    }
}
