import TipExplicit
import TipExplicitCore
import TipSemantics

extension VerificationRun {
  /// Measures coverage and a test plan for every valid spec with one run
  /// of the explicit engine each, within `options`' limits: for results
  /// verified without `Verifier.Options.measuresCoverage`, which gets them
  /// from the verifying search itself.
  public mutating func measureCoverage(options: ExplicitOptions = ExplicitOptions()) {
    for index in specs.indices {
      guard !specs[index].isInvalid, let system = specs[index].system else { continue }
      let (coverage, plan) = CoverageExploration(system, options: options).findings()
      specs[index].coverage = coverage.with(scenarios: specs[index].scenarios, system: system)
      specs[index].testPlan = plan.map(Narrator(system: system).narrate)
    }
  }
}
