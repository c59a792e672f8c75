import Foundation
import Observation

struct Piece: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let composer: String
    let voiceParts: [String]
    let bars: Int

    static let sharedFolder: [Piece] = [
        Piece(id: "ave-verum", title: "Ave verum corpus", composer: "W. A. Mozart",
              voiceParts: ["Soprano", "Alto", "Tenor", "Bass"], bars: 46),
        Piece(id: "locus-iste", title: "Locus iste", composer: "Anton Bruckner",
              voiceParts: ["Soprano", "Alto", "Tenor", "Bass"], bars: 48),
        Piece(id: "the-lamb", title: "The Lamb", composer: "John Tavener",
              voiceParts: ["Soprano", "Alto", "Tenor", "Bass"], bars: 30)
    ]
}

@MainActor
@Observable
final class ScoreLibrary {
    private(set) var pieces: [Piece] = []

    @ObservationIgnored private let defaults: UserDefaults
    @ObservationIgnored private let storageKey = "cantor.library"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: storageKey),
           let saved = try? JSONDecoder().decode([Piece].self, from: data) {
            pieces = saved
        }
    }

    func contains(_ piece: Piece) -> Bool {
        pieces.contains { $0.id == piece.id }
    }

    func add(_ piece: Piece) {
        guard !contains(piece) else { return }
        pieces.append(piece)
        persist()
        ImportScoreTip.libraryIsEmpty = false
    }

    private func persist() {
        if let data = try? JSONEncoder().encode(pieces) {
            defaults.set(data, forKey: storageKey)
        }
    }
}
