import TipModel

/// The parts of a transition system that evolve independently but for a
/// shared core: an app whose features share nothing but the screen stack.
///
/// **Definition.** The *shared* variables are the screen and, closed under
/// the transition relation, every variable read by a move or a settle
/// update that writes a shared variable (scratch variables are shared too).
/// The other variables are split into the finest classes such that each
/// move's assignment, each settle update and the settle's choice read and
/// write variables of one class only (besides shared ones).
///
/// **Invariant (why a part can be checked alone).** Keeping one class (or a
/// few) and the shared variables, and freezing every other variable at its
/// install value, gives a system whose runs are exactly the projections of
/// the full system's runs onto the kept variables: a kept variable's next
/// value depends only on kept variables, and a move that writes no kept
/// variable changes nothing kept (it is dropped). So a property whose cone
/// lies in the kept variables has the same verdict there, and a shortest
/// counterexample there replays in the full system with the same moves and
/// the same length (`replay`). The cost of a check grows with the largest
/// part kept, not with the product of all parts.
public struct IndependentParts: Sendable {
  /// Variables every projection keeps.
  public var shared: Set<Int>
  /// Disjoint classes of the other variables.
  public var parts: [Set<Int>]
  /// Per tip, the part holding its state; nil when all of it is shared.
  public var partOfTip: [Int?]

  /// Per part, the screens on which its tips can be visible (a site is
  /// mounted only while its screen is on display, S13); nil when one of its
  /// tips has a site on every screen. Two parts whose screens are disjoint
  /// never show tips at once.
  public var screensOfPart: [Set<Int>?] = []

  /// Whether tips of the two parts may be visible in the same state.
  public func mayShowTogether(_ first: Int, _ second: Int) -> Bool {
    guard let a = screensOfPart[first], let b = screensOfPart[second] else { return true }
    return !a.isDisjoint(with: b)
  }

  /// The parts a set of variables touches.
  public func parts(of variables: Set<Int>) -> Set<Int> {
    Set(parts.indices.filter { !parts[$0].isDisjoint(with: variables) })
  }
}

extension TransitionSystem {
  /// The system's independent parts (`IndependentParts`).
  public func independentParts() -> IndependentParts {
    var reads: [ExpressionID: (variables: Set<Int>, choice: Bool)] = [:]
    func read(_ root: ExpressionID) -> (variables: Set<Int>, choice: Bool) {
      if let known = reads[root] { return known }
      var visited: Set<ExpressionID> = []
      let found = graph.reads([root], visited: &visited)
      reads[root] = found
      return found
    }
    let choiceVariables = read(settle.choiceValid).variables
    // Every write, as (variable, what it reads).
    var writes: [(variable: Int, reads: Set<Int>)] = []
    for move in [launch] + moves {
      let guarded = read(move.guardExpression)
      for assignment in move.assignments {
        let value = read(assignment.value)
        writes.append((assignment.variable, guarded.variables.union(value.variables)))
      }
    }
    for (variable, next) in settle.next.enumerated() {
      let value = read(next)
      writes.append((variable, value.choice ? value.variables.union(choiceVariables) : value.variables))
    }
    var shared = Set(variables.indices.filter { variables[$0].isScratch || variables[$0].role == .screen })
    var changed = true
    while changed {
      changed = false
      for write in writes where shared.contains(write.variable) && !write.reads.isSubset(of: shared) {
        shared.formUnion(write.reads)
        changed = true
      }
    }
    var sets = UnionFind(count: variables.count)
    for write in writes where !shared.contains(write.variable) {
      for other in write.reads where !shared.contains(other) { sets.union(write.variable, other) }
    }
    var classes: [Int: Set<Int>] = [:]
    for variable in variables.indices where !shared.contains(variable) { classes[sets.find(variable), default: []].insert(variable) }
    let parts = classes.values.sorted { ($0.min() ?? 0) < ($1.min() ?? 0) }
    let partOfTip: [Int?] = model.tipIDs.map { tip in
      let own = Set(self.variables(ofTip: tip)).subtracting(shared)
      return parts.firstIndex { !$0.isDisjoint(with: own) }
    }
    var result = IndependentParts(shared: shared, parts: parts, partOfTip: partOfTip)
    result.screensOfPart = parts.indices.map { part in
      var screens: Set<Int> = []
      for tip in model.tipIDs where partOfTip[tip.index] == part {
        for site in model.siteIDs where model.tips(presentableAt: site).contains(tip) {
          guard let screen = model[site].screen else { return nil }
          screens.insert(screen.index)
        }
      }
      return screens
    }
    return result
  }

  /// The system keeping `kept` (shared variables and whole parts): every
  /// other variable frozen at its install value, the moves that write no
  /// kept variable dropped, and no property (the caller adds those it
  /// checks here). Tips whose state is not kept are never `awaited`, so
  /// no-deadlock here is about the kept tips.
  public func projection(keeping kept: Set<Int>) -> TransitionSystem {
    var copy = self
    copy.properties = []
    let never = copy.graph.boolean(false)
    for index in copy.moves.indices {
      let assignments = copy.moves[index].assignments
      let keptAssignments = assignments.filter { kept.contains($0.variable) }
      if !assignments.isEmpty && keptAssignments.isEmpty { copy.moves[index].guardExpression = never }
      copy.moves[index].assignments = keptAssignments
    }
    copy.launch.assignments = copy.launch.assignments.filter { kept.contains($0.variable) }
    for variable in variables.indices where !kept.contains(variable) && !variables[variable].isScratch {
      copy.settle.next[variable] = copy.graph.state(variable)
    }
    for tip in model.tipIDs where !variables(ofTip: tip).contains(where: kept.contains) {
      copy.derived.awaited[tip.index] = never
    }
    return copy
  }

  /// "At most one of these tips is visible", as a property of this system.
  public mutating func atMostOneVisible(_ tips: [TipID]) -> CheckedProperty.Kind {
    .invariant(graph.lessOrEqual(graph.count(tips.map { derived.visible[$0.index] }), graph.integer(1)))
  }

  /// A trace of a projection replayed in this system, with the same moves
  /// and choices; nil if a step has no such successor (which the invariant
  /// of `IndependentParts` rules out).
  public func replay(_ trace: Trace) -> Trace? {
    guard let first = trace.steps.first,
      var current = initialSteps().first(where: { $0.choice == first.choice })
    else { return nil }
    var steps = [current]
    for step in trace.steps.dropFirst() {
      guard let move = step.move,
        let next = successors(of: current.state, via: move).first(where: { $0.choice == step.choice })
      else { return nil }
      steps.append(next)
      current = next
    }
    return Trace(steps: steps)
  }
}
