import Foundation

struct Song: Identifiable, Hashable {
    let id: String
    let title: String
    let artist: String
    let key: String
    let tempo: Int
    let chords: [String]

    static let library: [Song] = [
        Song(id: "scarborough", title: "Scarborough Fair", artist: "Traditional", key: "Am", tempo: 96,
             chords: ["Am", "G", "Am", "C", "D", "Am"]),
        Song(id: "greensleeves", title: "Greensleeves", artist: "Traditional", key: "Em", tempo: 84,
             chords: ["Em", "D", "C", "B7", "Em"]),
        Song(id: "wild-mountain-thyme", title: "Wild Mountain Thyme", artist: "Traditional", key: "D", tempo: 104,
             chords: ["D", "G", "D", "Bm", "G", "A"]),
        Song(id: "skye-boat", title: "The Skye Boat Song", artist: "Traditional", key: "G", tempo: 72,
             chords: ["G", "Em", "C", "G", "D"])
    ]
}

struct Take: Identifiable {
    let id = UUID()
    let recordedAt: Date
    let duration: TimeInterval
}

/// Clicks at the chosen tempo. (Audio output lives in the AudioKit target; this keeps the beat.)
final class MetronomeEngine {
    static let shared = MetronomeEngine()

    private var timer: Timer?
    private(set) var beat = 0

    func start(bpm: Int) {
        stop()
        timer = Timer.scheduledTimer(withTimeInterval: 60.0 / Double(bpm), repeats: true) { [weak self] _ in
            self?.beat += 1
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        beat = 0
    }
}

final class TakeRecorder {
    private var startedAt: Date?

    func start() {
        startedAt = .now
    }

    func stop() -> Take {
        let start = startedAt ?? .now
        startedAt = nil
        return Take(recordedAt: start, duration: Date.now.timeIntervalSince(start))
    }
}
