import TipExplicit
import TipSemantics

extension VerificationRun {
  /// Measures coverage and a test plan for every valid spec with one run
  /// of the explicit engine each, within `options`' limits: for results
  /// verified without `Verifier.Options.measuresCoverage`, which gets them
  /// from the verifying search itself.
  public mutating func measureCoverage(options: ExplicitOptions = ExplicitOptions()) {
    for index in specs.indices {
      guard !specs[index].isInvalid, let system = specs[index].system else { continue }
      let exploration = CoverageExploration(system, options: options)
      specs[index].coverage = exploration.coverage(scenarios: specs[index].scenarios)
      specs[index].testPlan = exploration.testPlan().map(Narrator(system: system).narrate)
    }
  }
}
