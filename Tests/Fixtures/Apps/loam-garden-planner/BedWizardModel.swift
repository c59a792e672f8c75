import Foundation
import Combine

@MainActor
final class BedWizardModel: ObservableObject {
    enum Step: Int, CaseIterable {
        case size
        case soil
        case plants
        case review

        var title: String {
            switch self {
            case .size: "Bed Size"
            case .soil: "Soil"
            case .plants: "Plants"
            case .review: "Review"
            }
        }
    }

    static let plantCatalog = ["Tomato", "Basil", "Carrot", "Onion", "Lettuce", "Marigold", "Bean", "Squash"]

    static let companions: [String: [String]] = [
        "Tomato": ["Basil", "Marigold", "Onion"], "Carrot": ["Onion", "Lettuce"],
        "Bean": ["Squash", "Carrot"], "Squash": ["Bean", "Marigold"]
    ]

    @Published private(set) var step: Step = .size
    @Published var name = "New Bed"
    @Published var widthFeet = 4
    @Published var lengthFeet = 8
    @Published private(set) var soil: SoilType?
    @Published private(set) var plants: Set<String> = []
    @Published var showingCompanions = false

    var canGoBack: Bool { step != .size }

    var isLastStep: Bool { step == .review }

    var canContinue: Bool {
        step != .soil || soil != nil
    }

    var progress: Double {
        Double(step.rawValue + 1) / Double(Step.allCases.count)
    }

    var suggestedCompanions: [String] {
        let picked = plants.sorted()
        let suggestions = picked.flatMap { Self.companions[$0] ?? [] }
        return Array(Set(suggestions).subtracting(plants)).sorted()
    }

    func next() {
        guard canContinue, let following = Step(rawValue: step.rawValue + 1) else { return }
        step = following
    }

    func back() {
        guard let previous = Step(rawValue: step.rawValue - 1) else { return }
        step = previous
    }

    func chooseSoil(_ soil: SoilType) {
        self.soil = soil
    }

    func toggle(_ plant: String) {
        if plants.contains(plant) {
            plants.remove(plant)
        } else {
            plants.insert(plant)
        }
    }

    func finish(in store: GardenStore) {
        let bed = GardenBed(
            id: UUID(),
            name: name.isEmpty ? "Untitled Bed" : name,
            widthFeet: widthFeet,
            lengthFeet: lengthFeet,
            soil: soil ?? .loam,
            plants: plants.sorted()
        )
        store.add(bed)
        PlantingCalendarTip.hasPlannedBed = true
    }
}
