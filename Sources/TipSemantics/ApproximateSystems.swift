import TipModel

/// The systems the three-valued verdicts are decided on (docs/semantics.md,
/// "Approximate moves").
///
/// A compiled system is the *may* system: its moves over-approximate what
/// the device does wherever a front end approximated code. Its exact moves
/// alone are the *must* system: every run of it is a run of the device.
/// Safety holds when it holds in the may system and is violated when the
/// must system violates it; a state is reachable when the must system
/// reaches it and can never be reached when the may system cannot.
/// `no-deadlock` mixes the two (reached one way, escaped the other), which
/// two products below put in the form the explicit engines check.
extension TransitionSystem {
  /// Whether any move, or the first launch, is approximate.
  public var hasApproximations: Bool { moves.contains { !$0.isExact } || !launch.isExact }

  /// The system once per way the first launch may go (A7), each starting
  /// from one way taken as given (its launch exact): a verdict of such a
  /// system holds on the device *if* the launch goes that way. One system
  /// when the launch goes one way.
  public func launchingEachWay() -> [TransitionSystem] {
    guard !launchVariants.isEmpty else { return [self] }
    return launchVariants.map { variant in
      var copy = self
      copy.launch = variant
      copy.launch.approximations = []
      copy.launchVariants = []
      return copy
    }
  }

  /// The must system: the exact moves alone.
  public func exactOnly() -> TransitionSystem {
    var copy = self
    copy.moves.removeAll { !$0.isExact }
    return copy
  }

  /// For a `no-deadlock` violation the device surely has: states reached by
  /// exact moves, escaping by any move. A phase flag is set by every
  /// approximate move and never cleared; only states still in the first
  /// phase count as awaiting a tip, and states of the second phase loop on
  /// themselves (by `onlyExactFromHere`), so none of them counts as having
  /// no move. A state of the first phase from which a tip cannot appear by
  /// any move (of either phase), or which has no move at all, is a real
  /// deadlock, reached by exact moves. Its only property is
  /// `properties[index]`.
  public func reachedExactlyEscapingAnyhow(property index: Int) -> TransitionSystem {
    var copy = withPhase(property: index)
    let phase = copy.variables.count - 1
    let marked = copy.graph.trueID
    copy.moves = copy.moves.map { move in
      guard !move.isExact else { return move }
      var changed = move
      changed.assignments.append((phase, marked))
      return changed
    }
    copy.moves.append(Move(label: .onlyExactFromHere, guardExpression: copy.graph.state(phase), assignments: []))
    let notYet = copy.graph.not(copy.graph.state(phase))
    copy.derived.awaited = copy.derived.awaited.map { copy.graph.and($0, notYet) }
    return copy
  }

  /// For a `no-deadlock` that holds on the device: states reached by any
  /// move, escaping by exact moves. In the first phase every move is
  /// followed; `onlyExactFromHere`, enabled in every first-phase state,
  /// enters the second phase, where only exact moves are. Only states of
  /// the second phase count as awaiting a tip: if from each of them every
  /// awaited tip can appear by exact moves, every state the device may
  /// reach has an exact way on. A state with no exact move at all is
  /// reported stuck there too, which makes the verdict unknown, not wrong.
  public func reachedAnyhowEscapingExactly(property index: Int) -> TransitionSystem {
    var copy = withPhase(property: index)
    let phase = copy.variables.count - 1
    let first = copy.graph.not(copy.graph.state(phase))
    copy.moves = copy.moves.map { move in
      guard !move.isExact else { return move }
      var changed = move
      changed.guardExpression = copy.graph.and(move.guardExpression, first)
      return changed
    }
    copy.moves.append(
      Move(label: .onlyExactFromHere, guardExpression: first, assignments: [(phase, copy.graph.trueID)]))
    let second = copy.graph.state(phase)
    copy.derived.awaited = copy.derived.awaited.map { copy.graph.and($0, second) }
    return copy
  }

  /// A copy with one more Boolean state variable, false at launch and kept
  /// by the settle step, checking only `properties[index]`.
  private func withPhase(property index: Int) -> TransitionSystem {
    var copy = self
    copy.properties = [properties[index]]
    let phase = copy.variables.count
    copy.variables.append(
      StateVariable(name: "analysis.phase", role: .analysisPhase, domain: 0...1, sort: .bool, installValue: 0))
    copy.graph.variableSorts.append(.bool)
    copy.graph.stateUpperBounds.append(nil)
    copy.settle.next.append(copy.graph.mid(phase))
    copy.layout = StateLayout(variables: copy.variables)
    return copy
  }
}
