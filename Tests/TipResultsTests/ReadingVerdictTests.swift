import Testing
import TipModel
import TipReports
import TipResults
import TipSemantics

/// Specs whose verdicts flip between readings of undocumented TipKit
/// behaviour (docs/semantics.md §12), each worked out by hand.
@Suite("Verdicts under each reading")
struct ReadingVerdictTests {
  /// Every property's verdict under the default reading and under each
  /// combination of other readings, by property title.
  static func verdicts(_ text: String) throws -> [String: [String: Verdict]] {
    let verifier = Verifier()
    let spec = verifier.compareReadings(verifier.verify(SourceFile(path: "reading.tipspec", text: text)))
    let model = try #require(spec.model, "\(spec.diagnostics)")
    var table: [String: [String: Verdict]] = [:]
    for property in spec.properties {
      var row = ["default": property.verdict]
      for other in property.underReadings { row[other.readings.map(\.rawValue).joined(separator: "+")] = other.verdict }
      table[property.title(in: model)] = row
    }
    return table
  }

  @Test("S7: two new tips under a daily frequency with no time passing: one appears by default, both under the other reading")
  func frequencyAdmitsEveryNewTip() throws {
    // By hand: no rules, so A and B are both eligible at launch. By default
    // the period lets one of them in (either one: two launches), the other
    // waits for time that never passes: single-tip holds and each is
    // reachable (0 steps). Under S7's other reading both appear at launch:
    // single-tip is violated in 0 steps.
    let table = try Self.verdicts(
      """
      config { displayFrequency daily  timePasses false }
      tip A { title "a" }
      tip B { title "b" }
      screen Home initial { inline "a" shows A  inline "b" shows B }
      check single-tip, reachable A, reachable B
      """)
    #expect(table["single-tip"] == ["default": .holds, "S7": .violated])
    #expect(table["reachable A"] == ["default": .holds, "S7": .holds])
  }

  @Test("S11: a .firstAvailable group switches to an earlier member that becomes available, or keeps its tip")
  func firstAvailableKeepsCurrentTip() throws {
    // By hand: A waits for `ready`, B has no rule. At launch the group's
    // current tip is B. Tapping Ready makes A available: by default the
    // group switches to A while B is still valid, so `order B -> A` is
    // violated in 1 step; under S11's other reading the group keeps B until
    // it is closed, and A follows (order holds). Relaunching is left out:
    // a relaunched app's group starts afresh with A, violating the order
    // under either reading.
    let table = try Self.verdicts(
      """
      config { relaunch false }
      tip A { title "a" param ready: Bool = false rule ready }
      tip B { title "b" }
      group tour firstAvailable { A, B }
      screen Home initial {
        inline "tour" shows tour.currentTip
        button "Ready" { set A.ready = true }
      }
      check order B -> A, reachable A
      """)
    #expect(table["order B -> A"] == ["default": .violated, "S11": .holds])
    #expect(table["reachable A"] == ["default": .holds, "S11": .holds])
  }

  @Test("S17: MaxDisplayCount invalidating as the last display starts lets a group skip that tip, and lets a later tip follow it early")
  func displayCountInvalidatesAtStart() throws {
    // By hand, a group: A (maxDisplayCount 1) then B behind one TipView. By
    // default A shows at launch and stays until closed; B follows. Under
    // S17's other reading A's display starts at launch and invalidates it
    // at once, the group moves on to B in the same step, and A is never on
    // screen in any state: `reachable A` is violated.
    let group = try Self.verdicts(
      """
      tip A { title "a" maxDisplayCount 1 }
      tip B { title "b" }
      group tour ordered { A, B }
      screen Home initial { inline "tour" shows tour.currentTip }
      check reachable A, reachable B
      """)
    #expect(group["reachable A"] == ["default": .holds, "S17": .violated])
    #expect(group["reachable B"] == ["default": .holds, "S17": .holds])
    // By hand, a fixed popover: A (maxDisplayCount 1) shows at launch; Go
    // makes B eligible beside it (taps are not blocked). By default A is
    // still valid when B appears: `order A -> B` is violated in 1 step.
    // Under the other reading A is invalidated from the start of its
    // display (it stays on screen), so B follows an invalidated A.
    let fixed = try Self.verdicts(
      """
      config { popoversBlockInteraction false }
      tip A { title "a" maxDisplayCount 1 }
      tip B { title "b" param go: Bool = false rule go }
      screen Home initial { popover "a" shows A  inline "b" shows B  button "Go" { set B.go = true } }
      check order A -> B, single-tip
      """)
    #expect(fixed["order A -> B"] == ["default": .violated, "S17": .holds])
    #expect(fixed["single-tip"] == ["default": .violated, "S17": .violated])
  }

  @Test("S30: two popovers on one anchor show together by default, one at a time in either order otherwise")
  func popoversOnOneAnchor() throws {
    // By hand: both tips are eligible at launch and anchored to "Edit";
    // taps outside do not dismiss. By default both show: single-tip and
    // `order A -> B` are violated in 0 steps. One at a time, first declared
    // first: A shows, B after A is closed (both hold). Last declared first:
    // B shows first, so the order is violated in 0 steps, single-tip holds.
    // The two one-at-a-time readings are never combined.
    let table = try Self.verdicts(
      """
      config { dismissOutside false }
      tip A { title "a" }
      tip B { title "b" }
      screen Home initial { popover "Edit" shows A  popover "Edit" shows B }
      check single-tip, order A -> B, reachable B
      """)
    #expect(table["single-tip"] == ["default": .violated, "S30a": .holds, "S30b": .holds])
    #expect(table["order A -> B"] == ["default": .violated, "S30a": .holds, "S30b": .violated])
    #expect(table["reachable B"] == ["default": .holds, "S30a": .holds, "S30b": .holds])
  }
}
