import SwiftUI
import TipKit

struct HabitCounterView: View {
    @StateObject private var model = HabitCounterModel()
    private let widgetTip = HomeWidgetTip()
    private let quietHoursTip = QuietHoursTip()

    var body: some View {
        List {
            TipView(widgetTip)

            Section {
                ForEach(model.habits) { habit in
                    HStack {
                        Image(systemName: habit.symbol)
                            .frame(width: 28)
                            .foregroundStyle(habit.isDone ? Color.green : Color.accentColor)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(habit.name).font(.headline)
                            Text("\(habit.count) of \(habit.goal)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button {
                            model.increment(habit)
                        } label: {
                            Image(systemName: "plus.circle.fill")
                                .font(.title2)
                        }
                        .buttonStyle(.borderless)
                    }
                }
            } header: {
                Text("Today")
            } footer: {
                Text("\(model.doneToday) of \(model.habits.count) habits done")
            }

            Section("Reminders") {
                Button {
                    model.toggleReminders()
                } label: {
                    Label(model.remindersOn ? "Reminders on" : "Reminders off",
                          systemImage: model.remindersOn ? "bell.fill" : "bell.slash")
                }
                TipView(quietHoursTip)
                Stepper("Nudge me at \(model.reminderHour):00", value: $model.reminderHour, in: 6...22)
            }

            if model.showsDiagnostics {
                TipDiagnosticsSection(widgetTip: widgetTip, quietHoursTip: quietHoursTip)
            }
        }
        .navigationTitle("Tally")
        .toolbar {
            Button("New day") {
                model.startNewDay()
            }
        }
        .onAppear {
            print("shouldDisplay", widgetTip.shouldDisplay, quietHoursTip.shouldDisplay)
        }
    }
}
