import Foundation
import Combine

enum SoilType: String, CaseIterable, Identifiable, Codable {
    case loam
    case sandy
    case clay

    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .loam: "Loam"
        case .sandy: "Sandy"
        case .clay: "Clay"
        }
    }

    var wateringNote: String {
        switch self {
        case .loam: "Holds moisture well. Water deeply once a week."
        case .sandy: "Drains fast. Water little and often, and mulch."
        case .clay: "Stays wet. Water sparingly and add compost each spring."
        }
    }
}

struct GardenBed: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var widthFeet: Int
    var lengthFeet: Int
    var soil: SoilType
    var plants: [String]

    var area: Int { widthFeet * lengthFeet }

    static let samples: [GardenBed] = [
        GardenBed(id: UUID(), name: "Kitchen Herbs", widthFeet: 2, lengthFeet: 6, soil: .loam, plants: ["Basil", "Chives"]),
        GardenBed(id: UUID(), name: "Tomato Row", widthFeet: 3, lengthFeet: 10, soil: .clay, plants: ["Tomato", "Marigold"])
    ]
}

@MainActor
final class GardenStore: ObservableObject {
    @Published private(set) var beds: [GardenBed] = GardenBed.samples

    var totalArea: Int { beds.reduce(0) { $0 + $1.area } }

    func add(_ bed: GardenBed) {
        beds.append(bed)
    }

    func bed(with id: GardenBed.ID) -> GardenBed? {
        beds.first { $0.id == id }
    }
}
