import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics

/// What coverage and the test plan read from one exploration by the
/// explicit engine: a survey of the stored states for the coverage
/// predicates (each tip visible, invalidated, invalidated for each reason;
/// each rule; each site) and the moves' guards, whose first states give
/// shortest paths to "tip visible" and "move enabled" (and say which moves
/// were enabled); and which moves the search took.
///
/// The exploration is the verifying search's own when it kept its states
/// (`Verifier.Options.measuresCoverage`), so `--coverage` costs a pass over
/// the stored states, not a second search.
struct CoverageExploration {
  let system: TransitionSystem
  let states: Int
  let isComplete: Bool
  let movesTaken: [Bool]
  /// Per predicate watched (the indices below, then each move's guard).
  let surveyed: [ExploredStates.PredicateSurvey]
  let explored: ExploredStates
  // Survey indices.
  let visible: [Int]
  let invalidated: [Int]
  let reasons: [[(InvalidationReason, Int)]]
  let rules: [[Int]]
  let sites: [Int]
  /// Where the moves' guards start in `surveyed`.
  let guards: Int

  /// A search of its own, for a run that kept no states.
  init(_ system: TransitionSystem, options: ExplicitOptions) {
    var exploring = system
    // The model's own properties are not checked here.
    exploring.properties = []
    let (result, explored) = ExplicitChecker(system: exploring, options: options).runKeepingStates()
    self.init(system, search: result, explored: explored)
  }

  /// From a search that kept its states (`ExplicitOptions.keepsStates`);
  /// nil if it did not.
  init?(_ system: TransitionSystem, kept result: ExplicitChecker.Result) {
    guard let explored = result.explored else { return nil }
    self.init(system, search: result, explored: explored)
  }

  private init(_ system: TransitionSystem, search result: ExplicitChecker.Result, explored: ExploredStates) {
    self.system = system
    let model = system.model
    let derived = system.derived
    var graph = system.graph
    var predicates: [ExpressionID] = []
    func watch(_ predicate: ExpressionID) -> Int {
      predicates.append(predicate)
      return predicates.count - 1
    }
    visible = model.tipIDs.map { watch(derived.visible[$0.index]) }
    invalidated = model.tipIDs.map { watch(derived.invalidated[$0.index]) }
    reasons = model.tipIDs.map { tip in
      guard let variable = system.invalidationVariable(of: tip) else { return [] }
      return CoverageAnalyzer.reasons(of: tip, in: system).compactMap { reason in
        guard let value = system.invalidationValue(reason, of: tip) else { return nil }
        return (reason, watch(graph.equal(graph.state(variable), graph.integer(value))))
      }
    }
    rules = model.tipIDs.map { tip in derived.rules[tip.index].map(watch) }
    sites = model.siteIDs.map { watch(derived.siteVisible[$0.index]) }
    guards = predicates.count
    predicates += system.moves.map(\.guardExpression)
    // The survey compiles its predicates into the system's graph: the
    // invalidation tests above are new nodes in it.
    var surveyedSystem = system
    surveyedSystem.graph = graph
    self.explored = explored
    surveyed = explored.survey(predicates, in: surveyedSystem)
    states = result.statistics.states
    isComplete = result.statistics.isComplete
    movesTaken = result.movesTaken
  }

  /// Coverage (its scenarios' part is `ModelCoverage.with(scenarios:system:)`)
  /// and the test plan.
  func findings() -> (ModelCoverage, [Trace]) { (coverage(), testPlan()) }

  /// Coverage over the explored states, without the scenarios'.
  func coverage() -> ModelCoverage {
    let model = system.model
    func everTrue(_ index: Int) -> Bool { surveyed[index].everTrue }
    var coverage = ModelCoverage()
    coverage.states = states
    coverage.isComplete = isComplete
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
        let watched = surveyed[rules[tip.index][index]]
        coverage.rulesTrue.append(.init(name: title, location: rule.range, covered: watched.everTrue))
        coverage.rulesFalse.append(.init(name: title, location: rule.range, covered: watched.everFalse))
      }
    }
    for (index, move) in system.moves.enumerated() {
      let name = narrator.describe(move.label).0
      let location = narrator.location(of: move.label)
      coverage.movesEnabled.append(.init(name: name, location: location, covered: surveyed[guards + index].everTrue))
      coverage.moves.append(.init(name: name, location: location, covered: movesTaken[index]))
    }
    for site in model.siteIDs {
      coverage.sites.append(
        .init(name: CoverageAnalyzer.siteName(site, model), location: model[site].range, covered: everTrue(sites[site.index])))
    }
    return coverage
  }

  /// The goals' witnesses, chosen greedily (longest first, a path also
  /// covering what it passes through), shortest first.
  func testPlan() -> [Trace] {
    func witness(_ predicate: Int) -> [Step]? { surveyed[predicate].firstTrue.map { explored.trace(to: $0).steps } }
    var candidates: [[Step]] = visible.compactMap(witness)
    for move in system.moves.indices {
      // A state where the move is enabled, then the move itself.
      guard let path = witness(guards + move), let last = path.last,
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
