import SwiftUI
import TipKit

struct Chore: Identifiable, Hashable {
    let id: Int
    var name: String
    var due: String

    static let autumn: [Chore] = [
        Chore(id: 1, name: "Replace furnace filter", due: "Oct 1"),
        Chore(id: 2, name: "Clean the gutters", due: "Oct 15"),
        Chore(id: 3, name: "Test smoke alarms", due: "Nov 1")
    ]
}

struct ChoresView: View {
    @State private var showsGuide = false
    private let seasonalTip = SeasonalChecklistTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(seasonalTip) { action in
                    if action.id == ActionID.learn.rawValue {
                        showsGuide = true
                        seasonalTip.invalidate(reason: .actionPerformed)
                    }
                }
                ForEach(Chore.autumn) { chore in
                    NavigationLink(value: chore) {
                        LabeledContent(chore.name, value: chore.due)
                    }
                }
            }
            .navigationTitle("Chores")
            .navigationDestination(for: Chore.self) { chore in
                ChoreDetailView(chore: chore)
            }
            .sheet(isPresented: $showsGuide) {
                Text("Why autumn matters: a clogged gutter in November means ice dams in January.")
                    .padding()
            }
        }
    }
}

struct ChoreDetailView: View {
    let chore: Chore
    @State private var isSnoozed = false
    private let snoozeTip = SnoozeTip()

    var body: some View {
        Form {
            LabeledContent("Due", value: isSnoozed ? "Next week" : chore.due)
        }
        .navigationTitle(chore.name)
        .toolbar {
            Button {
                isSnoozed = true
                snoozeTip.invalidate(reason: .actionPerformed)
            } label: {
                Image(systemName: "moon.zzz")
            }
            .popoverTip(snoozeTip)
        }
    }
}
