import SwiftUI
import TipKit

struct PlanView: View {
    @Environment(TourGuide.self) private var guide
    @Binding var tab: AppTab

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Button("Plan this week") {
                    guide.planWeek()
                }
                .buttonStyle(.borderedProminent)
                .popoverTip(guide.tour.currentTip as? PlanWeekTip)

                Text(guide.plannedDays.isEmpty ? "No days planned yet" : guide.plannedDays.joined(separator: " · "))
                    .foregroundStyle(.secondary)

                Button("Start today's workout") {
                    tab = .log
                }
            }
            .padding()
            .navigationTitle("Plan")
        }
    }
}

struct LogView: View {
    @Environment(TourGuide.self) private var guide

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Text("\(guide.setsToday) sets today")
                    .font(.title)
                Button {
                    guide.logSet()
                } label: {
                    Label("Log set", systemImage: "plus.circle.fill")
                }
                .buttonStyle(.borderedProminent)
                .popoverTip(guide.tour.currentTip as? LogSetTip)
            }
            .padding()
            .navigationTitle("Log")
        }
    }
}
