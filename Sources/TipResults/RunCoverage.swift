import TipExplicit
import TipSemantics

extension VerificationRun {
  /// Measures coverage and a test plan for every valid spec with the
  /// explicit engine, within `options`' limits.
  public mutating func measureCoverage(options: ExplicitOptions = ExplicitOptions()) {
    for index in specs.indices {
      guard !specs[index].isInvalid, let system = specs[index].system else { continue }
      specs[index].coverage = CoverageAnalyzer.analyze(system, scenarios: specs[index].scenarios, options: options)
      let narrator = Narrator(system: system)
      specs[index].testPlan = TestPlanner.plan(system, options: options).map(narrator.narrate)
    }
  }
}
