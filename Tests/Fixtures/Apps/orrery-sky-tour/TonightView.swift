import SwiftUI
import TipKit

struct TonightView: View {
    let tips: TipGroup
    @State private var viewModel: TonightViewModel
    @SceneStorage("tonight.filter") private var filter: SkyFilter = .all

    init(coordinator: AppCoordinator, tips: TipGroup) {
        self.tips = tips
        _viewModel = State(initialValue: TonightViewModel(coordinator: coordinator))
    }

    var body: some View {
        List {
            Section {
                ChooseTargetCard(tips: tips)
                Picker("Show", selection: $filter) {
                    ForEach(SkyFilter.allCases) { filter in
                        Text(filter.title).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section("Above the horizon tonight") {
                ForEach(viewModel.targets(matching: filter)) { target in
                    Button {
                        viewModel.open(target)
                    } label: {
                        TargetRow(target: target)
                    }
                    .foregroundStyle(.primary)
                }
            }
        }
        .navigationTitle("Tonight")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    viewModel.showEquipment()
                } label: {
                    Label("Equipment", systemImage: "binoculars")
                }
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    viewModel.openLogbook()
                } label: {
                    Label("Logbook", systemImage: "book.closed")
                }
                .popoverTip(tips.currentTip as? LogbookTip)
            }
        }
    }
}

/// The first-run card above the filter. Shows only while the tour is on its first step.
struct ChooseTargetCard: View {
    let tips: TipGroup

    var body: some View {
        TipView(tips.currentTip as? ChooseTargetTip)
            .tipBackground(Color.indigo.opacity(0.12))
    }
}

private struct TargetRow: View {
    let target: SkyTarget

    var body: some View {
        HStack {
            Image(systemName: target.isPlanet ? "circle.circle" : "sparkles")
                .foregroundStyle(.indigo)
            VStack(alignment: .leading, spacing: 2) {
                Text(target.name)
                    .font(.headline)
                Text("\(target.constellation) · mag \(target.magnitude, specifier: "%.1f")")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(target.bestTime)
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }
}

@MainActor
@Observable
final class TonightViewModel {
    private let coordinator: AppCoordinator
    private let catalog: [SkyTarget]

    init(coordinator: AppCoordinator, catalog: [SkyTarget] = SkyTarget.tonight) {
        self.coordinator = coordinator
        self.catalog = catalog
    }

    func targets(matching filter: SkyFilter) -> [SkyTarget] {
        switch filter {
        case .all: catalog
        case .planets: catalog.filter(\.isPlanet)
        case .deepSky: catalog.filter { !$0.isPlanet }
        }
    }

    func open(_ target: SkyTarget) {
        // They've found their way in; hide the first-run card.
        ChooseTargetTip.hasChosenTarget = true
        coordinator.show(.target(target))
    }

    func openLogbook() {
        LogbookTip().invalidate(reason: .actionPerformed)
        coordinator.show(.logbook)
    }

    func showEquipment() {
        coordinator.present(.equipment)
    }
}
