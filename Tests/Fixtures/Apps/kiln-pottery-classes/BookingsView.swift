import SwiftUI
import TipKit

struct BookingsView: View {
    @Environment(StudioSession.self) private var session

    private let exportTip = CalendarExportTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(exportTip)
                if session.bookings.isEmpty {
                    ContentUnavailableView(
                        "No Bookings Yet",
                        systemImage: "ticket",
                        description: Text("Classes you book show up here.")
                    )
                } else {
                    ForEach(session.bookings) { booking in
                        LabeledContent(booking.title, value: booking.startsAt.formatted(date: .abbreviated, time: .shortened))
                    }
                }
            }
            .navigationTitle("My Bookings")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add to Calendar", systemImage: "calendar.badge.plus", action: addToCalendar)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Sign Out", role: .destructive) {
                        session.signOut()
                    }
                }
            }
        }
    }

    private func addToCalendar() {
        CalendarExporter.shared.export(session.bookings)
        exportTip.invalidate(reason: .actionPerformed)
    }
}
