import TipSemantics

/// One instruction of the explicit engine's evaluator: a register machine
/// with one register per expression node.
struct Instruction: Sendable {
  enum Operation: UInt8, Sendable {
    /// register[d] = field (word a, shift and width packed in b, offset c)
    case load
    case not
    case and2, or2
    /// n-ary: operands are `operands[a ..< a + b]`
    case andN, orN
    case ite
    case add, subtract, multiply
    case equal, less, lessOrEqual
    /// register[d] = min(register[a], b)
    case saturate
  }

  var operation: Operation
  var destination: Int32
  var a: Int32
  var b: Int32
  var c: Int32
}

/// A straight-line program over the shared register file.
struct Program: Sendable {
  var instructions: [Instruction] = []
  var operands: [Int32] = []
}

/// Compiles expression nodes into programs, each node exactly once: a node
/// already computed by an earlier program (the per-state part) is read from
/// its register.
struct ProgramCompiler {
  let graph: ExpressionGraph
  let layout: StateLayout
  /// Nodes computed by programs that always run before the one being built.
  var available: Set<Int32>

  init(graph: ExpressionGraph, layout: StateLayout, available: Set<Int32> = []) {
    self.graph = graph
    self.layout = layout
    self.available = available
  }

  /// A program computing every node `roots` need that is not available.
  mutating func program(for roots: [ExpressionID]) -> Program {
    var needed = Set<Int32>()
    var stack = roots.map(\.index)
    while let next = stack.popLast() {
      if available.contains(next) || !needed.insert(next).inserted { continue }
      for operand in graph[ExpressionID(Int(next))].operands { stack.append(operand.index) }
    }
    var program = Program()
    for index in needed.sorted() {
      available.insert(index)
      let node = graph[ExpressionID(Int(index))]
      func op(_ operation: Instruction.Operation, _ a: ExpressionID, _ b: ExpressionID? = nil, _ c: ExpressionID? = nil) {
        program.instructions.append(
          Instruction(operation: operation, destination: index, a: a.index, b: b?.index ?? 0, c: c?.index ?? 0))
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
          program.operands += list.map(\.index)
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
          Instruction(operation: .saturate, destination: index, a: a.index, b: Int32(clamping: cap), c: 0))
      }
    }
    return program
  }
}

extension Program {
  /// Runs the program on a register file and a packed state.
  @inline(__always)
  func run(registers: UnsafeMutablePointer<Int>, state: UnsafePointer<UInt64>) {
    instructions.withUnsafeBufferPointer { code in
      operands.withUnsafeBufferPointer { list in
        for instruction in code {
          let d = Int(instruction.destination)
          let a = Int(instruction.a)
          let b = Int(instruction.b)
          switch instruction.operation {
          case .load:
            let shift = UInt64(b & 0xFF)
            let bits = UInt64(b >> 8)
            let mask: UInt64 = bits >= 64 ? ~0 : (1 << bits) &- 1
            registers[d] = Int((state[a] >> shift) & mask) &+ Int(instruction.c)
          case .not: registers[d] = registers[a] == 0 ? 1 : 0
          case .and2: registers[d] = (registers[a] != 0 && registers[b] != 0) ? 1 : 0
          case .or2: registers[d] = (registers[a] != 0 || registers[b] != 0) ? 1 : 0
          case .andN:
            var result = 1
            for i in a..<(a + b) where registers[Int(list[i])] == 0 {
              result = 0
              break
            }
            registers[d] = result
          case .orN:
            var result = 0
            for i in a..<(a + b) where registers[Int(list[i])] != 0 {
              result = 1
              break
            }
            registers[d] = result
          case .ite: registers[d] = registers[a] != 0 ? registers[b] : registers[Int(instruction.c)]
          case .add: registers[d] = registers[a] &+ registers[b]
          case .subtract: registers[d] = registers[a] &- registers[b]
          case .multiply: registers[d] = registers[a] &* registers[b]
          case .equal: registers[d] = registers[a] == registers[b] ? 1 : 0
          case .less: registers[d] = registers[a] < registers[b] ? 1 : 0
          case .lessOrEqual: registers[d] = registers[a] <= registers[b] ? 1 : 0
          case .saturate: registers[d] = min(registers[a], b)
          }
        }
      }
    }
  }
}
