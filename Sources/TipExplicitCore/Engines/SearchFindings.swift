import TipSemantics

/// What a search found, turned into one outcome per property the same way
/// by every explicit engine: the first state (in breadth-first order) that
/// breaks an invariant or meets a reachability goal gives a shortest
/// trace; a search stopped by a limit or by a value out of its declared
/// range leaves the rest unknown.
package struct SearchFindings {
  var statistics: ExplorationStatistics
  var stateCount: Int
  /// Per property, the first stored state that decides it.
  var firstHit: [Int?]
  /// Per `staysInDomain` property, the first step out of range.
  var domainViolation: [Int: (parent: Int, move: Int, choice: Int)]
  var anyDomainViolation: Bool

  package init(
    statistics: ExplorationStatistics, stateCount: Int, firstHit: [Int?],
    domainViolation: [Int: (parent: Int, move: Int, choice: Int)], anyDomainViolation: Bool
  ) {
    self.statistics = statistics
    self.stateCount = stateCount
    self.firstHit = firstHit
    self.domainViolation = domainViolation
    self.anyDomainViolation = anyDomainViolation
  }

  /// The outcomes of a search that stored its states in `store` and, for
  /// `no-deadlock`, its graph in `graph` (analysed only when the search is
  /// complete, within what is left of the memory limit).
  package func outcomes(
    system: TransitionSystem, store: StateStore, graph: StateGraph?, compiled: CompiledSystem, flat: FlatPrograms,
    movesEnabled: [Bool], options: ExplicitOptions, usedBytes: Int
  ) -> [Outcome] {
    let traces = TraceBuilder(system: system, store: store)
    return outcomes(system: system, traces: traces) {
      guard let graph else { return .unknown(reason: "the state graph was not kept") }
      return DeadlockAnalysis(
        graph: graph, store: store, compiled: compiled, flat: flat, movesEverEnabled: movesEnabled,
        sweepLimit: options.tuning.deadlockSweeps, memoryAvailable: options.memoryLimit - usedBytes)
        .outcome(traces: traces)
    }
  }

  private func outcomes(system: TransitionSystem, traces: TraceBuilder, noDeadlock: () -> Outcome) -> [Outcome] {
    let incompleteReason: String? =
      if let limit = statistics.limit {
        "stopped at the \(limit.rawValue) after \(stateCount) states (depth \(statistics.depth)); the rest of the state space was not explored"
      } else if anyDomainViolation {
        "exploration stopped where a parameter left its declared range (see the range property)"
      } else { nil }
    var outcomes: [Outcome] = []
    for (index, property) in system.properties.enumerated() {
      switch property.kind {
      case .invariant:
        if let hit = firstHit[index] {
          outcomes.append(.violated(counterexample: traces.trace(to: hit), stuck: nil))
        } else if let incompleteReason {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(.holds(witness: nil))
        }
      case .reachability:
        if let hit = firstHit[index] {
          outcomes.append(.holds(witness: traces.trace(to: hit)))
        } else if let incompleteReason {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(.violated(counterexample: nil, stuck: nil))
        }
      case .staysInDomain:
        if let bad = domainViolation[index] {
          outcomes.append(
            .violated(counterexample: traces.trace(to: bad.parent, then: bad.move, choice: bad.choice), stuck: nil))
        } else if let incompleteReason, !anyDomainViolation {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(.holds(witness: nil))
        }
      case .noDeadlock:
        if let incompleteReason {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(noDeadlock())
        }
      }
    }
    return outcomes
  }
}
