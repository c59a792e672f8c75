import Foundation
import TipKit

struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var symbol: String
    var count: Int
    var goal: Int

    var isDone: Bool { count >= goal }

    static let starters: [Habit] = [
        Habit(name: "Glass of water", symbol: "drop", count: 0, goal: 8),
        Habit(name: "Stretch break", symbol: "figure.flexibility", count: 0, goal: 3),
        Habit(name: "Pages read", symbol: "book", count: 0, goal: 20)
    ]
}

@MainActor
final class HabitCounterModel: ObservableObject {
    @Published private(set) var habits: [Habit] = Habit.starters
    @Published private(set) var remindersOn = false
    @Published var reminderHour = 20

    /// TestFlight builds set this Info.plist key to see what TipKit thinks of each tip.
    let showsDiagnostics = Bundle.main.object(forInfoDictionaryKey: "TLYShowTipDiagnostics") as? Bool ?? false

    var doneToday: Int {
        habits.filter(\.isDone).count
    }

    func increment(_ habit: Habit) {
        // Every tap counts toward the widget tip, even past today's goal.
        Task { await HomeWidgetTip.tapped.donate() }
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].count += 1
    }

    func toggleReminders() {
        remindersOn.toggle()
        // Having tried reminders once is enough to suggest quiet hours.
        QuietHoursTip.triedReminders = true
    }

    func startNewDay() {
        for index in habits.indices {
            habits[index].count = 0
        }
    }
}
