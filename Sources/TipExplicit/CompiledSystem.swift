import TipModel
import TipSemantics

/// A transition system compiled for fast explicit exploration: one program
/// for what depends on the state alone (guards, properties, what is
/// visible), one per move for its effects, and one settle program per
/// choice with the choice folded in as a constant.
struct CompiledSystem: Sendable {
  struct Field: Sendable {
    var variable: Int
    var word: Int
    var shift: UInt64
    var low: Int
    var high: Int
    /// Register holding the next value (per choice program).
    var next: Int32
  }

  struct SettleProgram: Sendable {
    var program: Program
    var valid: Int32
    var fields: [Field]
  }

  let system: TransitionSystem
  let wordCount: Int
  let registerCount: Int
  let constants: [(register: Int32, value: Int)]
  let stateProgram: Program
  /// Guard register per move; the launch move is at index `moves.count`.
  let guards: [Int32]
  let movePrograms: [Program]
  /// Per move: (mid register, register of its value).
  let moveMids: [[(mid: Int32, source: Int32)]]
  let settle: [SettleProgram]
  let propertyRegisters: [Int32?]
  let visible: [Int32]
  let shown: [Int32]
  let invalidated: [Int32]
  let survey: [Int32]

  var launchIndex: Int { system.moves.count }

  init(_ system: TransitionSystem, survey: [ExpressionID] = []) {
    self.system = system
    var graph = system.graph
    let allMoves = system.moves + [system.launch]

    // Specialise the settle step per choice.
    var settleRoots: [(next: [ExpressionID], valid: ExpressionID)] = []
    for choice in 0..<system.settle.choiceCount {
      var memo: [ExpressionID: ExpressionID] = [:]
      func specialise(_ id: ExpressionID) -> ExpressionID {
        graph.substitute(id, memo: &memo) { node, g in node == .choice ? g.integer(choice) : nil }
      }
      let next = system.stateVariableIndices.map { specialise(system.settle.next[$0]) }
      settleRoots.append((next, specialise(system.settle.choiceValid)))
    }

    // Which nodes depend on a move (mid values or the choice).
    var stepDependent = [Bool](repeating: false, count: graph.count)
    for index in 0..<graph.count {
      let node = graph[ExpressionID(index)]
      switch node {
      case .mid, .choice: stepDependent[index] = true
      default: stepDependent[index] = node.operands.contains { stepDependent[Int($0.index)] }
      }
    }

    // The per-state program: guards, properties, derived predicates, and
    // every state-only node the settle step reads.
    var stateRoots = allMoves.map(\.guardExpression)
    stateRoots += system.derived.visible + system.derived.shown + system.derived.invalidated
    var propertyRoots: [ExpressionID?] = []
    for property in system.properties {
      switch property.kind {
      case .invariant(let e), .reachability(let e): propertyRoots.append(e)
      case .noDeadlock, .staysInDomain: propertyRoots.append(nil)
      }
    }
    stateRoots += propertyRoots.compactMap { $0 }
    stateRoots += survey
    var seen = Set<Int32>()
    var stack = settleRoots.flatMap { $0.next + [$0.valid] }.map(\.index)
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      if stepDependent[Int(next)] {
        stack += graph[ExpressionID(Int(next))].operands.map(\.index)
      } else {
        stateRoots.append(ExpressionID(Int(next)))
      }
    }
    var compiler = ProgramCompiler(graph: graph, layout: system.layout)
    let stateProgram = compiler.program(for: stateRoots)
    let stateAvailable = compiler.available

    var movePrograms: [Program] = []
    var moveMids: [[(mid: Int32, source: Int32)]] = []
    var midRegister: [Int: Int32] = [:]
    for index in 0..<graph.count {
      if case .mid(let variable) = graph[ExpressionID(index)] { midRegister[variable] = Int32(index) }
    }
    for move in allMoves {
      var moveCompiler = ProgramCompiler(graph: graph, layout: system.layout, available: stateAvailable)
      movePrograms.append(moveCompiler.program(for: move.assignments.map(\.value)))
      var pairs: [(mid: Int32, source: Int32)] = []
      for (variable, register) in midRegister.sorted(by: { $0.key < $1.key }) {
        let source: ExpressionID
        if let assignment = move.assignments.first(where: { $0.variable == variable }) {
          source = assignment.value
        } else if system.variables[variable].isScratch {
          source = system.variables[variable].sort == .bool ? graph.boolean(false) : graph.integer(0)
        } else {
          source = graph.state(variable)
        }
        pairs.append((register, source.index))
      }
      moveMids.append(pairs)
    }
    // Nodes created above (constants, state reads) must be computed too.
    var settle: [SettleProgram] = []
    for roots in settleRoots {
      var settleCompiler = ProgramCompiler(graph: graph, layout: system.layout, available: stateAvailable)
      let program = settleCompiler.program(for: roots.next + [roots.valid])
      let fields = zip(system.stateVariableIndices, roots.next).map { variable, next in
        let field = system.layout.fields[variable]!
        return Field(
          variable: variable, word: field.word, shift: UInt64(field.shift), low: system.variables[variable].domain.lowerBound,
          high: system.variables[variable].domain.upperBound, next: next.index)
      }
      settle.append(SettleProgram(program: program, valid: roots.valid.index, fields: fields))
    }

    var constants: [(register: Int32, value: Int)] = []
    for index in 0..<graph.count {
      if let value = graph.constantValue(ExpressionID(index)) { constants.append((Int32(index), value)) }
    }
    // A state read first needed by a move's mid copy lives in the state program.
    var extraLoads = ProgramCompiler(graph: graph, layout: system.layout, available: stateAvailable)
    let loads = extraLoads.program(for: moveMids.flatMap { $0.map { ExpressionID(Int($0.source)) } })
    var fullState = stateProgram
    fullState.instructions += loads.instructions.map { instruction in
      var shifted = instruction
      if instruction.operation == .andN || instruction.operation == .orN { shifted.a += Int32(fullState.operands.count) }
      return shifted
    }
    fullState.operands += loads.operands

    self.stateProgram = fullState
    self.movePrograms = movePrograms
    self.moveMids = moveMids
    self.settle = settle
    self.constants = constants
    self.wordCount = system.layout.wordCount
    self.registerCount = graph.count
    self.guards = allMoves.map(\.guardExpression.index)
    self.propertyRegisters = propertyRoots.map { $0?.index }
    self.visible = system.derived.visible.map(\.index)
    self.shown = system.derived.shown.map(\.index)
    self.invalidated = system.derived.invalidated.map(\.index)
    self.survey = survey.map(\.index)
  }
}
