import SwiftUI
import TipKit

struct RecordDetailView: View {
    let record: Record
    @ObservedObject var crate: CrateViewModel
    @State private var pressing: PressingInfo?
    private let linerNotesTip = LinerNotesTip()

    private var current: Record { crate.current(record) }

    var body: some View {
        List {
            Section {
                LabeledContent("Artist", value: current.artist)
                LabeledContent("Year", value: String(current.year))
                LabeledContent("Label", value: current.label)
                LabeledContent("Spins", value: "\(current.spins)")
            }

            Section("Liner Notes") {
                TipView(linerNotesTip)
                if let pressing {
                    LabeledContent("Matrix", value: pressing.matrix)
                    LabeledContent("Pressed at", value: pressing.plant)
                } else {
                    ProgressView()
                }
            }

            Section {
                Button("Log a Spin", systemImage: "opticaldisc") {
                    crate.logSpin(record)
                }
            }
        }
        .navigationTitle(record.title)
        .navigationBarTitleDisplayMode(.inline)
        .task {
            pressing = await PressingInfo.load(for: record)
        }
    }
}

struct PressingInfo: Hashable {
    var matrix: String
    var plant: String

    static func load(for record: Record) async -> PressingInfo {
        try? await Task.sleep(for: .milliseconds(300))
        return PressingInfo(matrix: "\(record.label.prefix(3).uppercased())-\(record.year)-A1", plant: "\(record.label) Pressing Plant")
    }
}
