import Foundation
import Testing
import TipExplicit
import TipExplicitCore
import TipExport
import TipModel
import TipSemantics
import TipTestSupport

/// SPIN explores the Promela export of every spec and of generated models:
/// it must reach exactly TipCheck's states (plus the one before the launch)
/// and agree on single-tip. Runs where `spin` and `gcc` are installed
/// (`.ci/run` installs them), in the slow suite.
@Suite(
  "SPIN agrees with the explicit engine", .tags(.slow), .enabled(if: SlowSuite.isEnabled, SlowSuite.reason),
  .enabled(if: SpinRunner.isAvailable))
struct SpinAgreementTests {
  typealias T = TestSupport

  static var specs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: T.specsDirectory)) ?? []).filter { $0.hasSuffix(".tipspec") }
      .sorted()
  }

  @Test("Every spec in Specs/", arguments: specs)
  func spec(name: String) throws {
    try Self.assertAgreement(String(contentsOfFile: T.specsDirectory + "/" + name, encoding: .utf8), label: name)
  }

  @Test("Generated models", arguments: [UInt64(3), 7, 11, 19, 23])
  func generated(seed: UInt64) throws {
    try Self.assertAgreement(RandomModels.spec(seed: seed), label: "random seed \(seed)")
  }

  @Test("Generated models with approximate moves", arguments: [UInt64(2), 5, 13])
  func approximate(seed: UInt64) throws {
    try Self.assertAgreement(RandomModels.approximateSpec(seed: seed), label: "approximate seed \(seed)")
  }

  static func assertAgreement(_ text: String, label: String) throws {
    let system = try T.system(text)
    var singleTip = system
    let atMostOne = singleTip.graph.lessOrEqual(singleTip.graph.count(system.derived.visible), singleTip.graph.integer(1))
    singleTip.properties = [CheckedProperty(propertyIndex: 0, kind: .invariant(atMostOne))]
    let explicit = ExplicitChecker(system: singleTip).run()
    let violated = if case .violated = explicit.outcomes[0] { true } else { false }
    let spin = try SpinRunner.run(PromelaExporter(system: system).export())
    #expect(spin.states == explicit.statistics.states + 1, "\(label): SPIN \(spin.states) states, TipCheck \(explicit.statistics.states)")
    #expect((spin.errors > 0) == violated, "\(label): SPIN \(spin.errors) errors, TipCheck single-tip \(violated ? "violated" : "holds")")
  }
}
