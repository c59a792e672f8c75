import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipTestSupport

/// Every spec in Specs/ with the verdicts worked out by hand in its header
/// comment. A spec added without a row here fails `everySpecIsListed`.
@Suite("Specs/ verdicts")
struct SpecVerdictTests {
  static let expected: [String: [String: Verdict]] = [
    "seed-1-ordered-group.tipspec": [
      "single-tip": .holds, "reachable Tip1": .holds, "reachable Tip2": .holds, "order Tip1 -> Tip2": .holds,
      "no-deadlock": .holds,
    ],
    "seed-2-distributed-group.tipspec": [
      "single-tip": .holds, "reachable Tip1": .holds, "reachable Tip2": .holds, "order Tip1 -> Tip2": .holds,
      "no-deadlock": .holds,
    ],
    "seed-3-chained-style.tipspec": [
      "single-tip": .holds, "reachable Step1Tip": .holds, "reachable Step2Tip": .holds,
      "order Step1Tip -> Step2Tip": .holds, "no-deadlock": .holds,
    ],
    "defect-1-two-tips-at-once.tipspec": [
      "single-tip": .violated, "reachable FavoriteTip": .holds, "reachable ShareTip": .holds, "no-deadlock": .holds,
    ],
    "defect-2-stalled-ordered-group.tipspec": [
      "single-tip": .holds, "reachable WelcomeTip": .violated, "reachable SearchTip": .violated,
      "reachable FilterTip": .violated, "order WelcomeTip -> SearchTip -> FilterTip": .holds, "no-deadlock": .violated,
    ],
    "defect-3-relay-missing-style.tipspec": [
      "single-tip": .holds, "reachable Step1Tip": .holds, "reachable Step2Tip": .holds, "reachable Step3Tip": .violated,
      "order Step1Tip -> Step2Tip -> Step3Tip": .holds, "no-deadlock": .violated,
    ],
    "defect-4-max-display-relay.tipspec": [
      "single-tip": .holds, "reachable Step1Tip": .holds, "reachable Step2Tip": .holds,
      "order Step1Tip -> Step2Tip": .holds, "no-deadlock": .violated,
    ],
    "defect-5-close-skips-action-chain.tipspec": [
      "single-tip": .holds, "reachable Tip1": .holds, "reachable Tip2": .holds, "order Tip1 -> Tip2": .holds,
      "no-deadlock": .violated,
    ],
    "defect-6-first-available-order.tipspec": [
      "single-tip": .holds, "reachable AddItemTip": .holds, "reachable EditItemTip": .holds, "no-deadlock": .holds,
      "order AddItemTip -> EditItemTip": .violated,
    ],
    "defect-8-status-relay-misses-action.tipspec": [
      "single-tip": .holds, "reachable ShareTip": .holds, "reachable SyncTip": .holds, "order ShareTip -> SyncTip": .holds,
      "no-deadlock": .violated,
    ],
    "example-group-member-shown-directly.tipspec": [
      "single-tip": .violated, "reachable WelcomeTip": .holds, "reachable SearchTip": .holds,
      "order WelcomeTip -> SearchTip": .violated, "no-deadlock": .holds,
    ],
    "example-landmarks-daily.tipspec": [
      "single-tip": .holds, "reachable SearchTip": .holds, "reachable FavoriteLandmarkTip": .holds, "no-deadlock": .holds,
    ],
    "defect-7-event-count-off-by-one.tipspec": [
      "single-tip": .holds, "reachable RateAppTip": .holds, "no-deadlock": .holds,
      "reachable on the third launch": .violated, "reachable on the fourth launch": .holds,
    ],
  ]

  static var specFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory)) ?? [])
      .filter { $0.hasSuffix(".tipspec") }.sorted()
  }

  static func verify(_ name: String) throws -> SpecResult {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/" + name, encoding: .utf8)
    return Verifier().verify(SourceFile(path: "Specs/" + name, text: text))
  }

  @Test("Every spec in Specs/ has its verdicts listed here")
  func everySpecIsListed() {
    #expect(Set(Self.specFiles) == Set(Self.expected.keys))
  }

  @Test("Each spec has exactly the verdicts worked out by hand", arguments: specFiles)
  func verdicts(spec: String) throws {
    let result = try Self.verify(spec)
    let model = try #require(result.model, "\(result.diagnostics)")
    var actual: [String: Verdict] = [:]
    for property in result.properties { actual[property.title(in: model)] = property.verdict }
    #expect(actual == Self.expected[spec], "\(result.properties.filter { $0.verdict == .unknown }.map(\.explanation))")
    // The spec's own `expect` annotations agree, so `tipcheck verify Specs` exits 0.
    #expect(result.status == .success)
    #expect(result.scenarios.allSatisfy { $0.passed })
  }

  @Test("Unreachable tips and stuck states are explained in the model's words")
  func explanations() throws {
    let stalled = try Self.verify("defect-2-stalled-ordered-group.tipspec")
    let welcome = try #require(stalled.properties.first { $0.property.kind == .reachable(TipID(0)) })
    #expect(
      welcome.explanation == [
        "The rule `isNewUser` of WelcomeTip never holds: no move changes WelcomeTip.isNewUser (WelcomeTip.isNewUser = false forever)."
      ])
    let search = try #require(stalled.properties.first { $0.property.kind == .reachable(TipID(1)) })
    #expect(search.explanation[0].contains("in this ordered group SearchTip waits until WelcomeTip is invalidated"))

    // A direct site gated by every group holding its tip names them all.
    let gated = Verifier().verify(
      SourceFile(
        path: "gated.tipspec",
        text: """
          config { groupsGateDirectMembers true }
          tip A { title "a" }
          tip B { title "b" }
          tip C { title "c" }
          group first ordered { A B }
          group second ordered { C B }
          inline "b" shows B
          check reachable B expect violated
          """))
    let gatedB = try #require(gated.properties.first { $0.property.kind == .reachable(TipID(1)) }, "\(gated.diagnostics)")
    #expect(
      gatedB.explanation == [
        "B becomes available, but no mounted site ever shows it then: “b” shows it only when it is the current tip of every group holding it (first, second)."
      ])

    let relay = try Self.verify("defect-4-max-display-relay.tipspec")
    let deadlock = try #require(relay.properties.first { $0.property.kind == .noDeadlock })
    #expect(
      deadlock.explanation == [
        "Step2Tip has not appeared yet and can never appear from here (1 state reachable from this one, none shows it).",
        "Its rule `show == true` is false, and no move that can still happen changes Step2Tip.show.",
      ])
    #expect(deadlock.trace?.steps.map(\.action) == [
      "Launch the app", "Tap “Start Tutorial”", "Tap outside the popover on “Target A”",
    ])
    #expect(deadlock.trace?.steps[2].changes == ["Step1Tip invalidated (.displayCountExceeded)"])
  }

  @Test("A failing scenario says which step and what was seen")
  func scenarioFailure() throws {
    let source = SourceFile(
      path: "s.tipspec",
      text: """
        tip Tip1 { title "1" param show: Bool = false rule show }
        tip Tip2 { title "2" }
        group tips ordered { Tip1, Tip2 }
        popover "Welcome" shows tips.currentTip
        button "Start" { set Tip1.show = true }
        scenario "wrong" { tap "Start" expect Tip2 }
        scenario "impossible" { close Tip1 }
        """)
    let result = Verifier().verify(source)
    #expect(result.scenarios.map(\.passed) == [false, false])
    #expect(result.scenarios[0].failure == "after step 1 (tap “Start”) expected Tip2 visible, but Tip1 is")
    #expect(result.scenarios[1].failure?.hasPrefix("step 1 (close Tip1) is not possible here; visible: none; possible: Tap “Start”") == true)
    #expect(result.status == .violation)
  }
}

@Suite("Narration")
struct NarrationTests {
  @Test("A competing new tip under a display frequency is named in the story")
  func frequencyNote() throws {
    let source = SourceFile(
      path: "f.tipspec",
      text: """
        config { displayFrequency daily }
        tip A { title "a" param p: Bool = false rule p }
        tip B { title "b" param p: Bool = false rule p }
        button "Both" { set A.p = true set B.p = true }
        inline "a" shows A
        inline "b" shows B
        check reachable A
        """)
    let result = Verifier().verify(source)
    let steps = try #require(result.properties.first?.trace?.steps)
    #expect(steps.map(\.action) == ["Launch the app", "Tap “Both”"])
    #expect(steps[1].note == "A appeared first; B must wait for the display frequency (.daily)")
    #expect(steps[0].note == nil)
  }
}

@Suite("Symbolic verdicts in reports")
struct SymbolicVerdictTests {
  @Test("auto hands what explicit cannot finish to the symbolic engines, with explanations")
  func autoFallsBackToSymbolic() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/defect-3-relay-missing-style.tipspec", encoding: .utf8)
    let verifier = Verifier(options: Verifier.Options(engine: .auto, autoExplicitStates: 1))
    let result = verifier.verify(SourceFile(path: "Specs/defect-3-relay-missing-style.tipspec", text: text))
    let model = try #require(result.model)
    var verdicts: [String: (Verdict, String)] = [:]
    for property in result.properties { verdicts[property.title(in: model)] = (property.verdict, property.engine.rawValue) }
    #expect(verdicts["reachable Step3Tip"]?.0 == .violated)
    #expect(verdicts["reachable Step3Tip"]?.1 == "pdr")
    #expect(verdicts["single-tip"]?.0 == .holds)
    #expect(verdicts["reachable Step2Tip"]?.1 == "bmc")
    // no-deadlock needs the explicit graph, which the budget cut short.
    #expect(verdicts["no-deadlock"]?.0 == .unknown)
    let step3 = try #require(result.properties.first { $0.title(in: model) == "reachable Step3Tip" })
    #expect(
      step3.explanation == [
        "The rule `show == true` of Step3Tip never holds: no move changes Step3Tip.show (Step3Tip.show = false forever)."
      ])
    #expect(step3.engineDetail == "inductive invariant: (not Step3Tip.show)")
  }

  /// Tapping "Up" a third time takes A.n out of 0...2: exploring stops
  /// there without a limit, so `reachable B` is left to the symbolic
  /// engines, which prove B unreachable (B.never is never set). The
  /// explanation then comes from the explicit search's kept states: it
  /// names the rule, where without them it could only say no state shows B.
  @Test("A tip left to the symbolic engines after a parameter left its range is explained from the explicit search's states")
  func explainedAfterRangeViolation() throws {
    let text = """
      tip A { title "a" param n: Int(0...2) = 0 rule n == 2 }
      tip B { title "b" param never: Bool = false rule never }
      screen Main { button "Up" { set A.n += 1 } inline "a" shows A inline "b" shows B }
      config { popoversBlockInteraction false }
      check reachable B
      """
    let result = Verifier().verify(SourceFile(path: "range.tipspec", text: text))
    let model = try #require(result.model)
    let b = try #require(result.properties.first { $0.title(in: model) == "reachable B" })
    #expect(b.verdict == .violated)
    #expect(b.engine != .explicit)
    #expect(b.explanation == ["The rule `never` of B never holds: no move changes B.never (B.never = false forever)."])
  }
}
