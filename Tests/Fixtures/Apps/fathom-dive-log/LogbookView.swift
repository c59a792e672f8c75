import SwiftUI
import TipKit

struct LogbookView: View {
    @Environment(Logbook.self) private var logbook
    @State private var isAddingDive = false
    @State private var isShowingStats = false

    private let logDiveTip = LogDiveTip()
    private let statsTip = DiveStatsTip()

    var body: some View {
        Group {
            if logbook.dives.isEmpty {
                ContentUnavailableView {
                    Label("No Dives Yet", systemImage: "water.waves")
                } description: {
                    Text("Your logged dives appear here.")
                } actions: {
                    Button("Log a Dive") { beginAddingDive() }
                        .buttonStyle(.borderedProminent)
                }
            } else {
                List {
                    TipView(statsTip)
                    ForEach(logbook.dives) { dive in
                        LabeledContent(dive.site) {
                            Text(dive.maxDepth.map { "\($0.formatted()) m" } ?? "—")
                        }
                    }
                    .onDelete { logbook.delete(at: $0) }
                }
            }
        }
        .navigationTitle("Logbook")
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .topBarLeading) { statsButton }
            ToolbarItem(placement: .topBarTrailing) { addButton }
            #else
            ToolbarItem(placement: .navigation) { statsButton }
            ToolbarItem(placement: .primaryAction) { addButton }
            #endif
        }
        .sheet(isPresented: $isAddingDive) {
            AddDiveSheet()
        }
        .navigationDestination(isPresented: $isShowingStats) {
            StatsView()
        }
    }

    private var addButton: some View {
        Button("Log Dive", systemImage: "plus") { beginAddingDive() }
            .popoverTip(logDiveTip)
    }

    private var statsButton: some View {
        Button("Stats", systemImage: "chart.bar") {
            statsTip.invalidate(reason: .actionPerformed)
            isShowingStats = true
        }
        .disabled(logbook.dives.isEmpty)
    }

    private func beginAddingDive() {
        logDiveTip.invalidate(reason: .actionPerformed)
        isAddingDive = true
    }
}
