import Testing
import TipModel
import TipReports
import TipResults
import TipSemantics
import TipSwift

/// Swift the front end cannot compute, approximated where it is written
/// (docs/semantics.md §10a): verdicts whose own run does not need the
/// approximation are decided, the others are unknown and name the code.
@Suite("Approximated Swift decides what does not rest on it", .enabled(if: SwiftFrontend.isAvailable))
struct ApproximatedSwiftTests {
  static let app = """
    import SwiftUI
    import TipKit
    struct Flags {
        @Parameter static var done = false
        @Parameter static var pro = false
    }
    struct Goal: Tip {
        var title: Text { Text("Goal") }
        var rules: [Rule] { #Rule(Flags.$done) { $0 } }
    }
    struct ProTip: Tip {
        var title: Text { Text("Pro") }
        var rules: [Rule] { #Rule(Flags.$pro) { $0 } }
    }
    struct Home: View {
        var body: some View {
            VStack {
                TipView(Goal())
                TipView(ProTip())
                Button("Both") { Flags.done = true; Flags.pro = true }
                Button("Check") { Flags.pro = Date() > .distantPast }
            }
        }
    }
    """

  /// The app's result, and each property's verdict by title (with the
  /// trace's length when `lengths`).
  static func verdicts(_ app: String, lengths: Bool = false) throws -> (SpecResult, [String: String]) {
    let result = Verifier().verify(swiftApp: "App", sources: [SourceFile(path: "App.swift", text: app)])
    let model = try #require(result.model, "\(result.diagnostics)")
    var verdicts: [String: String] = [:]
    for property in result.properties {
      verdicts[property.title(in: model)] =
        lengths ? "\(property.verdict) \(property.trace?.trace.length ?? -1)" : "\(property.verdict)"
    }
    return (result, verdicts)
  }

  @Test("A value TipCheck cannot compute is any value: exact runs still decide every verdict")
  func decidedBesideAnApproximation() throws {
    // By hand: "Both" shows Goal and ProTip at once (1 step): single-tip is
    // violated by exact moves; both tips appear by "Both" (1 step); from
    // every state "Both" shows whichever is still to come: no-deadlock holds.
    // "Check" is `havoc Flags.pro`; no verdict needs it.
    let (result, verdicts) = try Self.verdicts(Self.app, lengths: true)
    #expect(
      verdicts == [
        "single-tip": "violated 1", "reachable Goal": "holds 1", "reachable ProTip": "holds 1", "no-deadlock": "holds -1",
      ], "\(verdicts)")
    #expect(result.diagnostics.contains { $0.id == "swift.value-not-read" && $0.gap == nil })
  }

  @Test("extract shows the approximation where it was made")
  func extractShowsHavoc() throws {
    let loaded = SwiftFrontend.load(name: "App", sources: [SourceFile(path: "App.swift", text: Self.app)])
    let text = loaded.spec
    #expect(text.contains("button \"Check\" {\n    havoc Flags.pro\n  }"), "\(text)")
  }

  @Test("Code that only reads the model (a label's interpolation, a status loop that prints) leaves every verdict decided")
  func readsAreNotApproximations() throws {
    // By hand: "Tap" donates `tapped`; Goal needs one donation: it appears
    // after 1 step, it is the only tip, and "Tap" stays until it shows. The
    // label and the loop only read; before, each made every verdict unknown.
    let app = """
      import SwiftUI
      import TipKit
      struct Goal: Tip {
          static let tapped = Tips.Event(id: "tapped")
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Self.tapped) { $0.donations.count >= 1 } }
      }
      struct Home: View {
          let goal = Goal()
          var body: some View {
              VStack {
                  TipView(goal)
                  Text("Taps: \\(Goal.tapped.donations.count)")
                  Button("Tap") { Goal.tapped.sendDonation() }
              }
              .task { for await ok in goal.shouldDisplayUpdates { print("goal", ok) } }
          }
      }
      """
    let (result, verdicts) = try Self.verdicts(app)
    #expect(verdicts == ["single-tip": "holds", "reachable Goal": "holds", "no-deadlock": "holds"], "\(verdicts) \(result.diagnostics)")
    #expect(!result.diagnostics.contains { $0.canChangeVerdicts }, "\(result.diagnostics)")
  }

  @Test("A function nothing in the app calls is dead code, not unread code")
  func deadCodeIsNotUnread() throws {
    // By hand: "Finish" shows Goal (1 step) and nothing hides it again;
    // `Analytics.resetFlags` would clear the flag, but nothing calls it and
    // Analytics conforms to nothing a framework could call it through.
    // Before, it made all three verdicts unknown. (A controller's `@objc`
    // method stays unread: UnreadFormsTests.)
    let app = """
      import SwiftUI
      import TipKit
      struct Flags { @Parameter static var done = false }
      struct Goal: Tip {
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Flags.$done) { $0 } }
      }
      final class Analytics {
          func resetFlags() { Flags.done = false }
      }
      struct Home: View {
          var body: some View { VStack { TipView(Goal()); Button("Finish") { Flags.done = true } } }
      }
      """
    let (result, verdicts) = try Self.verdicts(app)
    #expect(verdicts == ["single-tip": "holds", "reachable Goal": "holds", "no-deadlock": "holds"], "\(verdicts) \(result.diagnostics)")
    #expect(result.diagnostics.map(\.id) == ["swift.code-never-called"], "\(result.diagnostics)")
  }

  @Test("A call named like logging that the app implements is not a read: its loop stays unread")
  func appLogIsNotLogging() throws {
    // By hand: Tracker.log sets the flag Goal waits for, from a status loop
    // TipCheck does not model: reachable Goal rests on it.
    let app = """
      import SwiftUI
      import TipKit
      struct Flags { @Parameter static var done = false }
      enum Tracker { static func log(_ value: Bool) { Flags.done = value } }
      struct Goal: Tip {
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Flags.$done) { $0 } }
      }
      struct Home: View {
          let goal = Goal()
          var body: some View {
              TipView(goal).task { for await ok in goal.shouldDisplayUpdates { Tracker.log(!ok) } }
          }
      }
      """
    let (result, verdicts) = try Self.verdicts(app)
    #expect(verdicts["reachable Goal"] == "unknown", "\(verdicts)")
    #expect(result.diagnostics.contains { $0.id == "swift.updates-loop-not-modelled" }, "\(result.diagnostics)")
  }

  @Test("A call TipCheck cannot follow is what the app's methods of that name may do, at the call: only runs through it are unknown")
  func unfollowedCallApproximated() throws {
    // By hand: `store.sync()` on `any Syncing` may be Store.sync (or
    // OfflineStore's, which does nothing), which donates `synced` (the
    // only thing of the model it names): at the
    // call, "Sync" donates or not, an approximation. Goal's witness needs
    // only "Finish" (holds, 1 step). Pro needs the donation: the model's
    // witness taps "Sync" assuming it donates (unknown, model holds).
    // Two tips at once need Pro too (unknown, model violated).
    let app = """
      import SwiftUI
      import TipKit
      struct Flags { @Parameter static var done = false }
      enum Events { static let synced = Tips.Event(id: "synced") }
      protocol Syncing { func sync() }
      final class Store: Syncing { func sync() { Events.synced.sendDonation() } }
      struct Goal: Tip {
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Flags.$done) { $0 } }
      }
      struct Pro: Tip {
          var title: Text { Text("Pro") }
          var rules: [Rule] { #Rule(Events.synced) { $0.donations.count >= 1 } }
      }
      struct Home: View {
          let store: any Syncing
          var body: some View {
              VStack {
                  TipView(Goal()); TipView(Pro())
                  Button("Sync") { store.sync() }
                  Button("Finish") { Flags.done = true }
              }
          }
      }
      final class OfflineStore: Syncing { func sync() {} }
      """
    let (result, verdicts) = try Self.verdicts(app, lengths: true)
    #expect(verdicts["reachable Goal"] == "holds 1", "\(verdicts)")
    #expect(verdicts["reachable Pro"]?.hasPrefix("unknown") == true, "\(verdicts)")
    #expect(verdicts["single-tip"]?.hasPrefix("unknown") == true, "\(verdicts)")
    let model = try #require(result.model)
    let pro = try #require(result.properties.first { $0.title(in: model) == "reachable Pro" })
    #expect(pro.modelVerdict == .holds)
    #expect(pro.restsOn.map(\.id) == ["swift.call-not-followed"])
    #expect(pro.explanation.first?.contains("App.swift:20:") == true, "\(pro.explanation)")
    #expect(pro.explanation.first?.contains("(assumes the code donates Events.synced)") == true, "\(pro.explanation)")
  }

  @Test("An unread condition in the first screen's onAppear is approximated there too: the launch goes both ways (A7)")
  func approximationAtLaunch() throws {
    // By hand: the first screen's onAppear sets Flags.done under a
    // condition TipCheck cannot read, at every launch. If it holds, Goal
    // shows at launch; if not, only a relaunch where it holds shows Goal
    // (approximated). Nothing else sets the flag: reachable Goal is
    // unknown, resting on the condition; one tip: single-tip holds both ways.
    let app = """
      import SwiftUI
      import TipKit
      struct Flags { @Parameter static var done = false }
      struct Goal: Tip {
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Flags.$done) { $0 } }
      }
      struct Home: View {
          var returning: Bool { UserDefaults.standard.bool(forKey: "r") }
          var body: some View {
              TipView(Goal()).onAppear { if returning { Flags.done = true } }
          }
      }
      """
    let (result, verdicts) = try Self.verdicts(app)
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    #expect(verdicts["reachable Goal"] == "unknown", "\(verdicts)")
    #expect(verdicts["single-tip"] == "holds", "\(verdicts)")
    let model = try #require(result.model)
    let goal = try #require(result.properties.first { $0.title(in: model) == "reachable Goal" })
    #expect(goal.restsOn.map(\.id) == ["swift.condition-assumed"], "\(goal.restsOn)")
    #expect(result.system?.launchVariants.count == 2)
  }

  @Test("'// tipcheck: does …' above a statement says what it does: the approximation becomes exact, a bad comment is an error at its column")
  func saidEffectsDecide() throws {
    // By hand: with the comment, "Save" sets Flags.done: Goal appears in 1
    // step, no-deadlock holds, nothing rests on the statement. With
    // "does nothing", nothing sets it: Goal can never appear.
    func app(_ comment: String) -> String {
      """
      import SwiftUI
      import TipKit
      struct Flags { @Parameter static var done = false }
      struct Goal: Tip {
          var title: Text { Text("Goal") }
          var rules: [Rule] { #Rule(Flags.$done) { $0 } }
      }
      struct Home: View {
          var body: some View {
              VStack {
                  TipView(Goal())
                  Button("Save") {
                      \(comment)
                      store.mark(&Flags.done)
                  }
              }
          }
      }
      """
    }
    let (unread, unreadVerdicts) = try Self.verdicts(app(""))
    #expect(unreadVerdicts["reachable Goal"] == "unknown")
    #expect(unread.diagnostics.first { $0.id == "swift.statement-not-read" }?.hint?.contains("// tipcheck: does") == true)
    let (said, saidVerdicts) = try Self.verdicts(app("// tipcheck: does set Flags.done = true"), lengths: true)
    #expect(saidVerdicts == ["single-tip": "holds -1", "reachable Goal": "holds 1", "no-deadlock": "holds -1"], "\(saidVerdicts)")
    #expect(!said.diagnostics.contains { $0.severity != .note }, "\(said.diagnostics)")
    let (_, nothingVerdicts) = try Self.verdicts(app("// tipcheck: does nothing"))
    #expect(nothingVerdicts["reachable Goal"] == "violated")
    let wrong = Verifier().verify(
      swiftApp: "App", sources: [SourceFile(path: "App.swift", text: app("// tipcheck: does set Flags.dne = true"))])
    #expect(wrong.model == nil)
    let error = try #require(wrong.diagnostics.first { $0.severity == .error })
    #expect("\(error.range.start)" == "App.swift:13:45", "\(error)")
    #expect(error.message == "'Flags' has no parameter or event 'dne'")
  }

  @Test("A site under an `if` TipCheck cannot read waits for a flag any launch may start either way: what does not need it is decided")
  func unreadViewCondition() throws {
    // By hand: Goal shows at launch whatever `ready` is: reachable Goal
    // holds in 0 steps (both ways of the launch). Other shows only while
    // `ready` holds, which TipCheck cannot know: reachable Other and
    // single-tip (Goal and Other together) are unknown, resting on the `if`.
    let app = """
      import SwiftUI
      import TipKit
      struct Goal: Tip { var title: Text { Text("Goal") } }
      struct Other: Tip { var title: Text { Text("Other") } }
      struct Home: View {
          var ready: Bool { Store.shared.ready }
          var body: some View { VStack { TipView(Goal()); if ready { TipView(Other()) } } }
      }
      """
    let (result, verdicts) = try Self.verdicts(app, lengths: true)
    #expect(verdicts["reachable Goal"] == "holds 0", "\(verdicts)")
    #expect(verdicts["reachable Other"]?.hasPrefix("unknown") == true, "\(verdicts)")
    #expect(verdicts["single-tip"]?.hasPrefix("unknown") == true, "\(verdicts)")
    let model = try #require(result.model)
    let other = try #require(result.properties.first { $0.title(in: model) == "reachable Other" })
    #expect(other.restsOn.map(\.id) == ["swift.view-condition"], "\(other.restsOn)")
    #expect(result.system?.launchVariants.count == 2)
  }

  @Test("Review: what an approximation leaves out keeps the gap (a called method, a helper, a tip's state, rows); a failed scenario rests on approximations")
  func approximationsStayComplete() throws {
    // Unread code that sets a parameter and calls a method that donates: the
    // `anytime` move does both (or neither), not only what it names.
    let pushed = """
      import SwiftUI
      import TipKit
      struct Flags { @Parameter static var pushed = false }
      enum Events { static let didSync = Tips.Event(id: "didSync") }
      final class Sync { static func markSynced() { Events.didSync.sendDonation() } }
      final class Push: NSObject { @objc func onPush() { Flags.pushed = true; Sync.markSynced() } }
      struct SyncTip: Tip {
          var title: Text { Text("Sync") }
          var rules: [Rule] { #Rule(Flags.$pushed) { $0 }; #Rule(Events.didSync) { $0.donations.count >= 1 } }
      }
      struct Home: View {
          var body: some View { VStack { TipView(SyncTip()); Button("Sync") { Sync.markSynced() } } }
      }
      // tipcheck: scenario "Sync alone shows nothing" {
      // tipcheck:   tap "Sync" expect none
      // tipcheck: }
      """
    let (result, _) = try Self.verdicts(pushed)
    let anytime = try #require(result.model?.actions.first { $0.kind == .anytime })
    #expect("\(anytime.effects)".contains("donate"), "\(anytime.effects)")
    // The scenario passes in the model; one that fails rests on the approximation.
    let failing = pushed.replacingOccurrences(of: "tap \"Sync\" expect none", with: "tap \"Sync\" expect SyncTip")
    let (failed, _) = try Self.verdicts(failing)
    #expect(failed.scenarios.first?.isUndecided == true, "\(failed.scenarios)")
    // A helper under an unread `if`, a condition on a tip's state, rows of
    // a list: no flag (the old reading, with its gap).
    func flags(_ body: String, extra: String = "") throws -> Int {
      let app = """
        import SwiftUI
        import TipKit
        struct Hint: Tip { var title: Text { Text("Hint") } }
        struct Home: View {
            let hint = Hint()
            var ready: Bool { Store.shared.ready }
            var banner: some View { TipView(Hint()) }
            var body: some View { \(body) }
        }
        \(extra)
        """
      let (result, _) = try Self.verdicts(app)
      return result.model?.parameters.filter { $0.qualifiedName.hasPrefix("TipCheckConditions.") }.count ?? -1
    }
    #expect(try flags("VStack { if ready { TipView(hint) } }") == 1)
    #expect(try flags("VStack { if ready { banner } }") == 0)
    #expect(try flags("VStack { if hint.shouldDisplay { Text(\"custom\") ; Button(\"x\") {} } }") == 0)
    #expect(
      try flags(
        "NavigationStack { List(0..<3, id: \\.self) { i in NavigationLink { Text(\"d\") } label: { Row() } } }",
        extra: "struct Row: View { var ready: Bool { Store.shared.ready }; var body: some View { if ready { TipView(Hint()) } } }")
        == 0)
  }
}
