import Foundation
import Testing
import TipExplicit
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

  static func assertAgreement(_ system: TransitionSystem, label: String) throws {
    let explicit = ExplicitChecker(system: system).run()
    let symbolic = SymbolicChecker(system: system, options: SymbolicOptions(bound: 30, maxK: 30))
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
        #expect(
          verdict(result.outcome) == verdict(expected),
          "\(label) \(name): explicit \(verdict(expected)), \(method.rawValue) \(verdict(result.outcome)) \(result.detail ?? "") \(result.outcome)")
      }
    }
  }
}
