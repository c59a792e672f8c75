import TipModel

/// Evaluates expressions of a transition system directly on the graph. It
/// is the reference semantics of the IR: slow and obviously right. Traces,
/// scenario replay and simulation use it, and tests check every engine's
/// fast evaluator against it.
public struct ReferenceEvaluator {
  public let graph: ExpressionGraph
  public let state: [Int]
  public let mid: [Int]
  public let choice: Int
  private var cache: [Int32: Int] = [:]

  public init(graph: ExpressionGraph, state: [Int], mid: [Int] = [], choice: Int = 0) {
    self.graph = graph
    self.state = state
    self.mid = mid
    self.choice = choice
  }

  public mutating func value(_ id: ExpressionID) -> Int {
    if let known = cache[id.index] { return known }
    let result: Int
    switch graph[id] {
    case .boolean(let b): result = b ? 1 : 0
    case .integer(let i): result = i
    case .state(let v): result = state[v]
    case .mid(let v): result = mid[v]
    case .choice: result = choice
    case .not(let a): result = value(a) == 0 ? 1 : 0
    case .and(let list): result = list.allSatisfy { value($0) != 0 } ? 1 : 0
    case .or(let list): result = list.contains { value($0) != 0 } ? 1 : 0
    case .ite(let c, let a, let b): result = value(c) != 0 ? value(a) : value(b)
    case .add(let a, let b): result = value(a) &+ value(b)
    case .subtract(let a, let b): result = value(a) &- value(b)
    case .multiply(let a, let b): result = value(a) &* value(b)
    case .equal(let a, let b): result = value(a) == value(b) ? 1 : 0
    case .less(let a, let b): result = value(a) < value(b) ? 1 : 0
    case .lessOrEqual(let a, let b): result = value(a) <= value(b) ? 1 : 0
    case .saturate(let a, let cap, _): result = min(value(a), cap)
    }
    cache[id.index] = result
    return result
  }

  public mutating func holds(_ id: ExpressionID) -> Bool { value(id) != 0 }
}

/// One successor of a state: the move taken, the choice the settle step
/// made, and the resulting values (one per variable; scratch is 0).
public struct Step: Hashable, Sendable {
  /// Index into `TransitionSystem.moves`, or nil for the launch.
  public var move: Int?
  public var choice: Int
  public var state: [Int]
  /// A variable whose next value left its declared domain; `state` then
  /// holds the out-of-range value and is not a state of the system.
  public var domainViolation: Int?

  public init(move: Int?, choice: Int, state: [Int], domainViolation: Int? = nil) {
    self.move = move
    self.choice = choice
    self.state = state
    self.domainViolation = domainViolation
  }
}

extension TransitionSystem {
  /// The states after the first launch.
  public func initialSteps() -> [Step] {
    steps(from: installValues, move: launch, moveIndex: nil)
  }

  /// Every successor of a state, in move order then choice order.
  public func successors(of state: [Int]) -> [Step] {
    var result: [Step] = []
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    for (index, move) in moves.enumerated() where evaluator.holds(move.guardExpression) {
      result += steps(from: state, move: move, moveIndex: index)
    }
    return result
  }

  /// The successors through one move (empty when it is disabled).
  public func successors(of state: [Int], via moveIndex: Int) -> [Step] {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    guard evaluator.holds(moves[moveIndex].guardExpression) else { return [] }
    return steps(from: state, move: moves[moveIndex], moveIndex: moveIndex)
  }

  /// The `mid` values of a move applied to a state.
  public func midValues(of state: [Int], move: Move) -> [Int] {
    var mid = state
    for index in variables.indices where variables[index].isScratch { mid[index] = 0 }
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    for assignment in move.assignments { mid[assignment.variable] = evaluator.value(assignment.value) }
    return mid
  }

  private func steps(from state: [Int], move: Move, moveIndex: Int?) -> [Step] {
    let mid = midValues(of: state, move: move)
    var result: [Step] = []
    for choice in 0..<settle.choiceCount {
      var evaluator = ReferenceEvaluator(graph: graph, state: state, mid: mid, choice: choice)
      guard evaluator.holds(settle.choiceValid) else { continue }
      var next = settle.next.map { evaluator.value($0) }
      var violation: Int?
      for index in variables.indices {
        if variables[index].isScratch {
          next[index] = 0
        } else if !variables[index].domain.contains(next[index]), violation == nil {
          violation = index
        }
      }
      let step = Step(move: moveIndex, choice: choice, state: next, domainViolation: violation)
      if !result.contains(where: { $0.state == next }) { result.append(step) }
    }
    return result
  }

  /// Evaluates a state predicate.
  public func holds(_ expression: ExpressionID, in state: [Int]) -> Bool {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    return evaluator.holds(expression)
  }

  public func value(_ expression: ExpressionID, in state: [Int]) -> Int {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    return evaluator.value(expression)
  }

  /// The tips visible in a state, in declaration order.
  public func visibleTips(in state: [Int]) -> [TipID] {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    return model.tipIDs.filter { evaluator.holds(derived.visible[$0.index]) }
  }

  /// The sites showing something in a state, with the tip each shows.
  public func presentations(in state: [Int]) -> [(site: SiteID, tip: TipID)] {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    var result: [(SiteID, TipID)] = []
    for site in model.siteIDs {
      for presentation in derived.siteShows[site.index] where evaluator.holds(presentation.condition) {
        result.append((site, presentation.tip))
      }
    }
    return result
  }

  /// The sites mounted in a state: global, or on the screen on display,
  /// with their condition holding.
  public func mountedSites(in state: [Int]) -> [SiteID] {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    return model.siteIDs.filter { evaluator.holds(derived.mounted[$0.index]) }
  }

  /// The moves enabled in a state.
  public func enabledMoves(in state: [Int]) -> [Int] {
    var evaluator = ReferenceEvaluator(graph: graph, state: state)
    return moves.indices.filter { evaluator.holds(moves[$0].guardExpression) }
  }
}
