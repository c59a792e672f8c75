/// A node of the transition system's expression graph.
///
/// Expressions read the current state (`state`), the state after a move's
/// effects but before the screen settles (`mid`), and the settle step's
/// nondeterministic choice (`choice`). Booleans are Bool-sorted nodes; an
/// engine that stores them as integers uses 0 and 1.
public enum ExpressionNode: Hashable, Sendable {
  case boolean(Bool)
  case integer(Int)
  case state(Int)
  case mid(Int)
  case choice
  case not(ExpressionID)
  case and([ExpressionID])
  case or([ExpressionID])
  case ite(ExpressionID, ExpressionID, ExpressionID)
  case add(ExpressionID, ExpressionID)
  case subtract(ExpressionID, ExpressionID)
  case multiply(ExpressionID, ExpressionID)
  /// Equality of two Bool or two Int nodes.
  case equal(ExpressionID, ExpressionID)
  case less(ExpressionID, ExpressionID)
  case lessOrEqual(ExpressionID, ExpressionID)
  /// `min(value, cap)`. When `abstraction` is true the cap is only the
  /// explicit engine's finite abstraction of an unbounded counter (exact for
  /// every comparison in the model), and an engine with unbounded integers
  /// may read the node as `value`; otherwise the cap is part of TipKit's
  /// semantics (display counts).
  case saturate(ExpressionID, cap: Int, abstraction: Bool)

  /// The operands, in order.
  public var operands: [ExpressionID] {
    switch self {
    case .boolean, .integer, .state, .mid, .choice: []
    case .not(let a), .saturate(let a, _, _): [a]
    case .and(let list), .or(let list): list
    case .ite(let a, let b, let c): [a, b, c]
    case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .equal(let a, let b), .less(let a, let b),
      .lessOrEqual(let a, let b):
      [a, b]
    }
  }
}

/// An index into an `ExpressionGraph`.
public struct ExpressionID: Hashable, Sendable, Comparable {
  public let index: Int32
  public init(_ index: Int) { self.index = Int32(index) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

public enum Sort: Hashable, Sendable {
  case bool
  case int
}

/// A hash-consed, simplifying expression DAG: equal subexpressions are one
/// node, so a settle step written once per move shares its structure.
/// Node indices are a topological order (operands come first), which the
/// engines rely on to evaluate in one pass.
public struct ExpressionGraph: Sendable {
  public private(set) var nodes: [ExpressionNode] = []
  public private(set) var sorts: [Sort] = []
  private var index: [ExpressionNode: ExpressionID] = [:]
  /// The sort of each state variable, for `state`/`mid` nodes.
  var variableSorts: [Sort] = []
  /// Per state variable, an upper bound its current value never exceeds in
  /// any state an engine considers (a domain exact by construction, which
  /// the symbolic engines assert too); nil for declared domains (which a
  /// model may break) and abstracted counters. `min(x, cap)` of such a
  /// value below the cap is the value itself.
  var stateUpperBounds: [Int?] = []

  public init() {}

  public subscript(id: ExpressionID) -> ExpressionNode { nodes[Int(id.index)] }
  public func sort(_ id: ExpressionID) -> Sort { sorts[Int(id.index)] }
  public var count: Int { nodes.count }

  private mutating func intern(_ node: ExpressionNode, sort: Sort) -> ExpressionID {
    if let existing = index[node] { return existing }
    let id = ExpressionID(nodes.count)
    nodes.append(node)
    sorts.append(sort)
    index[node] = id
    return id
  }

  public func constantValue(_ id: ExpressionID) -> Int? {
    switch self[id] {
    case .boolean(let b): b ? 1 : 0
    case .integer(let i): i
    default: nil
    }
  }

  public func isTrue(_ id: ExpressionID) -> Bool { self[id] == .boolean(true) }
  public func isFalse(_ id: ExpressionID) -> Bool { self[id] == .boolean(false) }

  // MARK: Leaves

  public mutating func boolean(_ value: Bool) -> ExpressionID { intern(.boolean(value), sort: .bool) }
  public mutating func integer(_ value: Int) -> ExpressionID { intern(.integer(value), sort: .int) }
  public mutating func state(_ variable: Int) -> ExpressionID { intern(.state(variable), sort: variableSorts[variable]) }
  public mutating func mid(_ variable: Int) -> ExpressionID { intern(.mid(variable), sort: variableSorts[variable]) }
  public mutating func choice() -> ExpressionID { intern(.choice, sort: .int) }
  public var trueID: ExpressionID { mutating get { boolean(true) } }
  public var falseID: ExpressionID { mutating get { boolean(false) } }

  // MARK: Boolean connectives

  public mutating func not(_ a: ExpressionID) -> ExpressionID {
    switch self[a] {
    case .boolean(let b): return boolean(!b)
    case .not(let inner): return inner
    default: return intern(.not(a), sort: .bool)
    }
  }

  public mutating func and(_ operands: [ExpressionID]) -> ExpressionID {
    var flat: [ExpressionID] = []
    var seen: Set<ExpressionID> = []
    for operand in operands {
      let parts: [ExpressionID] = if case .and(let inner) = self[operand] { inner } else { [operand] }
      for part in parts {
        if isFalse(part) { return falseID }
        if isTrue(part) { continue }
        if seen.insert(part).inserted { flat.append(part) }
      }
    }
    for part in flat {
      guard case .not(let inner) = self[part] else { continue }
      // x ∧ ¬x, and a ∧ b ∧ ¬(a ∧ b): a tip "newly visible" in a step that
      // cannot change whether it is visible.
      if seen.contains(inner) { return falseID }
      if case .and(let list) = self[inner], list.allSatisfy(seen.contains) { return falseID }
    }
    if flat.isEmpty { return trueID }
    if flat.count == 1 { return flat[0] }
    flat.sort()
    return intern(.and(flat), sort: .bool)
  }

  public mutating func or(_ operands: [ExpressionID]) -> ExpressionID {
    var flat: [ExpressionID] = []
    var seen: Set<ExpressionID> = []
    for operand in operands {
      let parts: [ExpressionID] = if case .or(let inner) = self[operand] { inner } else { [operand] }
      for part in parts {
        if isTrue(part) { return trueID }
        if isFalse(part) { continue }
        if seen.insert(part).inserted { flat.append(part) }
      }
    }
    for part in flat {
      guard case .not(let inner) = self[part] else { continue }
      if seen.contains(inner) { return trueID }
      if case .or(let list) = self[inner], list.allSatisfy(seen.contains) { return trueID }
    }
    if flat.isEmpty { return falseID }
    if flat.count == 1 { return flat[0] }
    flat.sort()
    return intern(.or(flat), sort: .bool)
  }

  public mutating func and(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID { and([a, b]) }
  public mutating func or(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID { or([a, b]) }
  public mutating func implies(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID { or(not(a), b) }

  public mutating func ite(_ condition: ExpressionID, _ then: ExpressionID, _ otherwise: ExpressionID) -> ExpressionID {
    if isTrue(condition) { return then }
    if isFalse(condition) { return otherwise }
    if then == otherwise { return then }
    if sort(then) == .bool {
      if isTrue(then) && isFalse(otherwise) { return condition }
      if isFalse(then) && isTrue(otherwise) { return not(condition) }
      if isTrue(then) { return or(condition, otherwise) }
      if isFalse(otherwise) { return and(condition, then) }
    }
    if case .not(let inner) = self[condition] { return ite(inner, otherwise, then) }
    return intern(.ite(condition, then, otherwise), sort: sort(then))
  }

  // MARK: Arithmetic and comparison

  public mutating func add(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID {
    if let x = constantValue(a), let y = constantValue(b) { return integer(x &+ y) }
    if constantValue(a) == 0 { return b }
    if constantValue(b) == 0 { return a }
    return intern(.add(min(a, b), max(a, b)), sort: .int)
  }

  public mutating func subtract(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID {
    if let x = constantValue(a), let y = constantValue(b) { return integer(x &- y) }
    if constantValue(b) == 0 { return a }
    if a == b { return integer(0) }
    return intern(.subtract(a, b), sort: .int)
  }

  public mutating func multiply(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID {
    if let x = constantValue(a), let y = constantValue(b) { return integer(x &* y) }
    if constantValue(a) == 0 || constantValue(b) == 0 { return integer(0) }
    if constantValue(a) == 1 { return b }
    if constantValue(b) == 1 { return a }
    return intern(.multiply(min(a, b), max(a, b)), sort: .int)
  }

  public mutating func equal(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID {
    if a == b { return trueID }
    if let x = constantValue(a), let y = constantValue(b) { return boolean(x == y) }
    if sort(a) == .bool {
      if isTrue(a) { return b }
      if isTrue(b) { return a }
      if isFalse(a) { return not(b) }
      if isFalse(b) { return not(a) }
    }
    return intern(.equal(min(a, b), max(a, b)), sort: .bool)
  }

  public mutating func notEqual(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID { not(equal(a, b)) }

  public mutating func less(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID {
    if let x = constantValue(a), let y = constantValue(b) { return boolean(x < y) }
    if a == b { return falseID }
    return intern(.less(a, b), sort: .bool)
  }

  public mutating func lessOrEqual(_ a: ExpressionID, _ b: ExpressionID) -> ExpressionID {
    if let x = constantValue(a), let y = constantValue(b) { return boolean(x <= y) }
    if a == b { return trueID }
    return intern(.lessOrEqual(a, b), sort: .bool)
  }

  public mutating func saturate(_ a: ExpressionID, cap: Int, abstraction: Bool) -> ExpressionID {
    if let x = constantValue(a), !abstraction || x <= cap { return integer(min(x, cap)) }
    if case .state(let v) = self[a], v < stateUpperBounds.count, let bound = stateUpperBounds[v], bound <= cap {
      return a
    }
    return intern(.saturate(a, cap: cap, abstraction: abstraction), sort: .int)
  }

  /// 1 if true, else 0.
  public mutating func indicator(_ a: ExpressionID) -> ExpressionID { ite(a, integer(1), integer(0)) }

  /// The sum of 0/1 indicators.
  public mutating func count(_ conditions: [ExpressionID]) -> ExpressionID {
    conditions.reduce(integer(0)) { add($0, indicator($1)) }
  }

  // MARK: Substitution

  /// The expression with `choice` replaced by a constant, simplified.
  public mutating func substituteChoice(_ root: ExpressionID, with value: Int) -> ExpressionID {
    var memo: [ExpressionID: ExpressionID] = [:]
    return substitute(root, memo: &memo) { node, graph in
      node == .choice ? graph.integer(value) : nil
    }
  }

  /// Rebuilds `root` bottom-up, replacing leaves for which `leaf` returns a
  /// replacement. Used to specialise the settle step per choice.
  public mutating func substitute(
    _ root: ExpressionID, memo: inout [ExpressionID: ExpressionID],
    leaf: (ExpressionNode, inout ExpressionGraph) -> ExpressionID?
  ) -> ExpressionID {
    if let done = memo[root] { return done }
    let node = self[root]
    let result: ExpressionID
    if let replacement = leaf(node, &self) {
      result = replacement
    } else {
      func sub(_ id: ExpressionID, _ graph: inout ExpressionGraph) -> ExpressionID {
        graph.substitute(id, memo: &memo, leaf: leaf)
      }
      switch node {
      case .boolean, .integer, .state, .mid, .choice: result = root
      case .not(let a): result = not(sub(a, &self))
      case .and(let list): result = and(list.map { sub($0, &self) })
      case .or(let list): result = or(list.map { sub($0, &self) })
      case .ite(let a, let b, let c): result = ite(sub(a, &self), sub(b, &self), sub(c, &self))
      case .add(let a, let b): result = add(sub(a, &self), sub(b, &self))
      case .subtract(let a, let b): result = subtract(sub(a, &self), sub(b, &self))
      case .multiply(let a, let b): result = multiply(sub(a, &self), sub(b, &self))
      case .equal(let a, let b): result = equal(sub(a, &self), sub(b, &self))
      case .less(let a, let b): result = less(sub(a, &self), sub(b, &self))
      case .lessOrEqual(let a, let b): result = lessOrEqual(sub(a, &self), sub(b, &self))
      case .saturate(let a, let cap, let abstraction): result = saturate(sub(a, &self), cap: cap, abstraction: abstraction)
      }
    }
    memo[root] = result
    return result
  }

  /// The state variables some expressions read (current or `mid` values),
  /// and whether they read the settle's choice. Nodes already in `visited`
  /// are skipped, and every node walked is added to it, so a caller walking
  /// many roots walks each node once.
  public func reads(_ roots: [ExpressionID], visited: inout Set<ExpressionID>) -> (variables: Set<Int>, choice: Bool) {
    var variables: Set<Int> = []
    var choice = false
    var stack = roots
    while let id = stack.popLast() {
      guard visited.insert(id).inserted else { continue }
      switch self[id] {
      case .state(let variable), .mid(let variable): variables.insert(variable)
      case .choice: choice = true
      default: break
      }
      stack += self[id].operands
    }
    return (variables, choice)
  }

  /// Whether `root` reads the settle step's choice.
  public func dependsOnChoice(_ root: ExpressionID) -> Bool {
    var memo: [Int32: Bool] = [:]
    func visit(_ id: ExpressionID) -> Bool {
      if let known = memo[id.index] { return known }
      let result = self[id] == .choice || self[id].operands.contains { visit($0) }
      memo[id.index] = result
      return result
    }
    return visit(root)
  }
}
