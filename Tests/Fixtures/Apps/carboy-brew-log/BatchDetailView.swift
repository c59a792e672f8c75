import SwiftUI
import TipKit

struct BatchDetailView: View {
    let batchID: Batch.ID

    @EnvironmentObject private var store: BatchStore
    @State private var newReading = 1.012

    private let gravityTip = GravityTip()
    private let attenuationTip = AttenuationTip()

    private var batch: Batch? {
        store.batch(with: batchID)
    }

    var body: some View {
        Form {
            Section {
                TipView(gravityTip)
                TipView(attenuationTip)
            }

            if let batch {
                Section("Readings") {
                    LabeledContent("Original", value: batch.originalGravity.formatted(.number.precision(.fractionLength(3))))
                    ForEach(batch.readings) { reading in
                        LabeledContent(reading.takenAt.formatted(date: .abbreviated, time: .omitted),
                                       value: reading.gravity.formatted(.number.precision(.fractionLength(3))))
                    }
                    LabeledContent("Attenuation", value: batch.attenuation.formatted(.percent.precision(.fractionLength(0))))
                }

                Section("New Reading") {
                    Stepper(value: $newReading, in: 0.990...1.120, step: 0.001) {
                        Text(newReading, format: .number.precision(.fractionLength(3)))
                            .monospacedDigit()
                    }
                    Button("Log Reading", systemImage: "plus.circle") {
                        store.logReading(newReading, for: batchID)
                    }
                }
            }
        }
        .navigationTitle(batch?.name ?? "Batch")
    }
}
