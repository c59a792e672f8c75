import Foundation
import Testing
import TipExplicit
import TipExplicitCore
import TipModel
@testable import TipResults
import TipSemantics
import TipTestSupport

/// Coverage gaps worked out by hand from the specs' headers.
@Suite("Model coverage")
struct CoverageTests {
  static func coverage(_ spec: String) throws -> ModelCoverage {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/" + spec, encoding: .utf8)
    return CoverageAnalyzer.analyze(try TestSupport.system(text))
  }

  static func gaps(_ items: [ModelCoverage.Item]) -> [String] { items.filter { !$0.covered }.map(\.name) }

  @Test("The relay that forgot its style: step 3, its rule, its site and its two buttons are never exercised")
  func relayMissingStyle() throws {
    let coverage = try Self.coverage("defect-3-relay-missing-style.tipspec")
    #expect(coverage.isComplete && coverage.states == 6)
    #expect(Self.gaps(coverage.tipsVisible) == ["Step3Tip"])
    #expect(Self.gaps(coverage.tipsInvalidated) == ["Step3Tip"])
    // Each tip can only be closed (×, or the relay's button): three reasons, Step3Tip's never happens.
    #expect(coverage.invalidationReasons.map(\.name) == ["Step1Tip .tipClosed", "Step2Tip .tipClosed", "Step3Tip .tipClosed"])
    #expect(Self.gaps(coverage.invalidationReasons) == ["Step3Tip .tipClosed"])
    #expect(Self.gaps(coverage.movesEnabled) == Self.gaps(coverage.moves))
    #expect(Self.gaps(coverage.rulesTrue) == ["Step3Tip rule 1"])
    #expect(Self.gaps(coverage.rulesFalse).isEmpty)
    #expect(
      Self.gaps(coverage.moves) == ["Close Step3Tip (×) in the popover “Target C”", "Tap outside the popover on “Target C”"])
    #expect(coverage.moves.count == 8)
    #expect(Self.gaps(coverage.sites) == ["popover “Target C”"])
  }

  @Test("The seed's ordered group exercises everything")
  func seedIsCovered() throws {
    let coverage = try Self.coverage("seed-1-ordered-group.tipspec")
    for items in [coverage.tipsVisible, coverage.tipsInvalidated, coverage.rulesTrue, coverage.rulesFalse, coverage.moves, coverage.sites] {
      #expect(Self.gaps(items).isEmpty)
    }
    #expect(coverage.moves.count == 5)
  }

  @Test("A stalled group: no tip ever shows, and WelcomeTip's rule is never true")
  func stalledGroup() throws {
    let coverage = try Self.coverage("defect-2-stalled-ordered-group.tipspec")
    #expect(Self.gaps(coverage.tipsVisible) == ["WelcomeTip", "SearchTip", "FilterTip"])
    #expect(Self.gaps(coverage.rulesTrue) == ["WelcomeTip rule 1"])
    #expect(Self.gaps(coverage.sites) == ["popover “Trail list”"])
  }

  @Test("Invalidation per reason, and what a scenario exercised: the dismissed relay step")
  func reasonsAndScenario() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/defect-4-max-display-relay.tipspec", encoding: .utf8)
    let system = try TestSupport.system(text)
    let result = Verifier().verify(system, sources: [])
    let coverage = CoverageAnalyzer.analyze(system, scenarios: result.scenarios)
    // maxDisplayCount 1 adds .displayCountExceeded to Step1Tip's .tipClosed (the relay's ×).
    #expect(
      coverage.invalidationReasons.map(\.name)
        == ["Step1Tip .tipClosed", "Step1Tip .displayCountExceeded", "Step2Tip .tipClosed"])
    #expect(Self.gaps(coverage.invalidationReasons).isEmpty)
    // The scenario: launch, tap “Start Tutorial”, dismiss Step1Tip, relaunch.
    #expect(coverage.scenarios.count == 1)
    let scenario = try #require(coverage.scenarios.first)
    #expect(scenario.tipsVisible == ["Step1Tip"])
    #expect(scenario.invalidations == ["Step1Tip .displayCountExceeded"])
    #expect(scenario.movesTaken.count == 3)
    #expect(scenario.movesTaken.contains("Tap “Start Tutorial”"))
    #expect(scenario.sites == ["popover “Target A”"])
  }

  @Test("A state limit says coverage is partial")
  func limit() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/example-landmarks-daily.tipspec", encoding: .utf8)
    let coverage = CoverageAnalyzer.analyze(try TestSupport.system(text), options: ExplicitOptions(maxStates: 10))
    #expect(!coverage.isComplete)
    // The engine stops after the chunk that passes the limit: the launch state and its level.
    #expect(coverage.states >= 10 && coverage.states < 150)
  }

  @Test("The test plan of the seed's relay: 4 shortest cases that take all 6 moves and show both tips")
  func testPlan() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/seed-3-chained-style.tipspec", encoding: .utf8)
    let system = try TestSupport.system(text)
    let plan = TestPlanner.plan(system)
    #expect(plan.map(\.length) == [1, 2, 3, 3])
    let moves = Set(plan.flatMap { $0.steps.compactMap(\.move) })
    #expect(moves == Set(system.moves.indices))
    let narrator = Narrator(system: system)
    let stories = plan.map { narrator.narrate($0).steps.map(\.action) }
    #expect(stories[0] == ["Launch the app", "Relaunch the app"])
    #expect(stories[1] == ["Launch the app", "Tap “Start Tutorial”", "Tap outside the popover on “Target A”"])
    let visible = Set(plan.flatMap { narrator.narrate($0).steps.flatMap { $0.visible.map(\.tip) } })
    #expect(visible == ["Step1Tip", "Step2Tip"])
  }

  /// Coverage by the reference semantics: every state of the explored
  /// graph evaluated predicate by predicate, every edge's move.
  static func referenceCoverage(_ system: TransitionSystem) -> [String: Set<String>] {
    let space = ExploredStateSpace(system: system, limit: 100_000)
    let model = system.model
    var covered: [String: Set<String>] = [:]
    let narrator = Narrator(system: system)
    for state in space.states {
      for move in system.enabledMoves(in: state) {
        covered["enabled", default: []].insert(narrator.describe(system.moves[move].label).0)
      }
      for tip in model.tipIDs {
        let name = model[tip].name
        if system.holds(system.derived.visible[tip.index], in: state) { covered["visible", default: []].insert(name) }
        if system.holds(system.derived.invalidated[tip.index], in: state) { covered["invalidated", default: []].insert(name) }
        if let variable = system.variable(for: .invalidation(tip)), let reason = system.invalidationReason(state[variable], of: tip) {
          covered["reasons", default: []].insert("\(name) .\(reason.rawValue)")
        }
        for (index, rule) in system.derived.rules[tip.index].enumerated() {
          covered[system.holds(rule, in: state) ? "true" : "false", default: []].insert("\(name) rule \(index + 1)")
        }
      }
    }
    for edge in space.edges {
      if let move = edge.move { covered["taken", default: []].insert(narrator.describe(system.moves[move].label).0) }
    }
    return covered
  }

  /// Coverage and test plan as `verify --coverage` gets them: from the
  /// verifying search's own states.
  static func verifiedCoverage(_ text: String, options: Verifier.Options) -> SpecResult {
    var options = options
    options.measuresCoverage = true
    return Verifier(options: options).verify(SourceFile(path: "test.tipspec", text: text))
  }

  static func specTexts() throws -> [String] {
    try SpecVerdictTests.specFiles.map {
      try String(contentsOfFile: TestSupport.specsDirectory + "/" + $0, encoding: .utf8)
    } + (0..<6).map { RandomModels.spec(seed: UInt64($0) &* 7919 &+ 11) }
  }

  @Test("From the verifying search, on either engine choice: the same coverage and test plan as a search of their own")
  func verifyingSearchGivesTheSameCoverage() throws {
    for text in try Self.specTexts() {
      let system = try TestSupport.system(text)
      let (expected, plan) = CoverageExploration(system, options: ExplicitOptions()).findings()
      let narrator = Narrator(system: system)
      for engine in [EngineChoice.explicit, .auto] {
        let result = Self.verifiedCoverage(text, options: Verifier.Options(engine: engine))
        var coverage = try #require(result.coverage)
        coverage.scenarios = []
        #expect(coverage == expected)
        // These models' verifying searches store their states in the same
        // order as a search of coverage's own: the same cases, step for step.
        #expect(result.testPlan.map { $0.steps.map(\.visible) } == plan.map { narrator.narrate($0).steps.map(\.visible) })
        #expect(result.testPlan.map { $0.steps.map(\.action) } == plan.map { narrator.narrate($0).steps.map(\.action) })
      }
    }
  }

  @Test("Coverage stays complete when auto's explicit part stops early, and is partial when the explicit engine does")
  func coverageAtLimits() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/example-landmarks-daily.tipspec", encoding: .utf8)
    let full = CoverageAnalyzer.analyze(try TestSupport.system(text))
    // Auto: the explicit part stops at 10 states; coverage takes a search of its own, to every state.
    let auto = try #require(
      Self.verifiedCoverage(text, options: Verifier.Options(engine: .auto, autoExplicitStates: 10)).coverage)
    #expect(auto.isComplete && auto.states == full.states)
    // Auto held to 10 states by verify's own limit: coverage of what the search stored, partial,
    // with no search of its own (which would stop at the same place).
    var limitedOptions = Verifier.Options(engine: .auto, explicit: ExplicitOptions(maxStates: 10))
    limitedOptions.autoExplicitStates = 1_000
    let limitedAuto = try #require(Self.verifiedCoverage(text, options: limitedOptions).coverage)
    #expect(!limitedAuto.isComplete && limitedAuto.states < full.states)
    // Explicit alone at 10 states: coverage of what it stored, said to be partial.
    let limited = try #require(
      Self.verifiedCoverage(text, options: Verifier.Options(engine: .explicit, explicit: ExplicitOptions(maxStates: 10)))
        .coverage)
    #expect(!limited.isComplete && limited.states < full.states)
  }

  @Test("The engine's coverage equals the reference semantics' on random models", arguments: 0..<12)
  func engineAgreesWithReference(seed: Int) throws {
    let system = try TestSupport.system(RandomModels.spec(seed: UInt64(seed) &* 7919 &+ 11))
    let coverage = CoverageAnalyzer.analyze(system)
    let reference = Self.referenceCoverage(system)
    func names(_ items: [ModelCoverage.Item]) -> Set<String> { Set(items.filter(\.covered).map(\.name)) }
    #expect(names(coverage.tipsVisible) == reference["visible", default: []])
    #expect(names(coverage.tipsInvalidated) == reference["invalidated", default: []])
    #expect(names(coverage.invalidationReasons) == reference["reasons", default: []])
    #expect(names(coverage.rulesTrue) == reference["true", default: []])
    #expect(names(coverage.rulesFalse) == reference["false", default: []])
    #expect(names(coverage.movesEnabled) == reference["enabled", default: []])
    #expect(names(coverage.moves) == reference["taken", default: []])
    #expect(coverage.isComplete)
  }
}
