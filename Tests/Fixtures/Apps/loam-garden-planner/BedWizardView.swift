import SwiftUI
import TipKit

struct BedWizardView: View {
    @StateObject private var model = BedWizardModel()
    @EnvironmentObject private var store: GardenStore
    @Environment(GardenRouter.self) private var router
    @AppStorage("usesMetricUnits") private var usesMetricUnits = false

    private let soilTestTip = SoilTestTip()
    private let companionTip = CompanionPlantingTip()

    var body: some View {
        VStack(spacing: 0) {
            ProgressView(value: model.progress)
                .padding()

            Form {
                switch model.step {
                case .size:
                    sizeSection
                case .soil:
                    soilSection
                case .plants:
                    plantsSection
                case .review:
                    reviewSection
                }
            }

            footer
        }
        .navigationTitle(model.step.title)
        .navigationBarTitleDisplayMode(.inline)
    }

    private var sizeSection: some View {
        Section("Dimensions") {
            TextField("Name", text: $model.name)
            Stepper("Width: \(formatted(model.widthFeet))", value: $model.widthFeet, in: 1...12)
            Stepper("Length: \(formatted(model.lengthFeet))", value: $model.lengthFeet, in: 1...30)
            Toggle("Metric units", isOn: $usesMetricUnits)
        }
    }

    private var soilSection: some View {
        Section {
            TipView(soilTestTip)
            ForEach(SoilType.allCases) { soil in
                Button {
                    model.chooseSoil(soil)
                } label: {
                    HStack {
                        Text(soil.displayName)
                        Spacer()
                        if model.soil == soil {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        } header: {
            Text("What is the soil like?")
        } footer: {
            if let soil = model.soil {
                Text(soil.wateringNote)
            }
        }
        .onAppear {
            GardenTips.soilStepReached.sendDonation()
        }
    }

    private var plantsSection: some View {
        Group {
            Section("Plants") {
                ForEach(BedWizardModel.plantCatalog, id: \.self) { plant in
                    Button {
                        model.toggle(plant)
                    } label: {
                        Label(plant, systemImage: model.plants.contains(plant) ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
            Section {
                Button {
                    companionTip.invalidate(reason: .actionPerformed)
                    withAnimation {
                        model.showingCompanions.toggle()
                    }
                } label: {
                    Label("Companions", systemImage: "leaf")
                }
                .popoverTip(companionTip)

                if model.showingCompanions {
                    if model.suggestedCompanions.isEmpty {
                        Text("Pick a plant to see what grows well beside it.")
                            .foregroundStyle(.secondary)
                    } else {
                        ForEach(model.suggestedCompanions, id: \.self) { Text($0) }
                    }
                }
            }
        }
    }

    private var reviewSection: some View {
        Section("Summary") {
            LabeledContent("Name", value: model.name)
            LabeledContent("Size", value: "\(formatted(model.widthFeet)) x \(formatted(model.lengthFeet))")
            LabeledContent("Soil", value: model.soil?.displayName ?? "Unknown")
            LabeledContent("Plants", value: model.plants.isEmpty ? "None yet" : model.plants.sorted().joined(separator: ", "))
        }
    }

    private var footer: some View {
        HStack {
            if model.canGoBack {
                Button("Previous") {
                    model.back()
                }
                .buttonStyle(.bordered)
            }
            Spacer()
            if model.isLastStep {
                Button("Plant It") {
                    model.finish(in: store)
                    router.popToRoot()
                }
                .buttonStyle(.borderedProminent)
            } else {
                Button("Next") {
                    model.next()
                }
                .buttonStyle(.borderedProminent)
                .disabled(!model.canContinue)
            }
        }
        .padding()
    }

    private func formatted(_ feet: Int) -> String {
        if usesMetricUnits {
            let metres = Double(feet) * 0.3048
            return metres.formatted(.number.precision(.fractionLength(1))) + " m"
        }
        return "\(feet) ft"
    }
}
