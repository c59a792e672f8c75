import OSLog
import SwiftUI
import TipKit

/// Internal builds only: what TipKit currently says about each tip. Reads, never writes.
struct TipDiagnosticsSection: View {
    let widgetTip: HomeWidgetTip
    let quietHoursTip: QuietHoursTip
    private let logger = Logger(subsystem: "com.example.tally", category: "tips")

    var body: some View {
        Section("Diagnostics") {
            Text(verbatim: "Tip id: \(widgetTip.id)")
            widgetTip.title
                .foregroundStyle(.secondary)
            Text(verbatim: "Tip id: \(quietHoursTip.id)")
            quietHoursTip.title
                .foregroundStyle(.secondary)
        }
        .font(.caption.monospaced())
        .onAppear {
            logger.debug("widget tip: \(String(describing: widgetTip.status))")
            logger.debug("quiet hours tip: \(String(describing: quietHoursTip.status))")
        }
    }
}
