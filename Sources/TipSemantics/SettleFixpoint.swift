/// The settle step's invariants (docs/semantics.md §8), as checks any
/// engine or test can ask of a state: the explicit engines' step slicing
/// rests on the first, and every engine reads visibility from a state by
/// the second.
extension TransitionSystem {
  /// Settling a settled state again with no effect (`mid` = the state,
  /// scratch variables 0) and choice 0 is valid and changes nothing. A
  /// variable whose next value reads no `mid` value a move writes (nor the
  /// choice) therefore keeps its value, so a step need not compute it.
  /// Returns what breaks the invariant at `state`, nil when it holds.
  public func settleFixpointViolation(at state: [Int]) -> String? {
    var mid = state
    for index in variables.indices where variables[index].isScratch { mid[index] = 0 }
    var evaluator = ReferenceEvaluator(graph: graph, state: state, mid: mid, choice: 0)
    guard evaluator.holds(settle.choiceValid) else { return "choice 0 is not valid when settling again" }
    for index in stateVariableIndices where evaluator.value(settle.next[index]) != state[index] {
      return "settling again changes \(variables[index].name)"
    }
    return nil
  }

  /// After each move from `state`, what the settle step computed as visible
  /// (`Settle.visibleAfter`) is what the successor shows
  /// (`DerivedPredicates.visible`). Returns the first move where they
  /// differ, nil when they agree.
  public func settledVisibilityDisagreement(at state: [Int]) -> Int? {
    for (index, move) in moves.enumerated() where holds(move.guardExpression, in: state) {
      let mid = midValues(of: state, move: move)
      for step in successors(of: state, via: index) {
        var evaluator = ReferenceEvaluator(graph: graph, state: state, mid: mid, choice: step.choice)
        let computed = model.tipIDs.filter { evaluator.holds(settle.visibleAfter[$0.index]) }
        if computed != visibleTips(in: step.state) { return index }
      }
    }
    return nil
  }
}
