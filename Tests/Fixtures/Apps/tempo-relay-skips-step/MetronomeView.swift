import SwiftUI
import TipKit

struct MetronomeView: View {
    @State private var bpm = 96.0
    @State private var subdivision = 1
    @State private var accentsDownbeat = false
    @State private var isPlaying = false
    private let bpmTip = BPMTip()
    private let subdivisionTip = SubdivisionTip()
    private let accentTip = AccentTip()

    var body: some View {
        VStack(spacing: 28) {
            Text("\(Int(bpm)) BPM")
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .popoverTip(bpmTip)
                .tipViewStyle(RelayStyle(next: AccentTip.self))
            Slider(value: $bpm, in: 40...220, step: 1)

            Picker("Subdivision", selection: $subdivision) {
                Text("Quarters").tag(1)
                Text("Eighths").tag(2)
                Text("Triplets").tag(3)
            }
            .pickerStyle(.segmented)
            .popoverTip(subdivisionTip)

            Button {
                accentsDownbeat.toggle()
                accentTip.invalidate(reason: .actionPerformed)
            } label: {
                Label(accentsDownbeat ? "Accent on" : "Accent off", systemImage: "waveform.path.ecg")
            }
            .popoverTip(accentTip)

            Button(isPlaying ? "Stop" : "Start") {
                isPlaying.toggle()
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
        .navigationTitle("Tempo")
    }
}
