import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics

extension Verifier {
  /// What the verifying search's stored states answer. They are asked
  /// right after the search, so that the states are released before the
  /// symbolic engines run, and held no longer than the questions take.
  struct AskedOfStates {
    /// For explaining a tip the search found unreachable (it then
    /// explored every state).
    var facts: Explainer.ReachableFacts?
    /// Coverage (without the scenarios') and the test plan, when asked for
    /// and these states serve.
    var coverage: (ModelCoverage, [Trace])?
  }

  /// Whether a search's states serve for coverage: a search of coverage's
  /// own, to `verify`'s limits, would reach the same ones. So all of them,
  /// or as many as the same state or depth limit lets through; not when
  /// `auto`'s budget stopped the search short of `verify`'s own limit, nor
  /// at the memory limit (the verifying search also holds `no-deadlock`'s
  /// state graph, so one of coverage's own may get further) or the time
  /// limit (as before, coverage then takes a search of its own).
  static func servesCoverage(_ run: ExplicitChecker.Result, budgetStopped: Bool) -> Bool {
    switch run.statistics.limit {
    case nil, .maxDepth: true
    case .maxStates: !budgetStopped
    case .memory, .timeout: false
    }
  }

  /// - Parameter servesCoverage: whether these states serve for coverage
  ///   (`servesCoverage(_:budgetStopped:)`).
  func askStates(of run: ExplicitChecker.Result, _ system: TransitionSystem, servesCoverage: Bool) -> AskedOfStates {
    var asked = AskedOfStates()
    guard let explored = run.explored else { return asked }
    // A tip the search found unreachable, or one it left to the symbolic
    // engines (a parameter left its range, which ends exploring there
    // without a limit), which may find it unreachable.
    let unreachableTip = system.model.properties.indices.contains { index in
      guard case .reachable = system.model.properties[index].kind, index < run.outcomes.count else { return false }
      switch run.outcomes[index] {
      case .violated, .unknown: return true
      case .holds: return false
      }
    }
    // A reachability verdict of violated needs every state explored; the
    // check keeps partial states from explaining if that ever changes.
    if unreachableTip, run.statistics.isComplete {
      // A pass over the stored states, where a second, surveying search
      // used to run (8 counters with a tip that can never appear: about
      // 2.5 s of 7 s end to end).
      let surveyed = explored.survey(Explainer.surveyPredicates(system))
      asked.facts = Explainer.facts(from: surveyed.map { ($0.everTrue, $0.everFalse) }, system)
    }
    if options.measuresCoverage, servesCoverage, let exploration = CoverageExploration(system, kept: run) {
      asked.coverage = exploration.findings()
    }
    return asked
  }
}
