import TipModel
import TipSemantics

/// What the reachable state space exercises: which tips ever appear or
/// get invalidated, which rules are ever true and ever false, which moves
/// are ever taken and which sites ever show a tip. A gap is a finding of
/// its own (a rule that is never false is not doing anything).
public struct ModelCoverage: Sendable {
  public struct Item: Sendable, Equatable {
    public var name: String
    public var location: SourceRange?
    public var covered: Bool
  }

  public var tipsVisible: [Item] = []
  public var tipsInvalidated: [Item] = []
  public var rulesTrue: [Item] = []
  public var rulesFalse: [Item] = []
  public var moves: [Item] = []
  public var sites: [Item] = []
  /// States explored; coverage is over these only when `isComplete` is false.
  public var states = 0
  public var isComplete = true
}

public enum CoverageAnalyzer {
  /// Explores up to `limit` states with the reference semantics.
  public static func analyze(_ system: TransitionSystem, limit: Int = 200_000) -> ModelCoverage {
    let model = system.model
    let derived = system.derived
    var visible = Set<Int>()
    var invalidated = Set<Int>()
    var ruleTrue = Set<[Int]>()
    var ruleFalse = Set<[Int]>()
    var taken = Set<Int>()
    var siteShown = Set<Int>()
    var seen: Set<[Int]> = []
    var queue: [[Int]] = []
    var coverage = ModelCoverage()
    for step in system.initialSteps() where seen.insert(step.state).inserted { queue.append(step.state) }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for tip in model.tipIDs {
        if system.holds(derived.visible[tip.index], in: state) { visible.insert(tip.index) }
        if system.holds(derived.invalidated[tip.index], in: state) { invalidated.insert(tip.index) }
        for (index, rule) in derived.rules[tip.index].enumerated() {
          if system.holds(rule, in: state) { ruleTrue.insert([tip.index, index]) } else { ruleFalse.insert([tip.index, index]) }
        }
      }
      for site in model.siteIDs where system.holds(derived.siteVisible[site.index], in: state) { siteShown.insert(site.index) }
      for step in system.successors(of: state) where step.domainViolation == nil {
        if let move = step.move { taken.insert(move) }
        guard seen.count < limit else {
          coverage.isComplete = false
          continue
        }
        if seen.insert(step.state).inserted { queue.append(step.state) }
      }
    }
    coverage.states = seen.count
    let narrator = Narrator(system: system)
    for tip in model.tipIDs {
      let name = model[tip].name
      coverage.tipsVisible.append(.init(name: name, location: model[tip].range, covered: visible.contains(tip.index)))
      coverage.tipsInvalidated.append(.init(name: name, location: model[tip].range, covered: invalidated.contains(tip.index)))
      for (index, rule) in model[tip].rules.enumerated() where index < derived.rules[tip.index].count {
        let title = "\(name) rule \(index + 1)"
        coverage.rulesTrue.append(.init(name: title, location: rule.range, covered: ruleTrue.contains([tip.index, index])))
        coverage.rulesFalse.append(.init(name: title, location: rule.range, covered: ruleFalse.contains([tip.index, index])))
      }
    }
    for (index, move) in system.moves.enumerated() {
      coverage.moves.append(
        .init(name: narrator.describe(move.label).0, location: narrator.location(of: move.label), covered: taken.contains(index)))
    }
    for site in model.siteIDs {
      let label = "\(model[site].presentation == .popover ? "popover" : "TipView") “\(model[site].label)”"
      coverage.sites.append(.init(name: label, location: model[site].range, covered: siteShown.contains(site.index)))
    }
    return coverage
  }
}

/// A small set of move sequences from launch that together make every
/// reachable tip visible and take every reachable move: manual test cases
/// for QA, or the script of a UI test.
public enum TestPlanner {
  /// Shortest paths to every goal, chosen greedily (longest first, a path
  /// also covering what it passes through), printed shortest first.
  public static func plan(_ system: TransitionSystem, limit: Int = 200_000) -> [Trace] {
    var states: [[Int]] = []
    var parent: [Int] = []
    var arrival: [Step] = []
    var index: [[Int]: Int] = [:]
    for step in system.initialSteps() where index[step.state] == nil {
      index[step.state] = states.count
      states.append(step.state)
      parent.append(-1)
      arrival.append(step)
    }
    var edges: [(from: Int, step: Step)] = []
    var firstEdge: [Int: Int] = [:]
    var head = 0
    while head < states.count {
      let current = head
      head += 1
      for step in system.successors(of: states[current]) where step.domainViolation == nil {
        if let move = step.move, firstEdge[move] == nil {
          firstEdge[move] = edges.count
          edges.append((current, step))
        }
        if index[step.state] == nil, states.count < limit {
          index[step.state] = states.count
          states.append(step.state)
          parent.append(current)
          arrival.append(step)
        }
      }
    }
    func path(to node: Int) -> [Step] {
      var steps: [Step] = []
      var cursor = node
      while cursor >= 0 {
        steps.append(arrival[cursor])
        cursor = parent[cursor]
      }
      return steps.reversed()
    }
    let derived = system.derived
    var firstVisible: [Int: Int] = [:]
    for (node, state) in states.enumerated() {
      for tip in system.model.tipIDs where firstVisible[tip.index] == nil && system.holds(derived.visible[tip.index], in: state) {
        firstVisible[tip.index] = node
      }
    }
    var candidates: [[Step]] = firstVisible.keys.sorted().compactMap { firstVisible[$0].map(path(to:)) }
    candidates += firstEdge.keys.sorted().compactMap { move in
      firstEdge[move].map { path(to: edges[$0].from) + [edges[$0].step] }
    }
    candidates.sort { $0.count > $1.count }
    var coveredTips = Set<Int>()
    var coveredMoves = Set<Int>()
    var chosen: [[Step]] = []
    func covers(_ steps: [Step]) -> (tips: Set<Int>, moves: Set<Int>) {
      var tips = Set<Int>()
      var moves = Set<Int>()
      for step in steps {
        if let move = step.move { moves.insert(move) }
        for tip in system.model.tipIDs where system.holds(derived.visible[tip.index], in: step.state) { tips.insert(tip.index) }
      }
      return (tips, moves)
    }
    for candidate in candidates {
      let reached = covers(candidate)
      if reached.tips.isSubset(of: coveredTips) && reached.moves.isSubset(of: coveredMoves) { continue }
      chosen.append(candidate)
      coveredTips.formUnion(reached.tips)
      coveredMoves.formUnion(reached.moves)
    }
    return chosen.sorted { $0.count < $1.count }.map(Trace.init)
  }
}
