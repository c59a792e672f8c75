import Foundation

struct Record: Identifiable, Hashable {
    let id: UUID
    var title: String
    var artist: String
    var year: Int
    var label: String
    var spins: Int

    init(id: UUID = UUID(), title: String, artist: String, year: Int, label: String, spins: Int = 0) {
        self.id = id
        self.title = title
        self.artist = artist
        self.year = year
        self.label = label
        self.spins = spins
    }

    static let samples: [Record] = [
        Record(title: "Kind of Blue", artist: "Miles Davis", year: 1959, label: "Columbia"),
        Record(title: "Blue Lines", artist: "Massive Attack", year: 1991, label: "Wild Bunch"),
        Record(title: "Hounds of Love", artist: "Kate Bush", year: 1985, label: "EMI"),
        Record(title: "Moon Safari", artist: "Air", year: 1998, label: "Source"),
        Record(title: "Remain in Light", artist: "Talking Heads", year: 1980, label: "Sire")
    ]
}

enum CrateSort: String, CaseIterable, Identifiable {
    case artist
    case year
    case mostPlayed

    var id: String { rawValue }

    var title: String {
        switch self {
        case .artist: "Artist"
        case .year: "Year"
        case .mostPlayed: "Most Played"
        }
    }
}
