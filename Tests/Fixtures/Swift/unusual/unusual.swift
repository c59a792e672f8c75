// Unusual but valid TipKit code: what TipCheck reads, and what it warns about.
import SwiftUI
import TipKit

enum Level: Codable { case beginner, expert }

struct Settings {
    @Parameter static var level: Level = .beginner
    @Parameter static var name: String = ""
    @Parameter(.transient) static var sessionStarted = false
    // tipcheck: range 0...5
    @Parameter static var visits: Int = 0
}

struct ExtensionTip {}

extension ExtensionTip: Tip {
    var id: String { "extension-tip" }
    var title: Text { Text("Declared in an extension") }
    var rules: [Rule] {
        #Rule(Settings.$level) { $0 == .expert }
        #Rule(Settings.$name) { $0.isEmpty }
        #Rule(Settings.$visits) { $0.isMultiple(of: 2) }
    }
    var options: [any TipOption] {
        Tips.IgnoresDisplayFrequency(true)
        Tips.MaxDisplayCount(3)
    }
}

struct SessionTip: Tip {
    static let opened = Tips.Event(id: "opened")
    var title: Text { Text("Welcome back") }
    var rules: [Rule] {
        #Rule(Settings.$sessionStarted) { started in started }
        #Rule(Self.opened) { $0.donations.donatedWithin(.week).count >= 2 }
    }
}

struct GenericCard<T: Tip>: View {
    let tip: T
    var body: some View {
        TipView(tip)
    }
}

struct Home: View {
    private var isPro: Bool { UserDefaults.standard.bool(forKey: "pro") }

    var body: some View {
        VStack {
            TipView(ExtensionTip())
            TipView(SessionTip())
            GenericCard(tip: SessionTip())
            Button("Become expert") {
                if isPro {
                    Settings.level = .expert
                } else {
                    Settings.visits += 1
                }
            }
            Button("Visit") { Settings.visits = Settings.visits + 1 }
            Button("Start") {
                Settings.sessionStarted = true
                SessionTip.opened.sendDonation()
                UserDefaults.standard.set(true, forKey: "started")
                Tips.resetDatastore()
            }
            .disabled(Settings.sessionStarted)
        }
        .onDisappear { ExtensionTip().invalidate(reason: .tipClosed) }
    }
}
