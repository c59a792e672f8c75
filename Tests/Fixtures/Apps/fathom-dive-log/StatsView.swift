import SwiftUI
import TipKit
#if os(iOS)
import UIKit
#else
import AppKit
#endif

struct StatsView: View {
    @Environment(Logbook.self) private var logbook
    @State private var didCopy = false
    private let exportTip = ExportLogbookTip()

    var body: some View {
        List {
            TipView(exportTip)
            Section("Totals") {
                LabeledContent("Dives", value: logbook.dives.count, format: .number)
                LabeledContent("Deepest") {
                    Text(logbook.deepest.map { "\($0.formatted()) m" } ?? "—")
                }
            }
        }
        .navigationTitle("Stats")
        .toolbar {
            Button(didCopy ? "Copied" : "Copy CSV", systemImage: "doc.on.doc") {
                exportTip.invalidate(reason: .actionPerformed)
                copyToPasteboard(logbook.csv)
                didCopy = true
            }
        }
    }

    private func copyToPasteboard(_ text: String) {
        #if os(iOS)
        UIPasteboard.general.string = text
        #else
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
        #endif
    }
}
