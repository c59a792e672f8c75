import SwiftUI
import TipKit

struct TodayView: View {
    @State private var habits = ["Drink water", "Stretch"]
    @State private var done: Set<String> = []
    private let addHabitTip = AddHabitTip()

    var body: some View {
        List {
            TipView(addHabitTip)
            ForEach(habits, id: \.self) { habit in
                Button {
                    if done.contains(habit) { done.remove(habit) } else { done.insert(habit) }
                } label: {
                    Label(habit, systemImage: done.contains(habit) ? "checkmark.circle.fill" : "circle")
                }
            }
            Section {
                NavigationLink("Stats") { StatsView() }
                NavigationLink("Settings") { SettingsView() }
            }
        }
        .navigationTitle("Today")
        .toolbar {
            Button {
                habits.append("New habit \(habits.count + 1)")
                addHabitTip.invalidate(reason: .actionPerformed)
            } label: {
                Image(systemName: "plus")
            }
        }
    }
}
