import SwiftUI
import TipKit

struct HistoryView: View {
    @Environment(RunLogStore.self) private var runLog
    private let historyTip = RunHistoryTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(historyTip)
                    .listRowInsets(EdgeInsets())

                ForEach(runLog.runs) { run in
                    VStack(alignment: .leading) {
                        Text(run.startedAt, format: .dateTime.weekday(.wide).day().month())
                            .font(.headline)
                        Text("\(run.distanceKm, format: .number.precision(.fractionLength(1))) km · \(run.paceMinutesPerKm, format: .number.precision(.fractionLength(2))) min/km")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("History")
        }
    }
}
