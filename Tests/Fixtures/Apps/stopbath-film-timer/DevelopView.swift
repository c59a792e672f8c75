import SwiftUI
import TipKit

struct DevelopView: View {
    @StateObject private var session = DevelopSession()
    @AppStorage("bathTemperature") private var temperature = 20.0

    private let filmStockTip = FilmStockTip()
    private let presetTip = PresetTip()

    var body: some View {
        NavigationStack {
            Form {
                Section("Film") {
                    Button {
                        session.cycleFilm()
                    } label: {
                        LabeledContent("Film Stock", value: session.film.name)
                    }
                    .popoverTip(filmStockTip)
                    .tipViewStyle(TourStepStyle(next: AgitationTip.self))

                    Stepper(value: $temperature, in: 18...24, step: 0.5) {
                        LabeledContent("Bath", value: temperature.formatted(.number.precision(.fractionLength(1))) + " °C")
                    }
                }

                Section("Process") {
                    NavigationLink("Agitation Schedule") {
                        AgitationView(session: session)
                    }
                    LabeledContent("Develop", value: minutesText(session.developMinutes(at: temperature)))
                }

                Section {
                    Button("Start Developing") {
                        session.start()
                    }
                    Button("Save Preset") {
                        session.savePreset(temperature: temperature)
                        presetTip.invalidate(reason: .actionPerformed)
                    }
                    .popoverTip(presetTip)
                    .tipViewStyle(TourStepStyle())
                }

                if !session.presets.isEmpty {
                    Section("Presets") {
                        ForEach(session.presets) { preset in
                            Text("\(preset.film.name) at \(preset.temperature.formatted()) °C")
                        }
                    }
                }
            }
            .navigationTitle("Stopbath")
        }
    }

    private func minutesText(_ minutes: Double) -> String {
        let whole = Int(minutes)
        let seconds = Int((minutes - Double(whole)) * 60)
        return String(format: "%d:%02d", whole, seconds)
    }
}
