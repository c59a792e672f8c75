import Testing

@testable import TipSemantics

/// The expression graph simplifies as it builds, and every engine (and the
/// reference evaluator) reads the simplified graph, so a wrong rewrite would
/// go unnoticed by comparing engines. These tests compare the graph against
/// expression trees evaluated directly, on every state of small domains.
@Suite("Expression graph: simplification keeps the meaning")
struct ExpressionSimplifierTests {
  /// An expression tree, evaluated without any simplification.
  indirect enum Tree: CustomStringConvertible {
    case bool(Bool), int(Int), state(Int)
    case not(Tree), and([Tree]), or([Tree]), ite(Tree, Tree, Tree)
    case add(Tree, Tree), equal(Tree, Tree), lessOrEqual(Tree, Tree), saturate(Tree, Int)

    func value(_ state: [Int]) -> Int {
      switch self {
      case .bool(let b): b ? 1 : 0
      case .int(let i): i
      case .state(let v): state[v]
      case .not(let a): a.value(state) == 0 ? 1 : 0
      case .and(let list): list.allSatisfy { $0.value(state) != 0 } ? 1 : 0
      case .or(let list): list.contains { $0.value(state) != 0 } ? 1 : 0
      case .ite(let c, let a, let b): c.value(state) != 0 ? a.value(state) : b.value(state)
      case .add(let a, let b): a.value(state) + b.value(state)
      case .equal(let a, let b): a.value(state) == b.value(state) ? 1 : 0
      case .lessOrEqual(let a, let b): a.value(state) <= b.value(state) ? 1 : 0
      case .saturate(let a, let cap): min(a.value(state), cap)
      }
    }

    func build(_ graph: inout ExpressionGraph) -> ExpressionID {
      switch self {
      case .bool(let b): return graph.boolean(b)
      case .int(let i): return graph.integer(i)
      case .state(let v): return graph.state(v)
      // Operands are built before the node (not inside the call, which
      // would overlap two accesses to the graph).
      case .not(let a):
        let x = a.build(&graph)
        return graph.not(x)
      case .and(let list):
        let parts = list.map { $0.build(&graph) }
        return graph.and(parts)
      case .or(let list):
        let parts = list.map { $0.build(&graph) }
        return graph.or(parts)
      case .ite(let c, let a, let b):
        let (x, y, z) = (c.build(&graph), a.build(&graph), b.build(&graph))
        return graph.ite(x, y, z)
      case .add(let a, let b):
        let (x, y) = (a.build(&graph), b.build(&graph))
        return graph.add(x, y)
      case .equal(let a, let b):
        let (x, y) = (a.build(&graph), b.build(&graph))
        return graph.equal(x, y)
      case .lessOrEqual(let a, let b):
        let (x, y) = (a.build(&graph), b.build(&graph))
        return graph.lessOrEqual(x, y)
      case .saturate(let a, let cap):
        let x = a.build(&graph)
        return graph.saturate(x, cap: cap, abstraction: false)
      }
    }

    var description: String {
      switch self {
      case .bool(let b): "\(b)"
      case .int(let i): "\(i)"
      case .state(let v): "s\(v)"
      case .not(let a): "¬\(a)"
      case .and(let list): "(" + list.map(\.description).joined(separator: " ∧ ") + ")"
      case .or(let list): "(" + list.map(\.description).joined(separator: " ∨ ") + ")"
      case .ite(let c, let a, let b): "ite(\(c), \(a), \(b))"
      case .add(let a, let b): "(\(a) + \(b))"
      case .equal(let a, let b): "(\(a) = \(b))"
      case .lessOrEqual(let a, let b): "(\(a) ≤ \(b))"
      case .saturate(let a, let cap): "min(\(a), \(cap))"
      }
    }
  }

  /// Three Bool variables, then Int variables 0...2 (exact by construction,
  /// so the graph knows the bound) and 0...5 (declared: no bound known).
  static let sorts: [Sort] = [.bool, .bool, .bool, .int, .int]
  static let domains: [ClosedRange<Int>] = [0...1, 0...1, 0...1, 0...2, 0...5]
  static let bounds: [Int?] = [nil, nil, nil, 2, nil]

  static func graph() -> ExpressionGraph {
    var graph = ExpressionGraph()
    graph.variableSorts = sorts
    graph.stateUpperBounds = bounds
    return graph
  }

  static var allStates: [[Int]] {
    domains.reduce([[]]) { partial, domain in partial.flatMap { prefix in domain.map { prefix + [$0] } } }
  }

  /// Random trees whose subterms repeat, so that `a ∧ b ∧ ¬(a ∧ b)` and
  /// friends appear often.
  struct Generator {
    var random: SplitMix64
    var pool: [Tree] = [.state(0), .state(1), .state(2)]
    var intPool: [Tree] = [.state(3), .state(4), .int(0), .int(1), .int(2)]

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }

    mutating func boolean(_ depth: Int) -> Tree {
      if depth == 0 { return pick(pool) }
      let tree: Tree
      switch random.next() % 8 {
      case 0: tree = .not(boolean(depth - 1))
      case 1: tree = .and((0..<Int(2 + random.next() % 2)).map { _ in boolean(depth - 1) })
      case 2: tree = .or((0..<Int(2 + random.next() % 2)).map { _ in boolean(depth - 1) })
      case 3: tree = .ite(boolean(depth - 1), boolean(depth - 1), boolean(depth - 1))
      case 4: tree = .equal(integer(depth - 1), integer(depth - 1))
      case 5: tree = .lessOrEqual(integer(depth - 1), integer(depth - 1))
      case 6:
        // A conjunction with the negation of one built from the same parts
        // (or from some of them).
        let parts = [pick(pool), pick(pool)]
        let some = random.next() % 2 == 0 ? parts : [parts[0]]
        tree = random.next() % 2 == 0 ? .and(some + [.not(.and(parts))]) : .or(some + [.not(.or(parts))])
      default: tree = pick(pool)
      }
      // Shallow trees are reused, so subterms repeat without the trees
      // growing exponentially.
      if depth <= 1 { pool.append(tree) }
      return tree
    }

    mutating func integer(_ depth: Int) -> Tree {
      if depth == 0 { return pick(intPool) }
      let tree: Tree
      switch random.next() % 4 {
      case 0: tree = .ite(boolean(depth - 1), integer(depth - 1), integer(depth - 1))
      case 1: tree = .add(integer(depth - 1), .ite(boolean(depth - 1), .int(1), .int(0)))
      case 2: tree = .saturate(integer(depth - 1), Int(random.next() % 4))
      default: tree = pick(intPool)
      }
      if depth <= 1 { intPool.append(tree) }
      return tree
    }
  }

  @Test("Random expressions: the simplified graph has the tree's value in every state", arguments: 0..<8)
  func randomExpressions(seed: UInt64) {
    var generator = Generator(random: SplitMix64(seed: 0x51_3D + seed))
    var graph = Self.graph()
    for _ in 0..<150 {
      let tree = generator.random.next() % 3 == 0 ? generator.integer(3) : generator.boolean(3)
      let id = tree.build(&graph)
      for state in Self.allStates {
        var evaluator = ReferenceEvaluator(graph: graph, state: state)
        let expected = tree.value(state)
        if evaluator.value(id) != expected {
          Issue.record("\(tree) at \(state): graph \(evaluator.value(id)), expected \(expected)")
          return
        }
      }
    }
  }

  @Test("A step that cannot change a tip's visibility does not count a new display")
  func newlyVisibleFolds() {
    var graph = Self.graph()
    let (a, b, displays) = (graph.state(0), graph.state(1), graph.state(3))
    let visible = graph.and(a, b)
    // "Visible after the step and not before", where the step left a and b alone.
    let hidden = graph.not(visible)
    let newly = graph.and([a, b, hidden])
    #expect(graph.isFalse(newly))
    let either = graph.or(a, b)
    let neither = graph.not(either)
    let always = graph.or([a, b, neither])
    #expect(graph.isTrue(always))
    // displays' next value: min(displays + 0, cap) is displays itself, as
    // its domain (0...2) is within the cap; not so below the cap, or for a
    // declared domain.
    let shown = graph.indicator(newly)
    let sum = graph.add(displays, shown)
    let next = graph.saturate(sum, cap: 2, abstraction: false)
    #expect(next == displays)
    let belowCap = graph.saturate(displays, cap: 1, abstraction: false)
    #expect(belowCap != displays)
    let declared = graph.state(4)
    let declaredCapped = graph.saturate(declared, cap: 9, abstraction: false)
    #expect(declaredCapped != declared)
  }
}
