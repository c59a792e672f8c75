import SwiftUI
import TipKit

struct CrateListView: View {
    @StateObject private var crate = CrateViewModel()
    @SceneStorage("crate.sort") private var sort: CrateSort = .artist

    /// List hints: whichever one applies first.
    @State private var hints = TipGroup(.firstAvailable) {
        SwipeToSpinTip()
        SortByPlaysTip()
    }

    var body: some View {
        List {
            Section {
                SpinHintHeader(tips: hints)
            }

            Section("\(crate.records.count) records") {
                ForEach(crate.records(sortedBy: sort)) { record in
                    NavigationLink(value: record) {
                        RecordRow(record: record, isLastSpun: crate.lastSpun == record.id)
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button("Spin", systemImage: "opticaldisc") {
                            crate.logSpin(record)
                        }
                        .tint(.orange)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            crate.delete(record)
                        }
                    }
                    .contextMenu {
                        Button("Log a Spin", systemImage: "opticaldisc") {
                            crate.logSpin(record)
                        }
                        Button("Remove from Crate", systemImage: "trash", role: .destructive) {
                            crate.delete(record)
                        }
                    }
                }
            }
        }
        .navigationTitle("Crate")
        .navigationDestination(for: Record.self) { record in
            RecordDetailView(record: record, crate: crate)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                SortMenu(sort: $sort, tips: hints)
            }
        }
    }
}

/// The inline hint at the top of the crate.
struct SpinHintHeader: View {
    let tips: TipGroup

    var body: some View {
        TipView(tips.currentTip as? SwipeToSpinTip)
    }
}

struct SortMenu: View {
    @Binding var sort: CrateSort
    let tips: TipGroup

    var body: some View {
        Menu {
            ForEach(CrateSort.allCases) { option in
                Button {
                    choose(option)
                } label: {
                    if option == sort {
                        Label(option.title, systemImage: "checkmark")
                    } else {
                        Text(option.title)
                    }
                }
            }
        } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
        }
        .popoverTip(tips.currentTip as? SortByPlaysTip)
    }

    private func choose(_ option: CrateSort) {
        sort = option
        SortByPlaysTip().invalidate(reason: .actionPerformed)
    }
}

private struct RecordRow: View {
    let record: Record
    let isLastSpun: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: isLastSpun ? "opticaldisc.fill" : "opticaldisc")
                .font(.title2)
                .foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 2) {
                Text(record.title)
                    .font(.headline)
                Text("\(record.artist) · \(String(record.year))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if record.spins > 0 {
                Text("\(record.spins)×")
                    .font(.footnote.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
    }
}
