import Foundation

struct Bottle: Identifiable, Hashable {
    let id: UUID
    var producer: String
    var wine: String
    var vintage: Int
    var rack: String

    init(id: UUID = UUID(), producer: String, wine: String, vintage: Int, rack: String) {
        self.id = id
        self.producer = producer
        self.wine = wine
        self.vintage = vintage
        self.rack = rack
    }

    init(draft: BottleDraft) {
        self.init(producer: draft.producer, wine: draft.wine, vintage: draft.vintage, rack: draft.rack)
    }

    static let samples: [Bottle] = [
        Bottle(producer: "Domaine Tempier", wine: "Bandol Rouge", vintage: 2019, rack: "A"),
        Bottle(producer: "Ridge", wine: "Geyserville", vintage: 2021, rack: "A"),
        Bottle(producer: "Dönnhoff", wine: "Riesling Trocken", vintage: 2022, rack: "B")
    ]
}

struct BottleDraft {
    var producer = ""
    var wine = ""
    var vintage = Calendar.current.component(.year, from: .now) - 3
    var rack = "A"

    var isComplete: Bool { !producer.isEmpty && !wine.isEmpty }
}

struct TastingNote: Identifiable, Hashable {
    let id = UUID()
    var text: String
    var date: Date
}

struct RackSection: Identifiable {
    var rack: String
    var bottles: [Bottle]
    var id: String { rack }
}

extension CellarModel {
    var racks: [RackSection] {
        Dictionary(grouping: bottles, by: \.rack)
            .map { rack, bottles in RackSection(rack: rack, bottles: bottles.sorted { $0.vintage < $1.vintage }) }
            .sorted { $0.rack < $1.rack }
    }

    var bottleCountText: String {
        bottles.count == 1 ? "1 bottle" : "\(bottles.count) bottles"
    }
}
