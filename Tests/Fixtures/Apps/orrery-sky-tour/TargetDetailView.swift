import SwiftUI
import TipKit

struct TargetDetailView: View {
    let target: SkyTarget
    let tips: TipGroup
    @State private var viewModel: TargetDetailViewModel

    init(target: SkyTarget, coordinator: AppCoordinator, tips: TipGroup) {
        self.target = target
        self.tips = tips
        _viewModel = State(initialValue: TargetDetailViewModel(target: target, coordinator: coordinator))
    }

    var body: some View {
        List {
            Section {
                LabeledContent("Constellation", value: target.constellation)
                LabeledContent("Magnitude", value: target.magnitude.formatted(.number.precision(.fractionLength(1))))
                LabeledContent("Best seen", value: target.bestTime)
            }
            Section("Finding it") {
                Text(viewModel.finderHint)
                    .font(.callout)
            }
        }
        .navigationTitle(target.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    viewModel.startLogging()
                } label: {
                    Label("Log Observation", systemImage: "square.and.pencil")
                }
                .popoverTip(tips.currentTip as? LogObservationTip)
            }
        }
    }
}

@MainActor
@Observable
final class TargetDetailViewModel {
    let target: SkyTarget
    private let coordinator: AppCoordinator

    init(target: SkyTarget, coordinator: AppCoordinator) {
        self.target = target
        self.coordinator = coordinator
    }

    var finderHint: String {
        switch target.kind {
        case .planet:
            "The brightest point in \(target.constellation) that doesn't twinkle."
        case .cluster, .galaxy, .nebula:
            "Start from the brightest star in \(target.constellation) and star-hop with a low-power eyepiece."
        }
    }

    func startLogging() {
        coordinator.present(.logObservation(target))
    }
}
