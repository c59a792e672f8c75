import SwiftUI
import TipKit

struct WeekView: View {
    @State private var entries: [CalendarEntry] = [
        CalendarEntry(id: UUID(), title: "Swimming lesson", day: "Tue"),
        CalendarEntry(id: UUID(), title: "Grandma's birthday", day: "Sat")
    ]
    @State private var isSyncing = false
    private let sync = SyncService()
    private let sharedTip = SharedCalendarTip()
    private let failedTip = SyncFailedTip()

    var body: some View {
        List {
            hintCard(failedTip)
            hintCard(sharedTip)
            ForEach(entries) { entry in
                LabeledContent(entry.title, value: entry.day)
            }
        }
        .navigationTitle("This week")
        .toolbar {
            Button {
                Task {
                    isSyncing = true
                    do {
                        try await sync.push(entries)
                        SharedCalendarTip.synced.sendDonation()
                    } catch {
                        SyncFailedTip.failed = true
                    }
                    isSyncing = false
                }
            } label: {
                Image(systemName: isSyncing ? "arrow.triangle.2.circlepath.circle.fill" : "arrow.triangle.2.circlepath")
            }
        }
    }
}
