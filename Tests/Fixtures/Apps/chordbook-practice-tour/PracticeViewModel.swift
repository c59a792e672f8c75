import Foundation
import Observation
import TipKit

@MainActor
@Observable
final class PracticeViewModel {
    let song: Song

    /// The practice-screen tour: tuner, then metronome, then recording.
    let tour = TipGroup(.ordered) {
        TunerTip()
        MetronomeTip()
        RecordTakeTip()
    }

    var isTunerPresented = false
    private(set) var isMetronomeRunning = false
    private(set) var isRecording = false
    private(set) var takes: [Take] = []

    @ObservationIgnored private let metronome: MetronomeEngine
    @ObservationIgnored private let recorder: TakeRecorder

    init(song: Song, metronome: MetronomeEngine = .shared, recorder: TakeRecorder = TakeRecorder()) {
        self.song = song
        self.metronome = metronome
        self.recorder = recorder
    }

    func openTuner() {
        TunerTip().invalidate(reason: .actionPerformed)
        isTunerPresented = true
    }

    func toggleMetronome() {
        if isMetronomeRunning {
            metronome.stop()
            isMetronomeRunning = false
        } else {
            metronome.start(bpm: song.tempo)
            isMetronomeRunning = true
            // MetronomeTip's rule hides it for anyone who has found the metronome already.
            MetronomeTip.metronomeUses += 1
        }
    }

    func toggleRecording() {
        if isRecording {
            takes.insert(recorder.stop(), at: 0)
            isRecording = false
        } else {
            RecordTakeTip().invalidate(reason: .actionPerformed)
            recorder.start()
            isRecording = true
        }
    }
}
