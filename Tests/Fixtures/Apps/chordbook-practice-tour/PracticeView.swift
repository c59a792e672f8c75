import SwiftUI
import TipKit

struct PracticeView: View {
    @State private var model: PracticeViewModel

    init(song: Song) {
        _model = State(initialValue: PracticeViewModel(song: song))
    }

    var body: some View {
        List {
            Section("Chords") {
                Text(model.song.chords.joined(separator: "  ·  "))
                    .font(.title3.monospaced())
            }
            Section("Takes") {
                if model.takes.isEmpty {
                    Text("No takes yet")
                        .foregroundStyle(.secondary)
                }
                ForEach(model.takes) { take in
                    LabeledContent(
                        take.recordedAt.formatted(date: .omitted, time: .shortened),
                        value: Duration.seconds(take.duration).formatted(.time(pattern: .minuteSecond))
                    )
                }
            }
        }
        .navigationTitle(model.song.title)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button {
                    model.openTuner()
                } label: {
                    Label("Tuner", systemImage: "tuningfork")
                }
                .popoverTip(model.tour.currentTip as? TunerTip)

                Spacer()

                Button {
                    model.toggleMetronome()
                } label: {
                    Label("Metronome", systemImage: model.isMetronomeRunning ? "metronome.fill" : "metronome")
                }
                .popoverTip(model.tour.currentTip as? MetronomeTip)

                Spacer()

                Button {
                    model.toggleRecording()
                } label: {
                    Label("Record", systemImage: model.isRecording ? "stop.circle.fill" : "record.circle")
                }
                .popoverTip(model.tour.currentTip as? RecordTakeTip)
            }
        }
        .sheet(isPresented: $model.isTunerPresented) {
            TunerView()
        }
    }
}

struct TunerView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var string = "E"

    private let strings = ["E", "A", "D", "G", "B", "e"]

    var body: some View {
        NavigationStack {
            VStack(spacing: 32) {
                Picker("String", selection: $string) {
                    ForEach(strings, id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.segmented)
                Image(systemName: "gauge.open.with.lines.needle.33percent")
                    .font(.system(size: 120))
                Text("Play the \(string) string")
                    .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle("Tuner")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
