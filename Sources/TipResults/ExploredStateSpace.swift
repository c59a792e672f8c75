import TipSemantics

/// The reachable state graph with parent pointers and every edge,
/// explored with the reference semantics, for what needs the graph itself
/// rather than a verdict: the HTML report's drawing, and the tests'
/// reference for coverage. Capped at `limit` states; beyond it the graph
/// is a prefix (breadth-first, so every state kept has its shortest path).
public struct ExploredStateSpace: Sendable {
  /// One transition between two kept states (the target's values are in
  /// `states`: an edge holds no copy, there are several per state).
  public struct Edge: Sendable, Hashable {
    public var from: Int
    public var to: Int
    /// The move taken, nil for the launch.
    public var move: Int?
    /// The settle step's choice.
    public var choice: Int
  }

  public let system: TransitionSystem
  /// States in breadth-first order; index 0... are the initial states.
  public private(set) var states: [[Int]] = []
  /// `parent[node]`: the node it was first reached from, -1 for an initial
  /// state (it gives the layers the drawing is laid out in).
  public private(set) var parent: [Int] = []
  /// Every transition between kept states (domain violations excluded).
  public private(set) var edges: [Edge] = []
  /// False when the limit stopped the exploration.
  public private(set) var isComplete = true
  private var index: [[Int]: Int] = [:]

  public init(system: TransitionSystem, limit: Int = 200_000) {
    self.system = system
    for step in system.initialSteps() { _ = insert(step, parent: -1, limit: limit) }
    var head = 0
    while head < states.count {
      let current = head
      head += 1
      for step in system.successors(of: states[current]) {
        guard step.domainViolation == nil else { continue }
        if let target = insert(step, parent: current, limit: limit) {
          edges.append(Edge(from: current, to: target, move: step.move, choice: step.choice))
        }
      }
    }
  }

  /// The node of `step.state`, adding it when new and under the limit.
  private mutating func insert(_ step: Step, parent: Int, limit: Int) -> Int? {
    if let known = index[step.state] { return known }
    guard states.count < limit else {
      isComplete = false
      return nil
    }
    index[step.state] = states.count
    states.append(step.state)
    self.parent.append(parent)
    return states.count - 1
  }

  /// The node holding `state`, if it was kept.
  public func node(of state: [Int]) -> Int? { index[state] }

  /// Breadth-first depth of every node (launch states are depth 0).
  public var depths: [Int] {
    var depth = [Int](repeating: 0, count: states.count)
    for node in states.indices where parent[node] >= 0 { depth[node] = depth[parent[node]] + 1 }
    return depth
  }
}
