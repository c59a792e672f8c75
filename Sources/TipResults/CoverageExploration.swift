import TipExplicit
import TipModel
import TipSemantics

/// One exploration by the explicit engine that serves both coverage and
/// the test plan: it surveys the coverage predicates (each tip visible,
/// invalidated, invalidated for each reason; each rule; each site), records
/// which moves were enabled and taken, and checks "tip visible" and "move
/// enabled" as reachability goals, whose witnesses are shortest paths.
struct CoverageExploration {
  let system: TransitionSystem
  let result: ExplicitChecker.Result
  // Survey indices.
  let visible: [Int]
  let invalidated: [Int]
  let reasons: [[(InvalidationReason, Int)]]
  let rules: [[Int]]
  let sites: [Int]

  init(_ system: TransitionSystem, options: ExplicitOptions) {
    self.system = system
    let model = system.model
    let derived = system.derived
    var explored = system
    var predicates: [ExpressionID] = []
    func watch(_ predicate: ExpressionID) -> Int {
      predicates.append(predicate)
      return predicates.count - 1
    }
    visible = model.tipIDs.map { watch(derived.visible[$0.index]) }
    invalidated = model.tipIDs.map { watch(derived.invalidated[$0.index]) }
    reasons = model.tipIDs.map { tip in
      guard let variable = system.variable(for: .invalidation(tip)) else { return [] }
      return CoverageAnalyzer.reasons(of: tip, in: system).compactMap { reason in
        guard let value = system.invalidationValue(reason, of: tip) else { return nil }
        return (reason, watch(explored.graph.equal(explored.graph.state(variable), explored.graph.integer(value))))
      }
    }
    rules = model.tipIDs.map { tip in derived.rules[tip.index].map(watch) }
    sites = model.siteIDs.map { watch(derived.siteVisible[$0.index]) }
    // The model's own properties are not checked here: only the goals.
    let goals = model.tipIDs.map { derived.visible[$0.index] } + system.moves.map(\.guardExpression)
    explored.properties = goals.map { CheckedProperty(propertyIndex: -1, kind: .reachability($0)) }
    result = ExplicitChecker(system: explored, options: options, survey: predicates).run()
  }

  func coverage(scenarios: [ScenarioResult]) -> ModelCoverage {
    let model = system.model
    func everTrue(_ index: Int) -> Bool { result.survey[index].everTrue }
    var coverage = ModelCoverage()
    coverage.states = result.statistics.states
    coverage.isComplete = result.statistics.isComplete
    let narrator = Narrator(system: system)
    for tip in model.tipIDs {
      let name = model[tip].name
      coverage.tipsVisible.append(.init(name: name, location: model[tip].range, covered: everTrue(visible[tip.index])))
      coverage.tipsInvalidated.append(.init(name: name, location: model[tip].range, covered: everTrue(invalidated[tip.index])))
      for (reason, index) in reasons[tip.index] {
        coverage.invalidationReasons.append(
          .init(name: "\(name) .\(reason.rawValue)", location: model[tip].range, covered: everTrue(index)))
      }
      for (index, rule) in model[tip].rules.enumerated() where index < rules[tip.index].count {
        let title = "\(name) rule \(index + 1)"
        let watched = result.survey[rules[tip.index][index]]
        coverage.rulesTrue.append(.init(name: title, location: rule.range, covered: watched.everTrue))
        coverage.rulesFalse.append(.init(name: title, location: rule.range, covered: watched.everFalse))
      }
    }
    for (index, move) in system.moves.enumerated() {
      let name = narrator.describe(move.label).0
      let location = narrator.location(of: move.label)
      coverage.movesEnabled.append(.init(name: name, location: location, covered: result.movesEnabled[index]))
      coverage.moves.append(.init(name: name, location: location, covered: result.movesTaken[index]))
    }
    for site in model.siteIDs {
      coverage.sites.append(
        .init(name: CoverageAnalyzer.siteName(site, model), location: model[site].range, covered: everTrue(sites[site.index])))
    }
    coverage.scenarios = scenarios.map { CoverageAnalyzer.scenarioCoverage($0, system: system, narrator: narrator) }
    return coverage
  }

  /// The goals' witnesses, chosen greedily (longest first, a path also
  /// covering what it passes through), shortest first.
  func testPlan() -> [Trace] {
    let tipCount = system.model.tips.count
    func witness(_ index: Int) -> [Step]? {
      if case .holds(let trace?) = result.outcomes[index] { return trace.steps }
      return nil
    }
    var candidates: [[Step]] = (0..<tipCount).compactMap(witness)
    for move in system.moves.indices {
      // A state where the move is enabled, then the move itself.
      guard let path = witness(tipCount + move), let last = path.last,
        let step = system.successors(of: last.state, via: move).first(where: { $0.domainViolation == nil })
      else { continue }
      candidates.append(path + [step])
    }
    candidates.sort { $0.count > $1.count }
    var coveredTips = Set<Int>()
    var coveredMoves = Set<Int>()
    var chosen: [[Step]] = []
    for candidate in candidates {
      var tips = Set<Int>()
      var moves = Set<Int>()
      for step in candidate {
        if let move = step.move { moves.insert(move) }
        for tip in system.visibleTips(in: step.state) { tips.insert(tip.index) }
      }
      if tips.isSubset(of: coveredTips) && moves.isSubset(of: coveredMoves) { continue }
      chosen.append(candidate)
      coveredTips.formUnion(tips)
      coveredMoves.formUnion(moves)
    }
    return chosen.sorted { $0.count < $1.count }.map(Trace.init)
  }
}
