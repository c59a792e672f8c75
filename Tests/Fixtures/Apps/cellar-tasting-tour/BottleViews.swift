import SwiftUI
import TipKit

struct BottleDetailView: View {
    let bottle: Bottle
    @Environment(CellarModel.self) private var model

    var body: some View {
        List {
            Section {
                LabeledContent("Producer", value: bottle.producer)
                LabeledContent("Vintage", value: String(bottle.vintage))
                LabeledContent("Rack", value: bottle.rack)
            }

            Section("Tasting Notes") {
                TipView(model.tour.currentTip as? TastingNoteTip) { action in
                    model.handle(action, for: bottle)
                }
                .tipViewStyle(CellarTipStyle())

                ForEach(model.notes(for: bottle)) { note in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(note.text)
                        Text(note.date, style: .date)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }

                Button("Taste This Bottle", systemImage: "wineglass") {
                    model.startTasting(bottle)
                }
            }
        }
        .navigationTitle(bottle.wine)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct AddBottleView: View {
    @Environment(CellarModel.self) private var model
    @State private var draft = BottleDraft()

    var body: some View {
        Form {
            TextField("Producer", text: $draft.producer)
            TextField("Wine", text: $draft.wine)
            Stepper("Vintage \(String(draft.vintage))", value: $draft.vintage, in: 1950...2030)
            Picker("Rack", selection: $draft.rack) {
                ForEach(["A", "B", "C"], id: \.self) { Text("Rack \($0)") }
            }
        }
        .navigationTitle("New Bottle")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    model.add(draft)
                }
                .disabled(!draft.isComplete)
            }
        }
    }
}

struct TastingNoteView: View {
    let bottle: Bottle
    @Environment(CellarModel.self) private var model
    @State private var text = ""

    var body: some View {
        Form {
            Section(bottle.wine) {
                TextEditor(text: $text)
                    .frame(minHeight: 160)
            }
        }
        .navigationTitle("Tasting Note")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    model.saveNote(text, for: bottle)
                }
            }
        }
    }
}

struct CellarMapView: View {
    @Environment(CellarModel.self) private var model

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 12) {
                ForEach(model.racks) { section in
                    VStack {
                        Text("Rack \(section.rack)")
                            .font(.headline)
                        Text("\(section.bottles.count)")
                            .font(.largeTitle.monospacedDigit())
                    }
                    .frame(maxWidth: .infinity, minHeight: 100)
                    .background(.purple.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }
        .navigationTitle("Cellar Map")
    }
}
