import Foundation
import Testing
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// Relays on status updates (docs/semantics.md, S28): a view's `.task`
/// watching a tip's `statusUpdates` and acting when it is invalidated is
/// read as `on T invalidated .reason { … }`. Verdicts worked out by hand.
@Suite("Relays on status updates", .enabled(if: SwiftFrontend.isAvailable))
struct StatusRelayTests {
  typealias V = VerdictSoundnessTests

  /// IntroTip shows at launch (no rule); NextTip needs `ready`, which only
  /// the loop sets. `LOOP` is replaced by each case's loop body.
  static func app(_ loop: String, introOptions: String = "", elsewhere: String = "") -> String {
    """
    struct IntroTip: Tip {
        var title: Text { Text("Welcome") }
        var actions: [Action] { Action(id: "gotIt", title: "Got it") }
        \(introOptions)
    }
    struct NextTip: Tip {
        @Parameter static var ready: Bool = false
        var title: Text { Text("Next") }
        var rules: [Rule] { [#Rule(Self.$ready) { $0 == true }] }
    }
    struct Home: View {
        let intro = IntroTip()
        var body: some View {
            VStack {
                TipView(intro) { action in
                    if action.id == "gotIt" { intro.invalidate(reason: .actionPerformed) }
                }
                Text("Later").popoverTip(NextTip())
            }
            .task {
                for await status in intro.statusUpdates {
                    \(loop)
                }
            }
        }
    }
    \(elsewhere)
    """
  }

  @Test("if case .invalidated(.tipClosed): the × relays, \"Got it\" does not (stuck), in the same step")
  func ifCaseOneReason() throws {
    let app = Self.app("if case .invalidated(.tipClosed) = status { NextTip.ready = true }")
    let lines = SwiftLoweringTests.extract(app).lines
    #expect(lines.contains("on IntroTip invalidated .tipClosed {"), "\(lines)")
    let result = V.verify(app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let verdicts = V.verdicts(result)
    // By hand: × on IntroTip shows NextTip in one step; "Got it" invalidates
    // IntroTip with .actionPerformed, the loop does not react, nothing else
    // sets `ready`: stuck.
    #expect(verdicts["reachable NextTip"] == .holds)
    #expect(V.property(result, "reachable NextTip")?.trace?.steps.count == 2)  // launch, ×
    #expect(verdicts["no-deadlock"] == .violated)
    #expect(V.property(result, "no-deadlock")?.trace?.steps.last?.action.contains("Got it") == true)
    #expect(verdicts["single-tip"] == .holds)
  }

  @Test("MaxDisplayDuration: waiting it out while the tip shows invalidates it (.displayDurationExceeded), which a relay can react to (S32)")
  func displayDurationRelays() throws {
    let app = Self.app(
      "if case .invalidated(.displayDurationExceeded) = status { NextTip.ready = true }",
      introOptions: "var options: [any TipOption] { [Tips.MaxDisplayDuration(120)] }")
    let lines = SwiftLoweringTests.extract(app).lines
    #expect(lines.contains("maxDisplayDuration 120"), "\(lines)")
    let result = V.verify(app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // By hand: waiting 120 s on the welcome relays to NextTip (2 steps:
    // launch, wait); × or "Got it" first end IntroTip without the relay,
    // and nothing else sets `ready`: stuck.
    let reachable = try #require(V.property(result, "reachable NextTip"))
    #expect(reachable.verdict == .holds)
    #expect(reachable.trace?.steps.map(\.action) == ["Launch the app", "Wait 120 s while IntroTip is on screen (its maximum display duration)"])
    #expect(V.verdicts(result)["no-deadlock"] == .violated)
  }

  @Test("A switch over the status: one handler per reason it lists; other cases that do nothing are fine")
  func switchOverStatus() throws {
    let app = Self.app(
      """
      switch status {
                      case .invalidated(.tipClosed), .invalidated(.actionPerformed):
                          NextTip.ready = true
                      case .available, .pending:
                          break
                      @unknown default:
                          break
                      }
      """)
    let lines = SwiftLoweringTests.extract(app).lines
    #expect(lines.contains("on IntroTip invalidated .tipClosed {") && lines.contains("on IntroTip invalidated .actionPerformed {"))
    let result = V.verify(app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // By hand: both ways out relay now: nothing gets stuck.
    #expect(V.verdicts(result)["no-deadlock"] == .holds)
    #expect(V.verdicts(result)["reachable NextTip"] == .holds)
  }

  @Test("guard case .invalidated = status else { continue }: any reason")
  func guardAnyReason() throws {
    let app = Self.app(
      """
      guard case .invalidated = status else { continue }
                      NextTip.ready = true
                      break
      """)
    #expect(SwiftLoweringTests.extract(app).lines.contains("on IntroTip invalidated {"))
    let result = V.verify(app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(V.verdicts(result)["no-deadlock"] == .holds)
  }

  @Test("The tip is also shown in another view than the loop's: what the handler touches is unknown, never violated")
  func shownElsewhere() throws {
    let app = Self.app(
      "if case .invalidated(.tipClosed) = status { NextTip.ready = true }",
      elsewhere: """
        struct Settings: View {
            var body: some View { TipView(IntroTip()) }
        }
        """)
    let result = V.verify(app)
    #expect(result.diagnostics.contains { $0.id == "swift.status-relay-elsewhere" }, "\(result.diagnostics)")
    // The model's no-deadlock violation rests on the handler: unknown.
    #expect(V.verdicts(result)["no-deadlock"] == .unknown)
    #expect(V.property(result, "no-deadlock")?.restsOn.contains { $0.id == "swift.status-relay-elsewhere" } == true)
  }

  @Test("A reaction to any invalidation of a tip with MaxDisplayCount is a gap (TipKit invalidates it while the screen settles)")
  func displayCount() throws {
    let app = Self.app(
      "if case .invalidated = status { NextTip.ready = true }",
      introOptions: "var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }")
    let result = V.verify(app)
    #expect(result.diagnostics.contains { $0.id == "swift.status-relay-display-count" }, "\(result.diagnostics)")
    #expect(V.verdicts(result)["reachable NextTip"] == .unknown)
  }
}
