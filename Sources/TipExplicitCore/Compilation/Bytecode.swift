import TipSemantics

/// One instruction of the explicit engine's evaluator: a register machine
/// with one register per expression node.
public struct Instruction: Sendable {
  public enum Operation: UInt8, Sendable {
    /// register[d] = field (word a, shift and width packed in b, offset c)
    case load
    /// register[d] = ((state[a] & wide[b]) == wide[b + 1]) xor c: a
    /// conjunction of `field == constant` tests on one word, in one step.
    case test
    case copy
    case not
    case and2, or2
    /// n-ary: operands are `operands[a ..< a + b]`
    case andN, orN
    case ite
    case add, subtract, multiply
    case equal, less, lessOrEqual
    /// register[d] = min(register[a], b)
    case saturate
    /// register[d] = at most one of `operands[a ..< a + b]` is nonzero
    /// (the single-tip count, without summing indicators).
    case atMostOne
  }

  @usableFromInline var operation: Operation
  @usableFromInline var destination: Int32
  @usableFromInline var a: Int32
  @usableFromInline var b: Int32
  @usableFromInline var c: Int32
}

/// A straight-line program over the shared register file.
package struct Program: Sendable {
  var instructions: [Instruction] = []
  var operands: [Int32] = []
  /// 64-bit immediates of `test` instructions.
  var wide: [UInt64] = []
}

/// Compiles expression nodes into programs, each node exactly once: a node
/// already computed by an earlier program (the per-state part) is read from
/// its register.
///
/// Peepholes: a node that is a conjunction of tests `field == constant` (a
/// Bool field is `field == 1`) on one word of the state becomes one masked
/// compare, reading the state directly; `ite(c, 1, 0)` is `c` itself
/// (Booleans are 0 or 1).
package struct ProgramCompiler {
  let graph: ExpressionGraph
  let layout: StateLayout
  /// Nodes computed by programs that always run before the one being built.
  var available: Set<Int32>
  /// Nodes whose value is another node's register (carried from program
  /// to program with `available`).
  var aliases: [Int32: Int32]

  init(graph: ExpressionGraph, layout: StateLayout, available: Set<Int32> = [], aliases: [Int32: Int32] = [:]) {
    self.graph = graph
    self.layout = layout
    self.available = available
    self.aliases = aliases
  }

  /// A conjunction of field tests on one word: (state[word] & mask) == value.
  package struct FieldTest {
    var word: Int
    var mask: UInt64
    var value: UInt64
    /// The test is unsatisfiable (conflicting constants).
    var impossible = false
  }

  func fieldTest(_ id: ExpressionID) -> FieldTest? {
    func field(_ variable: Int) -> StateLayout.Field? { layout.fields[variable] }
    switch graph[id] {
    case .state(let v) where graph.sort(id) == .bool:
      guard let f = field(v), f.bits == 1 else { return nil }
      let bit = UInt64(1) << UInt64(f.shift)
      return FieldTest(word: f.word, mask: bit, value: bit)
    case .equal(let a, let b):
      var variable: Int?
      var constant: Int?
      if case .state(let v) = graph[a], let k = graph.constantValue(b) { (variable, constant) = (v, k) }
      if case .state(let v) = graph[b], let k = graph.constantValue(a) { (variable, constant) = (v, k) }
      guard let variable, let constant, let f = field(variable) else { return nil }
      let raw = constant - f.offset
      // A field of one value takes no bits: the test is constant.
      if f.bits == 0 { return raw == 0 ? FieldTest(word: f.word, mask: 0, value: 0) : FieldTest(word: f.word, mask: 0, value: 0, impossible: true) }
      let mask = f.mask << UInt64(f.shift)
      if raw < 0 || UInt64(raw) > f.mask { return FieldTest(word: f.word, mask: 0, value: 0, impossible: true) }
      return FieldTest(word: f.word, mask: mask, value: UInt64(raw) << UInt64(f.shift))
    case .and(let list):
      var combined: FieldTest?
      for operand in list {
        guard let test = fieldTest(operand) else { return nil }
        if test.impossible { return test }
        if let current = combined {
          guard current.word == test.word else { return nil }
          let overlap = current.mask & test.mask
          if current.value & overlap != test.value & overlap {
            return FieldTest(word: test.word, mask: 0, value: 0, impossible: true)
          }
          combined = FieldTest(word: test.word, mask: current.mask | test.mask, value: current.value | test.value)
        } else {
          combined = test
        }
      }
      return combined
    default:
      return nil
    }
  }

  /// `count(conditions) <= 1`, as the single-tip property is built: the
  /// conditions, when the left side is a sum of indicators.
  func atMostOneConditions(_ id: ExpressionID) -> [ExpressionID]? {
    guard case .lessOrEqual(let sum, let bound) = graph[id], graph.constantValue(bound) == 1 else { return nil }
    var conditions: [ExpressionID] = []
    var stack = [sum]
    while let next = stack.popLast() {
      if let condition = indicatorCondition(next) {
        conditions.append(condition)
      } else if case .add(let a, let b) = graph[next] {
        stack += [a, b]
      } else if graph.constantValue(next) == 0 {
        continue
      } else {
        return nil
      }
    }
    return conditions
  }

  /// `ite(c, 1, 0)`: the condition itself.
  func indicatorCondition(_ id: ExpressionID) -> ExpressionID? {
    if case .ite(let c, let a, let b) = graph[id], graph.constantValue(a) == 1, graph.constantValue(b) == 0,
      graph.sort(a) == .int
    {
      return c
    }
    return nil
  }

  /// A program computing every node `roots` need that is not available.
  mutating func program(for roots: [ExpressionID]) -> Program {
    var needed = Set<Int32>()
    var tests: [Int32: FieldTest] = [:]
    var counted: [Int32: [ExpressionID]] = [:]
    var stack = roots.map(\.index)
    while let next = stack.popLast() {
      if available.contains(next) || !needed.insert(next).inserted { continue }
      let id = ExpressionID(Int(next))
      if let test = fieldTest(id), graph[id] != .boolean(true) {
        tests[next] = test
        continue  // computed from the state directly
      }
      if let conditions = atMostOneConditions(id) {
        counted[next] = conditions
        stack += conditions.map(\.index)
        continue
      }
      for operand in graph[id].operands { stack.append(operand.index) }
    }
    var program = Program()
    func register(_ id: ExpressionID) -> Int32 { aliases[id.index] ?? id.index }
    for index in needed.sorted() {
      available.insert(index)
      let id = ExpressionID(Int(index))
      let node = graph[id]
      if let test = tests[index] {
        // An impossible test is (x & 0) == 1: always false.
        program.instructions.append(
          Instruction(operation: .test, destination: index, a: Int32(test.word), b: Int32(program.wide.count), c: 0))
        program.wide += test.impossible ? [0, 1] : [test.mask, test.value]
        continue
      }
      if let condition = indicatorCondition(id) {
        aliases[index] = register(condition)
        continue
      }
      if let conditions = counted[index] {
        program.instructions.append(
          Instruction(
            operation: .atMostOne, destination: index, a: Int32(program.operands.count), b: Int32(conditions.count), c: 0))
        program.operands += conditions.map(register)
        continue
      }
      func op(_ operation: Instruction.Operation, _ a: ExpressionID, _ b: ExpressionID? = nil, _ c: ExpressionID? = nil) {
        program.instructions.append(
          Instruction(
            operation: operation, destination: index, a: register(a), b: b.map(register) ?? 0, c: c.map(register) ?? 0))
      }
      switch node {
      case .boolean, .integer, .mid, .choice:
        continue  // constants are preloaded; mids are written by moves
      case .state(let variable):
        guard let field = layout.fields[variable] else { continue }
        program.instructions.append(
          Instruction(
            operation: .load, destination: index, a: Int32(field.word), b: Int32(field.shift | (field.bits << 8)),
            c: Int32(field.offset)))
      case .not(let a): op(.not, a)
      case .and(let list), .or(let list):
        let isAnd = if case .and = node { true } else { false }
        if list.count == 2 {
          op(isAnd ? .and2 : .or2, list[0], list[1])
        } else {
          program.instructions.append(
            Instruction(
              operation: isAnd ? .andN : .orN, destination: index, a: Int32(program.operands.count),
              b: Int32(list.count), c: 0))
          program.operands += list.map(register)
        }
      case .ite(let c, let a, let b): op(.ite, c, a, b)
      case .add(let a, let b): op(.add, a, b)
      case .subtract(let a, let b): op(.subtract, a, b)
      case .multiply(let a, let b): op(.multiply, a, b)
      case .equal(let a, let b): op(.equal, a, b)
      case .less(let a, let b): op(.less, a, b)
      case .lessOrEqual(let a, let b): op(.lessOrEqual, a, b)
      case .saturate(let a, let cap, _):
        program.instructions.append(
          Instruction(operation: .saturate, destination: index, a: register(a), b: Int32(clamping: cap), c: 0))
      }
    }
    // Aliased roots are copied into their own registers, where readers look.
    for root in roots where aliases[root.index] != nil {
      program.instructions.append(
        Instruction(operation: .copy, destination: root.index, a: aliases[root.index]!, b: 0, c: 0))
    }
    return program
  }
}

