import SwiftUI
import TipKit

struct LogObservationSheet: View {
    let target: SkyTarget
    @State private var viewModel: LogObservationViewModel

    init(target: SkyTarget, coordinator: AppCoordinator, store: ObservationStore = LocalObservationStore.shared) {
        self.target = target
        _viewModel = State(initialValue: LogObservationViewModel(target: target, coordinator: coordinator, store: store))
    }

    var body: some View {
        @Bindable var viewModel = viewModel
        NavigationStack {
            Form {
                Section(target.name) {
                    Stepper("Seeing \(viewModel.seeing)/5", value: $viewModel.seeing, in: 1...5)
                    TextField("Eyepiece", text: $viewModel.eyepiece)
                }
                Section("Notes") {
                    TextEditor(text: $viewModel.notes)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("New Observation")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        viewModel.cancel()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        viewModel.save()
                    }
                }
            }
        }
    }
}

@MainActor
@Observable
final class LogObservationViewModel {
    var seeing = 3
    var eyepiece = "25 mm"
    var notes = ""

    private let target: SkyTarget
    private let coordinator: AppCoordinator
    private let store: ObservationStore

    init(target: SkyTarget, coordinator: AppCoordinator, store: ObservationStore) {
        self.target = target
        self.coordinator = coordinator
        self.store = store
    }

    func save() {
        store.save(Observation(targetName: target.name, seeing: seeing, eyepiece: eyepiece, notes: notes, date: .now))
        LogObservationTip().invalidate(reason: .actionPerformed)
        coordinator.dismissSheet()
    }

    func cancel() {
        coordinator.dismissSheet()
    }
}

struct LogbookView: View {
    private let store: ObservationStore = LocalObservationStore.shared

    var body: some View {
        List {
            if store.observations.isEmpty {
                ContentUnavailableView("No observations yet", systemImage: "moon.stars",
                                       description: Text("Log a target from its page."))
            }
            ForEach(store.observations) { observation in
                VStack(alignment: .leading, spacing: 2) {
                    Text(observation.targetName).font(.headline)
                    Text("Seeing \(observation.seeing)/5 · \(observation.eyepiece)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Logbook")
    }
}

struct EquipmentSheet: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("equipment.telescope") private var telescope = "8\" Dobsonian"
    @AppStorage("equipment.redLight") private var redLight = true

    var body: some View {
        NavigationStack {
            Form {
                TextField("Telescope", text: $telescope)
                Toggle("Red-light screen", isOn: $redLight)
            }
            .navigationTitle("Equipment")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
