import Testing
import TipModel
import TipResults
import TipSpec
import TipSwift
import TipTestSupport

/// `group.currentTip?.invalidate(reason:)`, and `tip.invalidate(…)` under
/// `if let tip = group.currentTip`: the member that is current when the
/// user acts is invalidated (it was ignored with a warning).
@Suite("Reading TipKit Swift: invalidating a group's current tip", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftGroupCurrentTipTests {
  typealias S = SwiftLoweringTests

  static let tips = S.threeTips

  /// The start of a view showing an ordered group of A (with a Bool
  /// parameter `flag`) and B; the caller adds buttons and closes the view.
  static func orderedTour(flag: String) -> String {
    """
    struct A: Tip { @Parameter static var \(flag) = false; var title: Text { Text("a") } }
    struct B: Tip { var title: Text { Text("b") } }
    struct Tour: View {
        @State var tips = TipGroup(.ordered) { A(); B() }
        var body: some View {
            VStack {
                TipView(tips.currentTip)

    """
  }

  static func verdicts(_ result: SwiftLoweringTests.Extracted) throws -> [String: Verdict] {
    let model = try #require(result.model, "\(result.diagnostics)")
    let checked = Verifier().verify(model, sources: [])
    return Dictionary(uniqueKeysWithValues: checked.properties.map { ($0.title(in: model), $0.verdict) })
  }

  @Test("Ordered: a Next button advances the tour through every member, in order")
  func orderedNext() throws {
    let result = S.extract(
      Self.tips + """
        struct Tour: View {
            @State var tips = TipGroup(.ordered) { A(); B(); C() }
            var body: some View {
                VStack {
                    TipView(tips.currentTip)
                    Button("Next") { tips.currentTip?.invalidate(reason: .actionPerformed) }
                }
            }
        }
        // tipcheck: check reachable "C acted on" invalidated(C, .actionPerformed)
        // tipcheck: check single-tip, order A -> B -> C, no-deadlock
        """)
    // The current member is asked of the semantics (current(tips, X): S10),
    // member by member.
    #expect(
      result.contains(
        lines: """
          if current(tips, A) {
          invalidate A .actionPerformed
          } else if current(tips, B) {
          invalidate B .actionPerformed
          } else if current(tips, C) {
          invalidate C .actionPerformed
          }
          """), "\(result.spec)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // Only Next invalidates with .actionPerformed (× closes with .tipClosed):
    // launch (A), Next (B), Next (C), Next.
    let verdicts = try Self.verdicts(result)
    #expect(verdicts["reachable C acted on"] == .holds, "\(verdicts)")
    #expect(verdicts["single-tip"] == .holds && verdicts["order A -> B -> C"] == .holds, "\(verdicts)")
    #expect(verdicts["no-deadlock"] == .holds, "\(verdicts)")
  }

  @Test("First available, through an if-let binding: the current member is invalidated, not every member")
  func firstAvailableAlias() throws {
    let result = S.extract(
      """
        struct A: Tip { var title: Text { Text("a") } }
        struct B: Tip { var title: Text { Text("b") } }
        struct Tour: View {
            @State var tips = TipGroup { A(); B() }
            var body: some View {
                if let tip = tips.currentTip {
                    TipView(tip)
                    Button("Done") { tip.invalidate(reason: .actionPerformed) }
                }
            }
        }
        // tipcheck: check reachable "both acted on" invalidated(A, .actionPerformed) && invalidated(B, .actionPerformed)
        // tipcheck: check invariant "one per tap" !(invalidated(A, .actionPerformed) && invalidated(B, .actionPerformed) && !shown(B))
        """)
    // First available: the same chain; what "current" means is S11's.
    #expect(
      result.contains(
        lines: """
          if current(tips, A) {
          invalidate A .actionPerformed
          } else if current(tips, B) {
          invalidate B .actionPerformed
          }
          """), "\(result.spec)")
    // The if-let's controls are still conditional (warned once, at the `if`);
    // the invalidation is no longer ignored.
    #expect(
      result.diagnostics == [
        "App.swift:6: warning: TipCheck reads the controls and other tip sites under this 'if let' as always there, also while the group has no current tip; a verdict may differ on a device"
      ], "\(result.diagnostics)")
    // Done on A (B becomes current and is shown), then Done on B. A tap
    // invalidates one tip: B cannot be acted on before it has been shown.
    let verdicts = try Self.verdicts(result)
    #expect(verdicts["reachable both acted on"] == .holds, "\(verdicts)")
    #expect(verdicts["invariant one per tap"] == .holds, "\(verdicts)")
  }
}

extension SwiftGroupCurrentTipTests {
  @Test("A view given the group, and a view given the if-let tip, invalidate the group's current tip")
  func passedToAView() throws {
    let result = S.extract(
      Self.tips + """
        struct Controls: View {
            let tour: TipGroup
            var body: some View { Button("Next") { tour.currentTip?.invalidate(reason: .actionPerformed) } }
        }
        struct Card: View {
            let tip: any Tip
            var body: some View { VStack { TipView(tip); Button("Got it") { tip.invalidate(reason: .tipClosed) } } }
        }
        struct Tour: View {
            @State var tips = TipGroup(.ordered) { A(); B(); C() }
            var body: some View {
                VStack {
                    if let tip = tips.currentTip { Card(tip: tip) }
                    Controls(tour: tips)
                }
            }
        }
        """)
    let chain = { (reason: String) in
      """
      if current(tips, A) {
      invalidate A .\(reason)
      } else if current(tips, B) {
      invalidate B .\(reason)
      } else if current(tips, C) {
      invalidate C .\(reason)
      }
      """
    }
    #expect(result.contains(lines: chain("actionPerformed")), "\(result.spec)")
    #expect(result.contains(lines: chain("tipClosed")), "\(result.spec)")
    #expect(!result.diagnostics.contains { $0.contains("cannot tell which tip") }, "\(result.diagnostics)")
    // Every step can be shown, in order, and the tour never gets stuck.
    let verdicts = try Self.verdicts(result)
    #expect(verdicts["order A -> B -> C"] == .holds && verdicts["no-deadlock"] == .holds, "\(verdicts)")
  }
}

extension SwiftGroupCurrentTipTests {
  @Test("In an action: if let, guard let and if let … as? on a group's current tip are read as conditions on the group")
  func bindingsInActions() throws {
    let result = S.extract(
      Self.orderedTour(flag: "seen") + """
                    Button("Next") {
                        if let tip = tips.currentTip { tip.invalidate(reason: .actionPerformed) }
                    }
                    Button("Skip") {
                        guard let current = tips.currentTip else { return }
                        current.invalidate(reason: .tipClosed)
                        A.seen = true
                    }
                    Button("First") {
                        if let first = tips.currentTip as? A { first.invalidate(reason: .actionPerformed) }
                    }
                }
            }
        }
        // tipcheck: check reachable "B acted on" invalidated(B, .actionPerformed)
        // tipcheck: check invariant "skipped only with a current tip" !A.seen || invalidated(A)
        """)
    let lines = result.lines
    // Whether the group has a current tip, and which, asked of the semantics.
    let any = "if current(tips) {"
    let chain = { (reason: String) in
      "if current(tips, A) {\ninvalidate A .\(reason)\n} else if current(tips, B) {\ninvalidate B .\(reason)\n}"
    }
    #expect(
      lines.contains(any) && result.contains(lines: chain("actionPerformed")) && result.contains(lines: chain("tipClosed")),
      "\(result.spec)")
    #expect(lines.contains("set A.seen = true"), "\(result.spec)")
    // `as? A`: whether A is the current tip.
    #expect(lines.contains("if current(tips, A) {") && lines.contains("invalidate A .actionPerformed"), "\(result.spec)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // Next twice acts on B; Skip sets A.seen only while a tip is current,
    // and with the tour over (A invalidated) that is always after A.
    let verdicts = try Self.verdicts(result)
    #expect(verdicts["reachable B acted on"] == .holds, "\(verdicts)")
    #expect(verdicts["invariant skipped only with a current tip"] == .holds, "\(verdicts)")
  }
}

extension SwiftGroupCurrentTipTests {
  @Test("currentTip == nil and != nil in an action's condition test whether the group has a current tip")
  func comparedWithNil() throws {
    let result = S.extract(
      Self.orderedTour(flag: "done") + """
                    Button("Finish") { if tips.currentTip == nil { A.done = true } }
                    Button("Next") { if nil != tips.currentTip { tips.currentTip?.invalidate(reason: .actionPerformed) } }
                }
            }
        }
        // tipcheck: check reachable "done" A.done
        // tipcheck: check invariant "done only after the tour" !A.done || invalidated(A) && invalidated(B)
        """)
    #expect(result.lines.contains("if !current(tips) {") && result.lines.contains("if current(tips) {"), "\(result.spec)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // Neither tip has rules: the group has no current tip once both are
    // invalidated (Next, Next, then Finish), and only then.
    let verdicts = try Self.verdicts(result)
    #expect(verdicts["reachable done"] == .holds, "\(verdicts)")
    #expect(verdicts["invariant done only after the tour"] == .holds, "\(verdicts)")
  }
}

extension SwiftGroupCurrentTipTests {
  @Test("Review: an if-let name does not leak into a called method, past its `if`, or onto a parameter of the same name")
  func bindingsStayInTheirScope() throws {
    let result = S.extract(
      Self.tips + """
        struct D: Tip { var title: Text { Text("d") } }
        func skipCurrent(_ tips: TipGroup) { tips.currentTip?.invalidate(reason: .tipClosed) }
        struct Tour: View {
            @State var tips = TipGroup(.ordered) { A(); B() }
            let tip = C()
            var body: some View {
                VStack {
                    TipView(tips.currentTip)
                    TipView(tip)
                    Button("Next") { if let tip = tips.currentTip { tip.invalidate(reason: .actionPerformed); finish() } }
                    Button("Go") {
                        if let tip = tips.currentTip as? A { tip.invalidate(reason: .actionPerformed) } else { return }
                        tip.invalidate(reason: .tipClosed)
                    }
                    Button("Skip") { skipCurrent(tips) }
                }
            }
            func finish() { tip.invalidate(reason: .tipClosed) }
        }
        struct Other: View {
            @State var tips = TipGroup { D() }
            var body: some View { TipView(tips.currentTip) }
        }
        """)
    let lines = result.lines
    // `finish()` and the statement after Go's `if` mean the stored `tip`, C.
    let next = try #require(lines.firstIndex(of: "button \"Next\" {"))
    let go = try #require(lines.firstIndex(of: "button \"Go\" {"))
    #expect(lines[next..<go].contains("invalidate C .tipClosed"), "\(result.spec)")
    #expect(lines[go...].contains("invalidate C .tipClosed"), "\(result.spec)")
    #expect(lines[go...].contains("if current(tips, A) {"), "\(result.spec)")
    // `skipCurrent`'s `tips` is a parameter, not Other's group of that name:
    // no chain over D; the call cannot be read and says so.
    #expect(!lines.contains { $0.contains("invalidate D") }, "\(result.spec)")
    #expect(result.diagnostics.contains { $0.contains("cannot tell which tip") || $0.contains("does not understand") }, "\(result.diagnostics)")
  }

  @Test("Review: a guard on the current tip and `as? B` in a first-available group are conditions that matter")
  func guardAndLaterCast() throws {
    let result = S.extract(
      """
        struct A: Tip {
            @Parameter static var ready = false
            @Parameter static var seen = false
            var title: Text { Text("a") }
            var rules: [Rule] { #Rule(Self.$ready) { $0 } }
        }
        struct B: Tip { var title: Text { Text("b") } }
        struct Ordered: View {
            @State var tips = TipGroup(.ordered) { A(); B() }
            var body: some View {
                VStack {
                    TipView(tips.currentTip)
                    Button("Ready") { A.ready = true }
                    Button("Skip") {
                        guard let current = tips.currentTip else { return }
                        current.invalidate(reason: .tipClosed)
                        A.seen = true
                    }
                }
            }
        }
        struct FirstAvailable: View {
            @State var more = TipGroup { A(); B() }
            var body: some View {
                VStack {
                    TipView(more.currentTip)
                    Button("Done B") { if let b = more.currentTip as? B { b.invalidate(reason: .actionPerformed) } }
                }
            }
        }
        // tipcheck: check invariant "seen only once A is done" !A.seen || invalidated(A)
        """)
    // First available: whether B is the current tip.
    #expect(result.lines.contains("if current(more, B) {"), "\(result.spec)")
    // While A waits for Ready, the ordered group has no current tip: Skip
    // does nothing (with the guard negated or dropped it would set A.seen
    // with A still valid).
    let verdicts = try Self.verdicts(result)
    #expect(verdicts["invariant seen only once A is done"] == .holds, "\(verdicts)")
  }
}
