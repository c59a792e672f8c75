import Foundation
import Testing
import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics
import TipSymbolic
import TipTestSupport

/// The explicit and symbolic engines check the same transition system;
/// these tests make sure neither can silently be wrong.
@Suite("Explicit and symbolic engines agree")
struct EngineAgreementTests {
  typealias T = TestSupport

  static var allSpecs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: T.specsDirectory)) ?? []).filter { $0.hasSuffix(".tipspec") }
      .sorted()
  }

  static func verdict(_ outcome: Outcome) -> String { outcome.verdictName }

  @Test("Every spec: same verdicts by explicit search, BMC, k-induction and PDR", arguments: allSpecs)
  func specs(spec: String) throws {
    let system = try T.system(String(contentsOfFile: T.specsDirectory + "/" + spec, encoding: .utf8))
    try Self.assertAgreement(system, label: spec)
  }

  static func assertAgreement(_ system: TransitionSystem, label: String, maxK: Int = 30) throws {
    // The symbolic engines name their constants after the variables.
    #expect(Set(system.variables.map(\.name)).count == system.variables.count, "\(label): variable names repeat")
    let explicit = ExplicitChecker(system: system).run()
    // BMC must reach every counterexample: bound it by the explicit depth.
    let bound = max(explicit.statistics.depth, 1)
    let symbolic = SymbolicChecker(system: system, options: SymbolicOptions(bound: bound, maxK: maxK))
    let properties = system.properties.indices.filter {
      if case .noDeadlock = system.properties[$0].kind { return false }
      return true
    }
    let bmc = try symbolic.boundedModelCheck(properties)
    for (position, property) in properties.enumerated() {
      let expected = explicit.outcomes[property]
      let name = system.model.properties[property].name
      // BMC: finds every counterexample and witness (the specs are shallow),
      // with a trace of the same (shortest) length.
      switch (expected, bmc[position].outcome) {
      case (.violated(let a?, _), .violated(let b?, _)), (.holds(let a?), .holds(let b?)):
        #expect(a.length == b.length, "\(label) \(name): trace lengths differ")
      case (.holds(nil), .unknown), (.violated(nil, _), .unknown):
        break  // a proof BMC cannot give
      default:
        Issue.record("\(label) \(name): explicit \(verdict(expected)), BMC \(verdict(bmc[position].outcome))")
      }
      for method in [SymbolicMethod.kInduction, .pdr] {
        let result = try symbolic.check(property, method: method)
        if case .unknown(let reason) = result.outcome {
          // k-induction is incomplete (a property may not be k-inductive
          // for any k); PDR must decide.
          #expect(method == .kInduction, "\(label) \(name): PDR undecided: \(reason)")
          continue
        }
        #expect(
          verdict(result.outcome) == verdict(expected),
          "\(label) \(name): explicit \(verdict(expected)), \(method.rawValue) \(verdict(result.outcome)) \(result.detail ?? "")")
      }
    }
  }
}

@Suite("Random models: engines agree")
struct RandomModelAgreementTests {
  typealias T = TestSupport

  /// Fixed seeds, so a failure reproduces: the failing model is printed.
  @Test("Explicit, BMC, k-induction and PDR give the same verdicts", arguments: SlowSuite.seeds(30, sample: 8))
  func randomModel(seed: UInt64) throws {
    let spec = RandomModels.spec(seed: seed)
    let system: TransitionSystem
    do {
      system = try T.system(spec)
    } catch {
      Issue.record("seed \(seed): generated spec does not compile: \(error)\n\(spec)")
      return
    }
    try EngineAgreementTests.assertAgreement(system, label: "seed \(seed):\n\(spec)\n", maxK: 8)
  }

  @Test("With approximate moves: every engine agrees on the model, its exact moves and both products", arguments: SlowSuite.seeds(12, sample: 4))
  func approximateModel(seed: UInt64) throws {
    let spec = RandomModels.approximateSpec(seed: seed)
    let system = try T.system(spec)
    try EngineAgreementTests.assertAgreement(system, label: "approximate seed \(seed):\n\(spec)\n", maxK: 8)
    try EngineAgreementTests.assertAgreement(system.exactOnly(), label: "exact moves of seed \(seed):\n\(spec)\n", maxK: 8)
  }

  @Test("The compiled engine matches the reference exploration", arguments: SlowSuite.seeds(30, sample: 8))
  func compiledMatchesReference(seed: UInt64) throws {
    let system = try T.system(RandomModels.spec(seed: seed))
    let reference = T.referenceExploration(system)
    let result = TipExplicit.ExplicitChecker(system: system).run()
    #expect(result.statistics.states == reference.states.count, "seed \(seed)")
    #expect(result.statistics.transitions == reference.transitions, "seed \(seed)")
    try ExplicitCheckerTestsBridge.assertSettledConsistency(system)
  }
}

@Suite("Other readings: engines agree")
struct ReadingAgreementTests {
  typealias T = TestSupport

  /// The model with every reading in `readings` switched to its other semantics.
  static func switched(_ model: TutorialModel, _ readings: [Reading]) -> TutorialModel {
    var changed = model
    changed.configuration = Reading.configuration(model.configuration, under: readings)
    return changed
  }

  @Test("Every spec under each reading it touches: same verdicts by every engine, settled states", arguments: EngineAgreementTests.allSpecs)
  func specs(spec: String) throws {
    let model = try T.model(String(contentsOfFile: T.specsDirectory + "/" + spec, encoding: .utf8))
    for reading in Reading.allCases where reading.applies(to: model) {
      let system = try SemanticsCompiler.compile(Self.switched(model, [reading]))
      try EngineAgreementTests.assertAgreement(system, label: "\(spec) under \(reading.rawValue)")
      try ExplicitCheckerTestsBridge.assertSettledConsistency(system)
    }
  }

  @Test("Random models, all popovers on one anchor, under the default readings and every other reading that can hold together: the compiled engine matches the reference, every engine agrees", arguments: SlowSuite.seeds(30, sample: 8))
  func randomModel(seed: UInt64) throws {
    var model = try T.model(RandomModels.spec(seed: seed))
    // Every popover on one anchor, so that S30 has something to order.
    for site in model.siteIDs where model[site].presentation == .popover { model.sites[site.index].label = "anchor" }
    // The default reading first (two popovers on one anchor share a label).
    for variant in 0..<3 {
      let excluded: [Reading] = [.onePopoverPerAnchorLastFirst, .onePopoverPerAnchor]
      let readings = variant == 0 ? [] : Reading.allCases.filter { $0 != excluded[variant - 1] && $0.applies(to: model) }
      let system = try SemanticsCompiler.compile(Self.switched(model, readings))
      let reference = T.referenceExploration(system)
      let result = ExplicitChecker(system: system).run()
      #expect(result.statistics.states == reference.states.count, "seed \(seed) under \(readings)")
      #expect(result.statistics.transitions == reference.transitions, "seed \(seed) under \(readings)")
      try ExplicitCheckerTestsBridge.assertSettledConsistency(system)
      try EngineAgreementTests.assertAgreement(system, label: "seed \(seed) under \(readings)", maxK: 8)
    }
  }
}
