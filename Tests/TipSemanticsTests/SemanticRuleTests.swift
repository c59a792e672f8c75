import Testing
import Foundation
import TipModel
import TipExplicit
import TipExplicitCore
import TipSemantics
import TipTestSupport

/// One test (or more) per rule of docs/semantics.md; the expected outcomes
/// are worked out by hand from the rule.
@Suite("Semantic rules (docs/semantics.md)")
struct SemanticRuleTests {
  typealias T = TestSupport

  // MARK: State

  @Test("S1: a tip's identity is its id; two tip types with one id share their status and display count, with a warning")
  func s1Identity() throws {
    let model = try T.model(#"tip A { title "a" } tip B { id "custom" title "b" }"#)
    #expect(model.tips.map(\.id) == ["A", "custom"])
    let shared = """
      tip A { id "same" title "a" }
      tip B { id "same" title "b" }
      screen One initial { popover "a" shows A  link "Two" -> Two }
      screen Two { inline "b" shows B  link "One" -> One }
      config { popoversBlockInteraction false }
      """
    let warnings = T.diagnostics(shared)
    #expect(warnings.contains { $0.contains("warning: tips 'A' and 'B' share the id \"same\"") }, "\(warnings)")
    let system = try T.system(shared)
    // One status and one display count for both.
    #expect(system.invalidationVariable(of: TipID(0)) == system.invalidationVariable(of: TipID(1)))
    #expect(system.displaysVariable(of: TipID(0)) == system.displaysVariable(of: TipID(1)))
    // By hand: B shows on Two while the shared status is valid; closing A
    // on One closes B too.
    #expect(try T.visible(system, T.walk(system, ["tap Two"])) == ["B"])
    #expect(try T.visible(system, T.walk(system, ["Close A", "tap Two"])) == [])
    // Apart, closing A leaves B.
    let apart = try T.system(shared.replacingOccurrences(of: #"tip B { id "same""#, with: #"tip B { id "other""#))
    #expect(try T.visible(apart, T.walk(apart, ["Close A", "tap Two"])) == ["B"])

    // One display for both: A at its maxDisplayCount 1 is shown at launch;
    // going to Two shows B, and the shared display goes on (no new one, no
    // end). Dismissing A's popover ends it: the shared status is
    // invalidated (.displayCountExceeded), and B no longer shows.
    let capped = try T.system(shared.replacingOccurrences(of: #"tip A { id "same" title "a" }"#, with: #"tip A { id "same" title "a" maxDisplayCount 1 }"#))
    #expect(try T.visible(capped, T.walk(capped, ["tap Two"])) == ["B"])
    #expect(try T.visible(capped, T.walk(capped, ["tap Two", "tap One"])) == ["A"])
    #expect(try T.visible(capped, T.walk(capped, ["outside a", "tap Two"])) == [])
    let cappedApart = try T.system(
      shared.replacingOccurrences(of: #"tip A { id "same" title "a" }"#, with: #"tip A { id "same" title "a" maxDisplayCount 1 }"#)
        .replacingOccurrences(of: #"tip B { id "same""#, with: #"tip B { id "other""#))
    #expect(try T.visible(cappedApart, T.walk(cappedApart, ["outside a", "tap Two"])) == ["B"])
    // The compiled engine reaches what the reference semantics reaches, and
    // every reached state is settled.
    let reference = T.referenceExploration(capped)
    let compiled = ExplicitChecker(system: capped).run()
    #expect(compiled.statistics.states == reference.states.count)
    #expect(compiled.statistics.transitions == reference.transitions)
    try ExplicitCheckerTestsBridge.assertSettledConsistency(capped)
  }

  @Test("S2: parameters persist across relaunch; transient ones reset")
  func s2Persistence() throws {
    let system = try T.system(
      """
      tip Kept { title "k" param show: Bool = false rule show }
      tip Reset { title "r" transient param show: Bool = false rule show }
      screen Main { button "Go" { set Kept.show = true set Reset.show = true }
        inline "k" shows Kept inline "r" shows Reset }
      """)
    let afterGo = try T.walk(system, ["tap Go"])
    #expect(T.visible(system, afterGo) == ["Kept", "Reset"])
    let afterRelaunch = try T.walk(system, ["tap Go", "relaunch"])
    #expect(T.visible(system, afterRelaunch) == ["Kept"])
  }

  @Test("S3: state variables are exactly the facts the model needs")
  func s3Variables() throws {
    let system = try T.system(
      """
      tip A { title "a" param p: Bool = false event e rule p && e.donations.count >= 2 maxDisplayCount 3 }
      screen One initial { popover "x" shows A button "b" { donate A.e } }
      screen Two { inline "y" shows A }
      """)
    let roles = system.variables.filter { !$0.isScratch }.map(\.role)
    let a = TipID(0)
    #expect(
      roles == [
        .parameter(ParameterID(0)), .donations(EventID(0)), .invalidation(a), .displays(a), .dismissed(SiteID(0)), .screen,
      ])
    // Counted up to 2 + 1; displays up to maxDisplayCount; only the close
    // button (.tipClosed) and the display count can invalidate A.
    #expect(system.variables[1].domain == 0...3)
    #expect(system.variables[3].domain == 0...3)
    // Stored as positions among A's two reasons: 0 valid, 1 .tipClosed,
    // 2 .displayCountExceeded (two bits; TipKit's codes would need 0...3).
    #expect(system.variables[2].domain == 0...2)
    #expect(system.invalidationReasons[0] == [.tipClosed, .displayCountExceeded])
    // No frequency variable under .immediate.
    #expect(system.variable(for: .frequencyLock) == nil)
  }

  // MARK: Status

  @Test("S4: rules are ANDed; no rules means always eligible")
  func s4Status() throws {
    let system = try T.system(
      """
      tip Both { title "b" param p: Bool = false param q: Bool = false rule p rule q }
      tip Always { title "a" }
      screen Main { button "P" { set Both.p = true } button "Q" { set Both.q = true }
        inline "both" shows Both inline "always" shows Always }
      """)
    let launch = system.initialSteps()[0].state
    #expect(T.visible(system, launch) == ["Always"])
    #expect(T.visible(system, try T.walk(system, ["tap P"])) == ["Always"])
    #expect(T.visible(system, try T.walk(system, ["tap P", "tap Q"])) == ["Both", "Always"])
  }

  @Test("S5: invalidating twice keeps the first reason")
  func s5FirstReason() throws {
    let system = try T.system(
      """
      tip A { title "a" }
      screen Main { button "Done" { invalidate A .actionPerformed invalidate A .tipClosed } inline "a" shows A }
      config { popoversBlockInteraction false }
      """)
    let state = try T.walk(system, ["tap Done"])
    let variable = try #require(system.variable(for: .invalidation(TipID(0))))
    // A's reasons by code: [.actionPerformed, .tipClosed]; the first is kept.
    #expect(state[variable] == 1)
    #expect(system.invalidationReason(state[variable], of: TipID(0)) == .actionPerformed)
    #expect(T.visible(system, state).isEmpty)
  }

  @Test("S4: each of TipKit's four reasons invalidates, stored as its position among the tip's reasons")
  func s4EveryReason() throws {
    // The inline view's built-in × adds .tipClosed (code 2): the stored
    // value is the reason's position by code, from 1, and the domain ends
    // at the number of reasons.
    let stored: [InvalidationReason: (value: Int, domain: ClosedRange<Int>)] = [
      .actionPerformed: (1, 0...2), .tipClosed: (1, 0...1), .displayCountExceeded: (2, 0...2),
      .displayDurationExceeded: (2, 0...2),
    ]
    for reason in InvalidationReason.allCases {
      let expected = try #require(stored[reason])
      let system = try T.system(
        """
        tip A { title "a" }
        screen Main { button "Done" { invalidate A .\(reason.rawValue) } inline "a" shows A }
        config { popoversBlockInteraction false }
        """)
      let variable = try #require(system.variable(for: .invalidation(TipID(0))))
      #expect(system.variables[variable].domain == expected.domain, "\(reason)")
      #expect(try T.walk(system, [])[variable] == 0)
      #expect(T.visible(system, try T.walk(system, [])).count == 1)
      let state = try T.walk(system, ["tap Done"])
      #expect(state[variable] == expected.value, "\(reason)")
      #expect(system.invalidationReason(state[variable], of: TipID(0)) == reason, "\(reason)")
      #expect(T.visible(system, state).isEmpty, "\(reason)")
    }
    #expect(Set(InvalidationReason.allCases.map(\.code)) == [1, 2, 3, 4])
  }

  // MARK: Display frequency

  static let daily = """
    config { displayFrequency daily }
    tip First { title "f" }
    tip Later { title "l" param p: Bool = false rule p }
    tip Exempt { title "e" param p: Bool = false rule p ignoresDisplayFrequency }
    screen Main { button "Later" { set Later.p = true } button "Exempt" { set Exempt.p = true }
      inline "f" shows First inline "l" shows Later inline "e" shows Exempt }
    """

  @Test("S6: after a new tip appears, other new tips wait for the period; shown and exempt tips do not")
  func s6Frequency() throws {
    let system = try T.system(Self.daily)
    let launch = system.initialSteps()
    #expect(launch.count == 1)
    #expect(T.visible(system, launch[0].state) == ["First"])
    // Later must wait: the period started with First.
    let waiting = try T.walk(system, ["tap Later"])
    #expect(T.visible(system, waiting) == ["First"])
    #expect(T.visible(system, try T.walk(system, ["tap Later", "wait"])) == ["First", "Later"])
    // Exempt ignores the frequency.
    #expect(T.visible(system, try T.walk(system, ["tap Exempt"])) == ["First", "Exempt"])
    // A tip already displayed reappears after a relaunch although the period runs.
    let closedAndBack = try T.walk(system, ["tap Later", "wait", "relaunch"])
    #expect(T.visible(system, closedAndBack) == ["First", "Later"])
  }

  @Test("S7: two new tips in one step: exactly one appears, either one")
  func s7OneNewTipPerStep() throws {
    let system = try T.system(
      """
      config { displayFrequency weekly }
      tip A { title "a" param p: Bool = false rule p }
      tip B { title "b" param p: Bool = false rule p }
      screen Main { button "Both" { set A.p = true set B.p = true } inline "a" shows A inline "b" shows B }
      """)
    let launch = system.initialSteps()[0].state
    let both = system.enabledMoves(in: launch).first { T.describe(system, $0) == "tap Both" }!
    let outcomes = Set(system.successors(of: launch, via: both).map { T.visible(system, $0.state) })
    #expect(outcomes == [["A"], ["B"]])
  }

  @Test("S8: a tip that ignores the frequency does not start a period")
  func s8ExemptStartsNoPeriod() throws {
    let system = try T.system(
      """
      config { displayFrequency daily }
      tip Exempt { title "e" ignoresDisplayFrequency }
      tip Later { title "l" param p: Bool = false rule p }
      screen Main { button "Later" { set Later.p = true } inline "e" shows Exempt inline "l" shows Later }
      """)
    #expect(T.visible(system, try T.walk(system, ["tap Later"])) == ["Exempt", "Later"])
  }

  @Test("S9: the wait move exists only for a non-immediate frequency, enabled while a period runs")
  func s9Time() throws {
    let daily = try T.system(Self.daily)
    let launch = daily.initialSteps()[0].state
    #expect(daily.enabledMoves(in: launch).contains { T.describe(daily, $0) == "wait" })
    let afterWait = try T.walk(daily, ["wait"])
    #expect(!daily.enabledMoves(in: afterWait).contains { T.describe(daily, $0) == "wait" })
    let immediate = try T.system(#"tip A { title "a" } inline "a" shows A"#)
    #expect(!immediate.moves.contains { $0.label == .timePasses })
    let frozen = try T.system(Self.daily + "\nconfig { timePasses false }")
    #expect(!frozen.moves.contains { $0.label == .timePasses })
  }

  // MARK: Groups and sites

  static func group(_ priority: String, extra: String = "") -> String {
    """
    tip A { title "a" param p: Bool = false rule p }
    tip B { title "b" }
    group g \(priority) { A, B }
    screen Main { button "P" { set A.p = true } popover "site" shows g.currentTip \(extra) }
    """
  }

  @Test("S10: ordered: later members wait behind a pending first member")
  func s10Ordered() throws {
    let system = try T.system(Self.group("ordered"))
    #expect(T.visible(system, system.initialSteps()[0].state).isEmpty)
    #expect(T.visible(system, try T.walk(system, ["tap P"])) == ["A"])
    #expect(T.visible(system, try T.walk(system, ["tap P", "Close A"])) == ["B"])
  }

  @Test("S11: firstAvailable: the first available member, whatever its position")
  func s11FirstAvailable() throws {
    let system = try T.system(Self.group("firstAvailable"))
    #expect(T.visible(system, system.initialSteps()[0].state) == ["B"])
    let unnamed = try T.system(Self.group(""))
    #expect(unnamed.model.groups[0].priority == .firstAvailable)
  }

  @Test("S12: a member shown directly is not gated by its group, unless configured")
  func s12DirectMembers() throws {
    let spec = """
      tip A { title "a" param p: Bool = false rule p }
      tip B { title "b" }
      group g ordered { A, B }
      screen Main { inline "direct" shows B }
      """
    let ungated = try T.system(spec)
    #expect(T.visible(ungated, ungated.initialSteps()[0].state) == ["B"])
    let gated = try T.system(spec + "\nconfig { groupsGateDirectMembers true }")
    #expect(T.visible(gated, gated.initialSteps()[0].state).isEmpty)
  }

  @Test("S13: a cast site shows the group's tip only when it is that type; sites of other screens are unmounted")
  func s13Sites() throws {
    let system = try T.system(
      """
      tip A { title "a" }
      tip B { title "b" }
      group g ordered { A, B }
      screen Main initial { inline "as B" shows g.currentTip as? B link "Next" -> Other }
      screen Other { inline "as A" shows g.currentTip as? A link "Back" -> Main }
      """)
    #expect(T.visible(system, system.initialSteps()[0].state).isEmpty)
    #expect(T.visible(system, try T.walk(system, ["tap Next"])) == ["A"])
    #expect(T.visible(system, try T.walk(system, ["tap Next", "Close A", "tap Back"])) == ["B"])
  }

  @Test("S14: a dismissed popover stays dismissed while it shows the same tip")
  func s14Dismiss() throws {
    let system = try T.system(Self.group("ordered", extra: "\ninline \"side\" shows A"))
    let dismissed = try T.walk(system, ["tap P", "outside site"])
    #expect(T.visible(system, dismissed) == ["A"])  // the inline site still shows A
    #expect(system.holds(system.derived.available[0], in: dismissed))
    // Relaunch clears the dismissal.
    #expect(T.visible(system, try T.walk(system, ["tap P", "outside site", "relaunch"])) == ["A"])
    // When the group moves on, the popover presents the next tip.
    let next = try T.walk(system, ["tap P", "outside site", "Close A"])
    #expect(T.visible(system, next) == ["B"])
  }

  @Test("S15: a visible popover blocks other taps unless configured")
  func s15Blocking() throws {
    let spec = """
      tip A { title "a" }
      screen Main { button "Other" { } popover "site" shows A }
      """
    let blocking = try T.system(spec)
    let launch = blocking.initialSteps()[0].state
    #expect(!blocking.enabledMoves(in: launch).contains { T.describe(blocking, $0) == "tap Other" })
    #expect(blocking.enabledMoves(in: launch).contains { T.describe(blocking, $0).hasPrefix("Close A") })
    let open = try T.system(spec + "\nconfig { popoversBlockInteraction false }")
    #expect(open.enabledMoves(in: open.initialSteps()[0].state).contains { T.describe(open, $0) == "tap Other" })
  }

  @Test("S15: an unprompted event happens under a popover; the user's event does not")
  func s15UnpromptedEvents() throws {
    // By hand: A's popover shows at launch and blocks the screen. A
    // notification (unprompted) still arrives and shows B's TipView beside
    // A: two tips at once. A pull to refresh is the user's: blocked.
    let spec = """
      tip A { title "a" }
      tip B { title "b" param show: Bool = false rule show }
      screen Main initial { EVENT  popover "site" shows A  inline "b" shows B }
      check single-tip
      """
    let notified = try T.system(spec.replacingOccurrences(of: "EVENT", with: #"when "Sync finishes" unprompted { set B.show = true }"#))
    #expect(try T.visible(notified, T.walk(notified, ["tap Sync finishes"])) == ["A", "B"])
    let refreshed = try T.system(spec.replacingOccurrences(of: "EVENT", with: #"when "Pull to refresh" { set B.show = true }"#))
    #expect(throws: (any Error).self) { try T.walk(refreshed, ["tap Pull to refresh"]) }
    #expect(T.diagnostics(#"tip A { title "a" } screen M { button "Go" unprompted { } }"#).contains {
      $0.contains("error: only a 'when' event can be 'unprompted'")
    })
  }

  @Test("S15: a popover with backgroundInteraction (.tipBackgroundInteraction(.enabled)) blocks nothing; the others still do")
  func s15BackgroundInteraction() throws {
    // By hand: A's popover shows at launch. With blocking, "Show B" cannot be
    // tapped until A is gone; letting the background be used, it can, and B's
    // TipView then shows beside A: two tips at once.
    let spec = """
      tip A { title "a" }
      tip B { title "b" param show: Bool = false rule show }
      screen Main initial { button "Show B" { set B.show = true }  popover "site" shows A SITEOPTION  inline "b" shows B }
      check single-tip
      """
    let blocking = try T.system(spec.replacingOccurrences(of: "SITEOPTION", with: ""))
    #expect(throws: (any Error).self) { try T.walk(blocking, ["tap Show B"]) }
    let open = try T.system(spec.replacingOccurrences(of: "SITEOPTION", with: "backgroundInteraction"))
    #expect(try T.visible(open, T.walk(open, ["tap Show B"])) == ["A", "B"])
    #expect(T.diagnostics(#"tip A { title "a" } screen M { inline "x" shows A backgroundInteraction }"#).contains {
      $0.contains("error: only a popover blocks the screen behind it")
    })
  }

  // MARK: Displays

  @Test("S16: a display lasts while the tip is visible somewhere; a relaunch starts a new one")
  func s16Displays() throws {
    let system = try T.system(
      """
      tip A { title "a" maxDisplayCount 3 }
      screen Main initial { inline "one" shows A link "Go" -> Other }
      screen Other { inline "two" shows A link "Back" -> Main }
      config { popoversBlockInteraction false }
      """)
    let displays = try #require(system.variable(for: .displays(TipID(0))))
    #expect(system.initialSteps()[0].state[displays] == 1)
    // Moving to another screen that also shows A continues the display.
    #expect(try T.walk(system, ["tap Go"])[displays] == 1)
    #expect(try T.walk(system, ["tap Go", "tap Back"])[displays] == 1)
    #expect(try T.walk(system, ["relaunch"])[displays] == 2)
  }

  @Test("S17: maxDisplayCount invalidates when the last display ends, by any cause")
  func s17MaxDisplayCount() throws {
    let spec = """
      tip A { title "a" param p: Bool = true rule p maxDisplayCount 1 }
      screen Main { button "Hide" { set A.p = false } popover "site" shows A }
      config { popoversBlockInteraction false }
      """
    let system = try T.system(spec)
    let invalidation = try #require(system.variable(for: .invalidation(TipID(0))))
    let launch = system.initialSteps()[0].state
    #expect(launch[invalidation] == 0)  // the display is still on
    #expect(T.visible(system, launch) == ["A"])
    // A's reasons by code: [.tipClosed, .displayCountExceeded], stored as 1 and 2.
    #expect(system.invalidationReasons[0] == [.tipClosed, .displayCountExceeded])
    let exceeded = 2
    #expect(try T.walk(system, ["outside site"])[invalidation] == exceeded)
    #expect(try T.walk(system, ["relaunch"])[invalidation] == exceeded)
    #expect(try T.walk(system, ["tap Hide"])[invalidation] == exceeded)
    #expect(try T.walk(system, ["Close A"])[invalidation] == 1)
    // With two displays allowed, ending the first does not invalidate.
    let twice = try T.system(spec.replacingOccurrences(of: "maxDisplayCount 1", with: "maxDisplayCount 2"))
    let afterFirst = try T.walk(twice, ["outside site"])
    #expect(afterFirst[invalidation] == 0)
    #expect(T.visible(twice, try T.walk(twice, ["outside site", "relaunch"])) == ["A"])
    #expect(try T.walk(twice, ["outside site", "relaunch", "outside site"])[invalidation] == exceeded)
  }

  @Test("S17: an ordered group advances when its first tip's last display ends")
  func s17GroupAdvances() throws {
    let system = try T.system(
      """
      tip A { title "a" maxDisplayCount 1 }
      tip B { title "b" }
      group g ordered { A, B }
      popover "site" shows g.currentTip
      """)
    #expect(T.visible(system, try T.walk(system, ["outside site"])) == ["B"])
  }

  @Test("S18: display counts are kept only as far as needed")
  func s18DisplayDomains() throws {
    let system = try T.system(#"tip A { title "a" } tip B { title "b" maxDisplayCount 4 } inline "a" shows A inline "b" shows B"#)
    #expect(system.variables[system.variable(for: .displays(TipID(0)))!].domain == 0...1)
    #expect(system.variables[system.variable(for: .displays(TipID(1)))!].domain == 0...4)
  }

  // MARK: Buttons on tips

  @Test("S19: the built-in style closes with .tipClosed and shows the tip's actions")
  func s19BuiltInStyle() throws {
    let model = try T.model(#"tip A { title "a" action more "More" } popover "site" shows A"#)
    let buttons = model.buttons(at: SiteID(0), presenting: TipID(0))
    #expect(buttons.map(\.label) == ["×", "More"])
    #expect(buttons[0].isClose)
    let system = try SemanticsCompiler.compile(model)
    let closed = try T.walk(system, ["Close A"])
    // .tipClosed is A's only reason: stored as 1.
    #expect(closed[system.variable(for: .invalidation(TipID(0)))!] == 1)
    #expect(system.invalidationReason(1, of: TipID(0)) == .tipClosed)
  }

  @Test("S20: a custom style has only the buttons it draws, with its parameters bound at the site")
  func s20CustomStyle() throws {
    let model = try T.model(
      """
      tip A { title "a" action more "More" }
      tip B { title "b" param show: Bool = false rule show }
      style Plain { button "Got it" { invalidate tip .actionPerformed } }
      style Relay(next: Tip) { close button "Next" { invalidate tip .actionPerformed set next.show = true } actions }
      popover "plain" shows A style Plain
      popover "relay" shows A style Relay(next: B)
      inline "b" shows B
      """)
    #expect(model.buttons(at: SiteID(0), presenting: TipID(0)).map(\.label) == ["Got it"])
    #expect(model.buttons(at: SiteID(1), presenting: TipID(0)).map(\.label) == ["×", "Next", "More"])
    let system = try SemanticsCompiler.compile(model)
    #expect(T.visible(system, try T.walk(system, ["Tap A Next at relay"])) == ["B"])
  }

  @Test("S21: an action runs its perform effects and the site's handler, nothing else")
  func s21Actions() throws {
    let system = try T.system(
      """
      tip A { title "a" action noop "Nothing" action go "Go" { set B.p = true } }
      tip B { title "b" param p: Bool = false param q: Bool = false rule p && q }
      inline "a" shows A { on go { set B.q = true } }
      inline "b" shows B
      """)
    let launch = system.initialSteps()[0].state
    #expect(try T.walk(system, ["Tap A Nothing"]) == launch)
    #expect(T.visible(system, try T.walk(system, ["Tap A Go"])) == ["A", "B"])
  }

  // MARK: Moves and steps

  @Test("S22: effects apply in order; guards and tip conditions read the state before the move")
  func s22Steps() throws {
    let system = try T.system(
      """
      tip A { title "a" param n: Int(0...5) = 0 param m: Int(0...5) = 0 }
      screen Main { button "Step" { set A.n = A.n + 1 set A.m = A.n + 1 }
        button "IfVisible" { if visible(A) { set A.n = 5 } invalidate A .actionPerformed }
        inline "a" shows A }
      """)
    let n = system.variable(for: .parameter(ParameterID(0)))!
    let m = system.variable(for: .parameter(ParameterID(1)))!
    let stepped = try T.walk(system, ["tap Step"])
    #expect(stepped[n] == 1 && stepped[m] == 2)
    // Invalidated in the same move, but visible before it: the condition held.
    let conditional = try T.walk(system, ["tap IfVisible"])
    #expect(conditional[n] == 5)
  }

  @Test("S24: navigation runs the destination's onAppear; a cycle of onAppears is an error")
  func s24Navigation() throws {
    let system = try T.system(
      """
      tip A { title "a" event seen rule seen.donations.count >= 2 }
      screen Main initial { link "Open" -> Detail }
      screen Detail { onAppear { donate A.seen } inline "a" shows A link "Back" -> Main }
      """)
    #expect(T.visible(system, try T.walk(system, ["tap Open"])).isEmpty)
    #expect(T.visible(system, try T.walk(system, ["tap Open", "tap Back", "tap Open"])) == ["A"])
    let cycle = try T.model(
      """
      tip A { title "a" }
      screen One initial { onAppear { navigate Two } }
      screen Two { onAppear { navigate One } }
      """)
    #expect(throws: SemanticsCompiler.Failure.self) { try SemanticsCompiler.compile(cycle) }
    do {
      _ = try SemanticsCompiler.compile(cycle)
    } catch {
      // Once, though the launch and the relaunch both run One's onAppear.
      #expect(
        error.diagnostics.map(\.message) == [
          "this navigation to 'One' runs its 'onAppear' again: the screens' onAppears navigate in a cycle"
        ])
      #expect(error.diagnostics.first?.range.start.line == 3)
    }
  }

  @Test("S25: launch and relaunch: initial screen, transient reset, onAppear runs")
  func s25Launch() throws {
    let system = try T.system(
      """
      tip A { title "a" event launched rule launched.donations.count >= 2 }
      screen Main initial { onAppear { donate A.launched } link "Away" -> Other inline "a" shows A }
      screen Other { }
      """)
    let launches = system.variable(for: .donations(EventID(0)))!
    #expect(system.initialSteps()[0].state[launches] == 1)
    let relaunched = try T.walk(system, ["tap Away", "relaunch"])
    #expect(relaunched[system.variable(for: .screen)!] == 0)
    #expect(T.visible(system, relaunched) == ["A"])
  }

  @Test("S13: a site with a condition is mounted only while it holds; a condition on what tips show is an error")
  func s13SiteCondition() throws {
    let system = try T.system(
      """
      tip A { title "a" }
      holder Root { param onboarded: Bool = false }
      screen Main { inline "a" shows A if !Root.onboarded button "Done" { set Root.onboarded = true } }
      """)
    #expect(T.visible(system, system.initialSteps()[0].state) == ["A"])
    #expect(T.visible(system, try T.walk(system, ["tap Done"])) == [])
    let errors = T.diagnostics(#"tip A { title "a" } tip B { title "b" } screen Main { inline "a" shows A if visible(B) inline "b" shows B }"#)
    #expect(errors.contains { $0.contains("a site's condition can read parameters and event counts, not what tips show") })
  }

  @Test("S26: an app that never configures TipKit shows no tip, whatever its rules and sites")
  func s26NotConfigured() throws {
    let spec = """
      tip A { title "a" }
      tip B { title "b" param on: Bool = false rule on }
      screen Main { inline "a" shows A popover "b" shows B button "On" { set B.on = true } }
      """
    let configured = try T.system(spec)
    #expect(T.visible(configured, try T.walk(configured, ["tap On"])) == ["A", "B"])
    let unconfigured = try T.system(spec + "config { tipsConfigured false }")
    #expect(T.visible(unconfigured, try T.walk(unconfigured, ["tap On"])) == [])
    #expect(unconfigured.derived.available.allSatisfy { unconfigured.graph.isFalse($0) })
  }

  @Test("S27: with resetsAtLaunch, a relaunch returns every persistent fact to the installed state")
  func s27ResetAtLaunch() throws {
    let spec = """
      tip A { title "a" param on: Bool = false rule on }
      screen Main { inline "a" shows A button "On" { set A.on = true } }
      """
    let kept = try T.system(spec)
    #expect(T.visible(kept, try T.walk(kept, ["tap On", "relaunch"])) == ["A"])
    let reset = try T.system(spec + "config { resetsAtLaunch true }")
    let relaunched = try T.walk(reset, ["tap On", "relaunch"])
    #expect(T.visible(reset, relaunched) == [])
    #expect(relaunched == reset.initialSteps()[0].state)
  }

  // MARK: Finite domains

  @Test("F1: donation counts saturate one above the largest constant compared")
  func f1Saturation() throws {
    let system = try T.system(
      """
      tip A { title "a" event e rule e.donations.count > 3 }
      screen Main { button "Donate" { donate A.e } inline "a" shows A }
      check invariant "few" A.e.donations.count != 2
      """)
    let count = system.variable(for: .donations(EventID(0)))!
    #expect(system.variables[count].domain == 0...4)
    let errors = T.diagnostics(#"tip A { title "a" event e param p: Int(0...9) = 0 rule e.donations.count > p }"#)
    #expect(errors.contains { $0.contains("can only be compared with a constant") })
  }

  @Test("F2: an Int only incremented and compared with constants is a counter that saturates")
  func f2Counter() throws {
    let system = try T.system(
      """
      tip A { title "a" param count: Int = 0 rule count >= 3 }
      screen Main { button "Cook" { set A.count += 1 } button "Reset" { set A.count = 0 } inline "a" shows A }
      """)
    let count = system.variable(for: .parameter(ParameterID(0)))!
    #expect(system.variables[count].domain == 0...4)
    #expect(system.variables[count].isAbstractedCounter)
    let cooked = try T.walk(system, ["tap Cook", "tap Cook", "tap Cook", "tap Cook", "tap Cook"])
    #expect(cooked[count] == 4)
    #expect(T.visible(system, cooked) == ["A"])
    // Read otherwise than compared with a constant, it needs a declared range.
    let errors = T.diagnostics(
      #"tip A { title "a" param count: Int = 0 param other: Int = 0 rule count >= other } screen Main { button "Cook" { set A.count += 1 } }"#)
    #expect(errors.contains { $0.contains("cannot infer a finite range for Int parameter 'A.count'") })
  }

  @Test("F2: Int ranges are declared or inferred; leaving a declared range violates `range`")
  func f2IntRanges() throws {
    let inferred = try T.system(
      """
      tip A { title "a" param level: Int = 2 rule level == 7 }
      screen Main { button "Up" { set A.level = 7 } button "Down" { set A.level = -1 } }
      """)
    #expect(inferred.variables[0].domain == -1...7)
    let errors = T.diagnostics(
      """
      tip A { title "a" param n: Int = 0 }
      button "Up" { set A.n = A.n * 2 }
      """)
    #expect(errors.contains { $0.contains("cannot infer a finite range for Int parameter 'A.n'") })
    let declared = try T.model(
      """
      tip A { title "a" param n: Int(0...2) = 0 }
      button "Up" { set A.n += 1 }
      """)
    #expect(declared.properties.contains { $0.kind == .staysInRange(ParameterID(0)) })
  }

  @Test("F2: a computed assignment bounded by the ranges it reads widens the inferred range to hold its values")
  func f2BoundedByReads() throws {
    // q is 0...2; p = q + 1 gives 1...3, with p's default 0 and the constant 5: 0...5.
    // r = p - 1 is bounded once p is: -1...4 with its default 0.
    let system = try T.system(
      """
      tip A { title "a" param q: Int(0...2) = 0 param p: Int = 0 param r: Int = 0 rule p >= 3 }
      screen Main {
        button "Next" { if A.q < 2 { set A.q += 1 } }
        button "Copy" { set A.p = A.q + 1 }
        button "Far" { set A.p = 5 }
        button "Keep" { set A.p = A.p }
        button "Back" { set A.r = A.p - 1 }
        inline "a" shows A
      }
      """)
    #expect(system.variables[system.variable(for: .parameter(ParameterID(1)))!].domain == 0...5)
    #expect(system.variables[system.variable(for: .parameter(ParameterID(2)))!].domain == -1...4)
    // Next twice, Copy: p = 3 and A shows.
    let walked = try T.walk(system, ["tap Next", "tap Next", "tap Copy"])
    #expect(T.visible(system, walked) == ["A"])
    // A value read from itself, or from an Int without a range, bounds nothing.
    for effect in ["set A.p = A.p * 2", "set A.p = A.n"] {
      let errors = T.diagnostics(#"tip A { title "a" param p: Int = 0 param n: Int = 0 } button "Up" { \#(effect) } button "N" { set A.n = A.n + A.p }"#)
      #expect(errors.contains { $0.contains("cannot infer a finite range for Int parameter 'A.p'") }, "\(effect)")
    }
  }

  @Test("F3: invalidated(T, .reason) reads the stored position; a reason T never gets never holds")
  func f3ReasonPredicates() throws {
    // A: the built-in × only (stored 1 = .tipClosed). B: a button with
    // .actionPerformed and the ×: [.actionPerformed, .tipClosed], 1 and 2.
    let system = try T.system(
      """
      tip A { title "a" } tip B { title "b" }
      screen Main { button "Done" { invalidate B .actionPerformed } inline "a" shows A inline "b" shows B }
      config { popoversBlockInteraction false }
      check reachable "A closed" invalidated(A, .tipClosed)
      check reachable "A acted on" invalidated(A, .actionPerformed) expect violated
      check reachable "B acted on" invalidated(B, .actionPerformed)
      check reachable "B closed" invalidated(B, .tipClosed)
      """)
    #expect(system.invalidationReasons == [[.tipClosed], [.actionPerformed, .tipClosed]])
    let b = try #require(system.variable(for: .invalidation(TipID(1))))
    #expect(try T.walk(system, ["tap Done"])[b] == 1)
    #expect(try T.walk(system, ["Close B"])[b] == 2)
    let outcomes = ExplicitChecker(system: system).run().outcomes
    let verdicts = outcomes.map { outcome -> String in
      switch outcome {
      case .holds(let witness): "holds in \(witness?.steps.count ?? -1)"
      case .violated: "violated"
      case .unknown: "unknown"
      }
    }
    // Witnesses: launch, then one tap (the launch counts as a step).
    #expect(verdicts == ["holds in 2", "violated", "holds in 2", "holds in 2"])
  }

  @Test("F3: unused values get no bits")
  func f3Domains() throws {
    let system = try T.system(#"tip A { title "a" } inline "a" shows A"#)
    let invalidation = system.variables[system.variable(for: .invalidation(TipID(0)))!]
    #expect(invalidation.domain == 0...1)  // only the built-in × (.tipClosed): one bit
    let styled = try T.system(#"tip A { title "a" } style S { button "x" { } } inline "a" shows A style S"#)
    #expect(styled.variables[styled.variable(for: .invalidation(TipID(0)))!].domain == 0...0)
    #expect(styled.variable(for: .dismissed(SiteID(0))) == nil)
  }
}

@Suite("Semantic rules: corner cases from review")
struct SemanticCornerCaseTests {
  typealias T = TestSupport

  @Test("F3: displayCount of a tip without maxDisplayCount counts as far as it is compared")
  func displayCountBeyondOne() throws {
    let system = try T.system(
      """
      tip T { title "T" }
      screen Home initial { inline "h" shows T link "Other" -> Other }
      screen Other { button "Back" { navigate Home } }
      check reachable "twice" displayCount(T) >= 2
      check invariant "once" displayCount(T) <= 1 expect violated
      """)
    #expect(system.variables[system.variable(for: .displays(TipID(0)))!].domain == 0...3)
    let state = try T.walk(system, ["tap Other", "tap Back"])
    #expect(system.value(system.derived.visible[0], in: state) == 1)
    #expect(state[system.variable(for: .displays(TipID(0)))!] == 2)
    #expect(T.diagnostics(#"tip T { title "T" param n: Int(0...3) = 0 } check invariant "x" displayCount(T) <= T.n"#)
      .contains { $0.contains("a display count can only be compared with a constant") })
  }

  @Test("S22: a screen condition after a navigation sees the new screen")
  func screenConditionAfterNavigation() throws {
    let system = try T.system(
      """
      tip X { title "x" event e rule e.donations.count >= 1 }
      screen Home initial { button "Open" { navigate Detail if screen == Detail { donate X.e } } }
      screen Detail { inline "x" shows X }
      """)
    #expect(T.visible(system, try T.walk(system, ["tap Open"])) == ["X"])
  }

  @Test("S24: a conditional redirect between two onAppears is not a cycle")
  func conditionalRedirect() throws {
    let system = try T.system(
      """
      holder User { param loggedIn: Bool = false }
      tip Welcome { title "w" }
      screen Home initial { onAppear { if !User.loggedIn { navigate Login } } inline "w" shows Welcome }
      screen Login { onAppear { if User.loggedIn { navigate Home } } button "Log in" { set User.loggedIn = true navigate Home } }
      """)
    let screen = try #require(system.variable(for: .screen))
    #expect(system.initialSteps()[0].state[screen] == 1)  // redirected to Login at launch
    #expect(T.visible(system, try T.walk(system, ["tap Log in"])) == ["Welcome"])
  }

  // MARK: Reactions to invalidation

  /// A relay on status updates: A's handler on .tipClosed shows B; C's
  /// handler (any reason) is reached through B's, chained in one step.
  static let handlers = """
    tip A { title "a" action done "Done" }
    tip B { title "b" param show: Bool = false rule show }
    tip C { title "c" param show: Bool = false rule show }
    screen Main initial {
      popover "a" shows A { on done { invalidate tip .actionPerformed } }
      inline "b" shows B
      inline "c" shows C
      button "Skip B" { invalidate B .actionPerformed }
    }
    on A invalidated .tipClosed { set B.show = true }
    on B invalidated { set C.show = true }
    config { popoversBlockInteraction false }
    """

  @Test("S28: a handler runs in the step that invalidates its tip with its reason, not on a tap outside or another reason")
  func s28HandlerReasons() throws {
    let system = try T.system(Self.handlers)
    #expect(try T.visible(system, T.walk(system, [])) == ["A"])
    // × on A: .tipClosed, B shown in the same step.
    #expect(try T.visible(system, T.walk(system, ["Close A"])) == ["B"])
    // Tapping outside invalidates nothing: no handler.
    #expect(try T.visible(system, T.walk(system, ["outside a"])) == [])
    // "Done" invalidates A with .actionPerformed: A's handler (.tipClosed) does not run.
    #expect(try T.visible(system, T.walk(system, ["Tap A Done"])) == [])
  }

  @Test("S28: a handler's invalidation runs the next tip's handler in the same step, each handler once")
  func s28Chains() throws {
    let system = try T.system(Self.handlers)
    // B's handler has no reason: "Skip B" (.actionPerformed) runs it too.
    #expect(try T.visible(system, T.walk(system, ["Close A", "tap Skip B"])) == ["C"])
    // A chain in one step: a handler that invalidates B runs B's handler.
    let chained = try T.system(
      """
      tip A { title "a" }
      tip B { title "b" param show: Bool = false rule show }
      tip C { title "c" param show: Bool = false rule show }
      screen Main initial { inline "a" shows A  inline "b" shows B  inline "c" shows C }
      on A invalidated .tipClosed { invalidate B .actionPerformed }
      on B invalidated .actionPerformed { set C.show = true }
      """)
    #expect(try T.visible(chained, T.walk(chained, ["Close A"])) == ["C"])
    // A handler does not run again for a tip already invalidated.
    let counted = try T.system(
      """
      tip A { title "a" }
      tip B { title "b" param n: Int(0...3) = 0 rule n == 1 }
      screen Main initial { inline "a" shows A  inline "b" shows B  button "Again" { invalidate A .tipClosed } }
      on A invalidated { set B.n += 1 }
      """)
    #expect(try T.visible(counted, T.walk(counted, ["Close A", "tap Again", "tap Again"])) == ["B"])
  }

  @Test("S32: a tip's maximum display duration may run out while it is visible, and only then: it is invalidated, its handlers run")
  func s32DisplayDuration() throws {
    // By hand: A shows at launch; waiting its 300 s invalidates it
    // (.displayDurationExceeded), whose handler shows B. On Other, where A
    // is not on screen, there is no such wait.
    let system = try T.system(
      """
      tip A { title "a" maxDisplayDuration 300 }
      tip B { title "b" param show: Bool = false rule show }
      screen Main initial { inline "a" shows A  inline "b" shows B  link "Other" -> Other }
      screen Other { link "Back" -> Main }
      on A invalidated .displayDurationExceeded { set B.show = true }
      config { relaunch false }
      """)
    #expect(try T.visible(system, T.walk(system, [])) == ["A"])
    #expect(try T.visible(system, T.walk(system, ["A times out"])) == ["B"])
    let away = try T.walk(system, ["tap Other"])
    #expect(!system.enabledMoves(in: away).map { T.describe(system, $0) }.contains("A times out"))
    // Closed first, A's time can no longer run out: B never shows.
    let closed = try T.walk(system, ["Close A"])
    #expect(!system.enabledMoves(in: closed).map { T.describe(system, $0) }.contains("A times out"))
  }

  @Test("S28: a handler MaxDisplayCount's invalidation could run is an error, not a verdict that leaves it out")
  func s28DisplayCount() throws {
    let text = """
      tip A { title "a" maxDisplayCount 1 }
      tip B { title "b" param show: Bool = false rule show }
      screen Main initial { popover "a" shows A  inline "b" shows B }
      on A invalidated { set B.show = true }
      """
    let model = try T.model(text)
    #expect(throws: SemanticsCompiler.Failure.self) { try SemanticsCompiler.compile(model) }
    // Naming the reasons it reacts to is fine.
    _ = try T.system(text.replacingOccurrences(of: "on A invalidated {", with: "on A invalidated .tipClosed {"))
  }

  @Test("S29: testing overrides: shown tips ignore their rules and come back after they are closed; hidden ones never show; Apple's precedence")
  func s29TestingOverrides() throws {
    let base = """
      tip A { title "a" param show: Bool = false rule show }
      tip B { title "b" }
      screen Main initial { inline "a" shows A  inline "b" shows B }
      """
    // By hand: without overrides only B shows (A's rule is false).
    let plain = try T.system(base)
    #expect(try T.visible(plain, T.walk(plain, [])) == ["B"])
    // showAll: A too, and closing it changes nothing (its status reverts).
    let all = try T.system(base + "config { testingShows all }")
    #expect(try T.visible(all, T.walk(all, [])) == ["A", "B"])
    #expect(try T.visible(all, T.walk(all, ["Close A"])) == ["A", "B"])
    // hideAll, but B named to show: showTipsForTesting comes first.
    let mixed = try T.system(base + "config { testingHides all  testingShows B }")
    #expect(try T.visible(mixed, T.walk(mixed, [])) == ["B"])
    // A named to hide wins over showAll.
    let hidden = try T.system(base + "config { testingShows all  testingHides A }")
    #expect(try T.visible(hidden, T.walk(hidden, [])) == ["B"])
  }

  @Test("Readings: S16's other reading counts each site's appearance as a display; each reading applies only where the model has what it is about")
  func readings() throws {
    // By hand: A (maxDisplayCount 3) is shown by two TipViews at launch: one
    // display by default, two when each site's appearance counts.
    let spec = """
      tip A { title "a" maxDisplayCount 3 }
      screen Home initial { inline "one" shows A  inline "two" shows A }
      """
    let tipWise = try T.system(spec)
    let siteWise = try T.system(spec + "\nconfig { displaysPerSite true }")
    let displays = try #require(tipWise.displaysVariable(of: TipID(0)))
    #expect(try T.walk(tipWise, [])[displays] == 1)
    #expect(try T.walk(siteWise, [])[displays] == 2)
    #expect(Reading.displayPerSite.applies(to: try T.model(spec)))
    // One site, or nothing reading the count: the readings cannot differ.
    #expect(!Reading.displayPerSite.applies(to: try T.model(#"tip A { title "a" maxDisplayCount 3 } screen H initial { inline "one" shows A }"#)))
    #expect(!Reading.displayPerSite.applies(to: try T.model(#"tip A { title "a" } screen H initial { inline "one" shows A  inline "two" shows A }"#)))
    // S12 only where a group member has a site of its own.
    let grouped = #"tip A { title "a" } tip B { title "b" } group g ordered { A, B } screen H initial { inline "g" shows g.currentTip "#
    #expect(!Reading.groupGatesDirectMembers.applies(to: try T.model(grouped + "}")))
    #expect(Reading.groupGatesDirectMembers.applies(to: try T.model(grouped + #" inline "b" shows B }"#)))
  }

  @Test("Readings S7, S11, S17 and S30 step by step: one or every new tip, a held group tip, invalidation as the last display starts, one popover per anchor")
  func heldReadings() throws {
    // S7, by hand: two tips eligible at launch under a daily frequency. By
    // default there are two launches (A or B gets the slot); under the
    // other reading one launch shows both.
    let frequency = """
      config { displayFrequency daily }
      tip A { title "a" }
      tip B { title "b" }
      screen Home initial { inline "a" shows A  inline "b" shows B }
      """
    let one = try T.system(frequency)
    #expect(one.initialSteps().map { T.visible(one, $0.state) }.sorted { $0.joined() < $1.joined() } == [["A"], ["B"]])
    let every = try T.system(frequency + "\nconfig { frequencyAdmitsEveryNewTip true }")
    #expect(every.initialSteps().map { T.visible(every, $0.state) } == [["A", "B"]])
    #expect(Reading.frequencyAdmitsEveryNewTip.applies(to: try T.model(frequency)))
    #expect(!Reading.frequencyAdmitsEveryNewTip.applies(to: try T.model(frequency.replacingOccurrences(of: "daily", with: "immediate"))))

    // S11, by hand: B is current at launch; Ready makes A available. By
    // default the group switches to A; held, it keeps B until B is closed,
    // and after a relaunch (the group starts afresh) A is current.
    let group = """
      tip A { title "a" param ready: Bool = false rule ready }
      tip B { title "b" }
      group tour firstAvailable { A, B }
      screen Home initial { inline "tour" shows tour.currentTip  button "Ready" { set A.ready = true } }
      config { popoversBlockInteraction false }
      """
    let switching = try T.system(group)
    #expect(try T.visible(switching, T.walk(switching, ["tap Ready"])) == ["A"])
    let holding = try T.system(group + "\nconfig { firstAvailableKeepsCurrentTip true }")
    #expect(try T.visible(holding, T.walk(holding, [])) == ["B"])
    #expect(try T.visible(holding, T.walk(holding, ["tap Ready"])) == ["B"])
    #expect(try T.visible(holding, T.walk(holding, ["tap Ready", "Close B"])) == ["A"])
    #expect(try T.visible(holding, T.walk(holding, ["tap Ready", "relaunch"])) == ["A"])
    let held = try #require(holding.variable(for: .groupCurrentTip(GroupID(0))))
    #expect(try holding.heldMember(T.walk(holding, ["tap Ready"])[held], of: GroupID(0)) == TipID(1))

    // S30, by hand: A and B anchored to "Edit". Together by default; one at
    // a time otherwise: the first declared (or the last) shows, the other
    // once it is closed; a tap outside moves the anchor to the other one.
    let anchor = """
      tip A { title "a" }
      tip B { title "b" }
      screen Home initial { popover "Edit" shows A  popover "Edit" shows B  popover "Other" shows A }
      """
    let together = try T.system(anchor)
    #expect(try T.visible(together, T.walk(together, [])) == ["A", "B"])
    let firstFirst = try T.system(anchor + "\nconfig { popoversPerAnchor firstDeclaredFirst }")
    let anchorVariable = try #require(firstFirst.variable(for: .anchorPresenting([SiteID(0), SiteID(1)])))
    #expect(try T.walk(firstFirst, [])[anchorVariable] == 1)
    #expect(try T.visible(firstFirst, T.walk(firstFirst, [])) == ["A"])
    #expect(try T.visible(firstFirst, T.walk(firstFirst, ["Close A"])) == ["B"])
    let lastFirst = try T.system(anchor + "\nconfig { popoversPerAnchor lastDeclaredFirst }")
    #expect(try T.visible(lastFirst, T.walk(lastFirst, [])) == ["A", "B"])  // A at "Other", B at "Edit"
    #expect(try T.walk(lastFirst, [])[anchorVariable] == 2)
    #expect(Reading.onePopoverPerAnchor.applies(to: try T.model(anchor)))
    #expect(Reading.onePopoverPerAnchor.excludes(.onePopoverPerAnchorLastFirst))
    #expect(!Reading.onePopoverPerAnchor.excludes(.displayPerSite))
    // S17, by hand: ordered A (maxDisplayCount 1), B. By default A shows
    // and counts its display; under the other reading it is invalidated as
    // that display starts and the group moves on to B within the launch.
    let capped = """
      tip A { title "a" maxDisplayCount 1 }
      tip B { title "b" }
      group tour ordered { A, B }
      screen Home initial { inline "tour" shows tour.currentTip }
      """
    let atEnd = try T.system(capped)
    #expect(try T.visible(atEnd, T.walk(atEnd, [])) == ["A"])
    let atStart = try T.system(capped + "\nconfig { displayCountInvalidatesAtStart true }")
    let launched = try T.walk(atStart, [])
    #expect(T.visible(atStart, launched) == ["B"])
    let invalidation = try #require(atStart.variable(for: .invalidation(TipID(0))))
    let displays = try #require(atStart.displaysVariable(of: TipID(0)))
    #expect(atStart.invalidationReason(launched[invalidation], of: TipID(0)) == .displayCountExceeded)
    #expect(launched[displays] == 1)
    #expect(Reading.displayCountInvalidatesAtStart.applies(to: try T.model(capped)))
    #expect(!Reading.displayCountInvalidatesAtStart.applies(to: try T.model(#"tip A { title "a" maxDisplayCount 1 } inline "a" shows A"#)))
    try ExplicitCheckerTestsBridge.assertSettledConsistency(atStart)

    let errors = T.diagnostics(anchor + "\nconfig { popoversPerAnchor firstDeclared }")
    #expect(errors.contains { $0.contains("error: unknown popover reading 'firstDeclared'") }, "\(errors)")
  }

  @Test("S6, S8, S10-S13, S30: the conditions for a tip to show are exported with their rules, for explanations")
  func showingConditions() throws {
    let system = try T.system(
      """
      config { displayFrequency daily  groupsGateDirectMembers true  popoversPerAnchor firstDeclaredFirst }
      tip A { title "a" }
      tip B { title "b" ignoresDisplayFrequency }
      group tour ordered { A, B }
      screen Home initial { inline "tour" shows tour.currentTip  popover "b" shows B  popover "b" shows A }
      """)
    let (a, b) = (TipID(0), TipID(1))
    #expect(system.availabilityConditions(of: a) == [.displayFrequency(.daily)])
    #expect(system.availabilityConditions(of: b) == [])  // S8
    let home = ScreenID(0)
    #expect(system.showingConditions(at: SiteID(0), of: b) == [.waitsInOrderedGroup(GroupID(0), behind: [a]), .onScreen(home)])
    #expect(
      system.showingConditions(at: SiteID(1), of: b)
        == [.gatedByGroups([GroupID(0)]), .onScreen(home), .sharesAnchor(with: [SiteID(2)])])
  }

  @Test("§8: settling a settled state again changes nothing; a settle step that would is caught")
  func settleFixpoint() throws {
    let system = try T.system(
      #"tip A { title "a" param on: Bool = false rule on } popover "a" shows A button "On" { set A.on = true }"#)
    let launched = try T.walk(system, [])
    let on = try T.walk(system, ["tap On"])
    #expect(system.settleFixpointViolation(at: launched) == nil)
    #expect(system.settleFixpointViolation(at: on) == nil)
    #expect(system.settledVisibilityDisagreement(at: launched) == nil)
    // A settle step that sets A.on whatever the move: the launched state
    // (A.on false) is no longer its own fixpoint.
    var broken = system
    let variable = try #require(system.variable(for: .parameter(ParameterID(0))))
    broken.settle.next[variable] = broken.graph.boolean(true)
    #expect(broken.settleFixpointViolation(at: launched) == "settling again changes A.on")
    #expect(broken.settleFixpointViolation(at: on) == nil)
  }

  @Test("S10/S11 in conditions: current(group, T) and current(group) ask the semantics which member is current")
  func currentTipCondition() throws {
    // By hand: ordered A, B behind one TipView. "Next" invalidates the
    // current member: A first (B waits behind it, S10), then B; after that
    // the group has no current tip and "Finish" sets done.
    let system = try T.system(
      """
      tip A { title "a" }
      tip B { title "b" param done: Bool = false }
      group tour ordered { A, B }
      screen Main initial {
        inline "tour" shows tour.currentTip
        button "Next" { if current(tour, A) { invalidate A .actionPerformed } else if current(tour, B) { invalidate B .actionPerformed } }
        button "Finish" { if !current(tour) { set B.done = true } }
      }
      config { popoversBlockInteraction false }
      """)
    #expect(try T.visible(system, T.walk(system, [])) == ["A"])
    #expect(try T.visible(system, T.walk(system, ["tap Next"])) == ["B"])
    #expect(try T.visible(system, T.walk(system, ["tap Next", "tap Next"])) == [])
    let done = try #require(system.variable(for: .parameter(ParameterID(0))))
    #expect(try T.walk(system, ["tap Finish"])[done] == 0)
    #expect(try T.walk(system, ["tap Next", "tap Next", "tap Finish"])[done] == 1)
    let errors = T.diagnostics(
      #"tip A { title "a" } tip B { title "b" } tip C { title "c" } group g ordered { A, B } screen M initial { button "x" { if current(g, C) { invalidate A .tipClosed } } }"#)
    #expect(errors.contains { $0.contains("error: 'C' is not a member of group 'g'") }, "\(errors)")
  }
}
