import TipSemantics

extension VerificationRun {
  /// Measures coverage and a test plan for every valid spec, from one
  /// exploration of its state graph each (capped at `limit` states).
  public mutating func measureCoverage(limit: Int = 200_000) {
    for index in specs.indices {
      guard !specs[index].isInvalid, let system = specs[index].system else { continue }
      let space = ExploredStateSpace(system: system, limit: limit)
      specs[index].coverage = CoverageAnalyzer.analyze(space, scenarios: specs[index].scenarios)
      let narrator = Narrator(system: system)
      specs[index].testPlan = TestPlanner.plan(space).map(narrator.narrate)
    }
  }
}
