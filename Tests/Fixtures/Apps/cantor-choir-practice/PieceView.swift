import SwiftUI
import TipKit

struct PieceView: View {
    let piece: Piece

    @Environment(PracticeTour.self) private var tour
    @State private var part = "Alto"
    @State private var isLooping = false
    @State private var isRecording = false
    @State private var takes: [Date] = []

    var body: some View {
        List {
            Section("Your part") {
                Picker("Part", selection: $part) {
                    ForEach(piece.voiceParts, id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
            }

            Section("Practice") {
                Button {
                    tour.didStartLoop()
                    isLooping.toggle()
                } label: {
                    Label("Loop", systemImage: "repeat")
                }
                .popoverTip(tour.tips.currentTip as? PracticeLoopTip)

                Button {
                    tour.didRecordTake()
                    if isRecording {
                        takes.insert(.now, at: 0)
                    }
                    isRecording.toggle()
                } label: {
                    Label("Record", systemImage: "record.circle")
                }
                .popoverTip(tour.tips.currentTip as? RecordTakeTip)

                if isLooping {
                    Text("Looping bars 12–16 of \(piece.bars)")
                        .foregroundStyle(.secondary)
                }
            }

            Section("Takes") {
                if takes.isEmpty {
                    Text("No takes yet")
                        .foregroundStyle(.secondary)
                }
                ForEach(takes, id: \.self) { take in
                    Text("\(part) take, \(take.formatted(date: .omitted, time: .shortened))")
                }
            }
        }
        .navigationTitle(piece.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
