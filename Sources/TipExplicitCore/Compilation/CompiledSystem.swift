import TipModel
import TipSemantics

/// A transition system compiled for fast explicit exploration.
///
/// - One program for what depends on the state alone (guards, properties,
///   what is visible, and every state-only part of the settle step).
/// - Per move, one program for its effects.
/// - Per move and settle choice, a settle program *sliced* to the variables
///   the move can change. This rests on a property of the semantics, checked
///   by the tests over every explored transition: a settled state is a
///   fixpoint of the settle step (settling it again without any effect, with
///   choice 0, changes nothing). So a variable whose next value reads no
///   `mid` value the move writes (and, for a choice other than 0, does not
///   read the choice) keeps its value, and is neither computed nor packed.
///   The launch starts from the install state, which is not settled: it
///   computes every variable.
public struct CompiledSystem: Sendable {
  public struct Field: Sendable {
    @usableFromInline var variable: Int
    @usableFromInline package var word: Int
    @usableFromInline package var shift: UInt64
    @usableFromInline package var mask: UInt64
    @usableFromInline package var low: Int
    @usableFromInline package var high: Int
    /// Register holding the next value.
    @usableFromInline package var next: Int32
    /// Where the value sits in a memo entry: the field's own shift in a
    /// one-word state; in a longer state, packed after the step's other fields.
    package var packedShift: UInt64 = 0
  }

  /// The successor computation of one move under one settle choice.
  package struct StepProgram: Sendable {
    var program: Program
    /// Register of the choice's validity, or nil when it is always valid.
    var valid: Int32?
    /// The fields the step may change; the others are copied.
    var fields: [Field]
    /// The state fields (word, shift, bits) the step's result depends on,
    /// when few enough to memoize the step by them.
    var inputs: [(word: Int, shift: Int, bits: Int)]?
    /// When the step as a whole depends on too many bits but its fields
    /// fall into independent groups that each depend on few (a relaunch
    /// settles every tip, each from its own fields), one memo per group.
    var clusters: [Cluster]?
    /// For such a step, the register (computed per state) that says the
    /// step leads back to the state itself: a relaunch usually does, and
    /// then none of its groups need looking up.
    var selfLoop: Int32?
  }

  /// Fields of one step whose values depend on the same few state bits.
  package struct Cluster: Sendable {
    var inputs: [(word: Int, shift: Int, bits: Int)]
    /// Indices into the step's `fields`.
    var fields: [Int]
    /// Whether the step's validity is computed with this group.
    var hasValid: Bool
  }

  package let system: TransitionSystem
  package let wordCount: Int
  package let registerCount: Int
  package let constants: [(register: Int32, value: Int)]
  /// Per state: guards, properties, and what the deadlock analysis and the
  /// survey read.
  let stateProgram: Program
  /// Per state, after `stateProgram`, before the first step program runs:
  /// the state-only parts of the settle step.
  let settleStateProgram: Program
  /// The per-state program memoized by groups of fields, when it pays.
  let stateMemo: StateProgramMemo?
  /// Guard register per move; the launch move is at index `moves.count`.
  let guards: [Int32]
  /// steps[move][choice]
  let steps: [[StepProgram]]
  package let propertyRegisters: [Int32?]
  package let visible: [Int32]
  /// Per tip: neither displayed yet nor invalidated (what `no-deadlock` waits for).
  package let awaited: [Int32]
  /// Registers of the predicates an `ExploredStates` pass evaluates.
  let survey: [Int32]

  package var launchIndex: Int { system.moves.count }

  /// Steps whose result depends on at most this many state bits are
  /// memoized (a table of 2^bits entries per worker).
  static let memoBits = 12

  /// The state fields in the cone of `roots`, if they total at most
  /// `memoBits` bits and the fields the step writes fit a memo entry (62
  /// bits: in a one-word state, at their own positions; otherwise packed).
  static func memoInputs(
    _ roots: [ExpressionID], writing fields: [Field], graph: ExpressionGraph, system: TransitionSystem
  ) -> [(word: Int, shift: Int, bits: Int)]? {
    if system.layout.wordCount == 1 {
      guard system.layout.totalBits <= 62 else { return nil }
    } else {
      guard fields.reduce(0, { $0 + $1.mask.nonzeroBitCount }) <= 62 else { return nil }
    }
    guard let variables = coneVariables(roots, graph: graph) else { return nil }
    let inputs = stateFields(variables, system: system)
    return width(inputs) <= memoBits ? indexRuns(inputs) : nil
  }

  /// How many state bits some fields (or index runs) take: a memo table
  /// over them has 2^width entries.
  static func width(_ fields: [(word: Int, shift: Int, bits: Int)]) -> Int { fields.reduce(0) { $0 + $1.bits } }

  /// A memo index's bit ranges: the input fields, adjacent ones joined,
  /// and gaps of at most `maxFilledGap` bits between runs in one word
  /// filled (smallest first) while the index stays within `memoBits`.
  /// Reading bits the step does not depend on only repeats entries; each
  /// run saved is a shift and a mask less per lookup.
  static func indexRuns(_ fields: [(word: Int, shift: Int, bits: Int)]) -> [(word: Int, shift: Int, bits: Int)] {
    var runs: [(word: Int, shift: Int, bits: Int)] = []
    for field in fields.sorted(by: { ($0.word, $0.shift) < ($1.word, $1.shift) }) {
      if let last = runs.last, last.word == field.word, last.shift + last.bits == field.shift {
        runs[runs.count - 1].bits += field.bits
      } else {
        runs.append(field)
      }
    }
    var total = width(runs)
    while true {
      // The smallest gap between two runs of one word that still fits.
      var best: (index: Int, gap: Int)?
      for i in runs.indices.dropLast() where runs[i].word == runs[i + 1].word {
        let gap = runs[i + 1].shift - (runs[i].shift + runs[i].bits)
        if total + gap <= memoBits, gap <= maxFilledGap, best == nil || gap < best!.gap { best = (i, gap) }
      }
      guard let (i, gap) = best else { return runs }
      runs[i].bits += gap + runs[i + 1].bits
      runs.remove(at: i + 1)
      total += gap
    }
  }

  /// Each filled bit doubles a memo table and spreads its hits over more
  /// cache lines. Filling any gap up to `memoBits` gave 10 independent tips
  /// tables of 4,096 entries per toggle (a tip's flag and its display count
  /// lie 10 bits apart): 14% slower on one thread than with this cap, on
  /// 59,049 states; on larger models and on groups (whose fields lie
  /// side by side) the cap changes nothing measurable.
  static let maxFilledGap = 2

  /// The packed fields (word, shift, bits) of some state variables, in
  /// variable order; variables that take no bits are left out.
  static func stateFields(_ variables: Set<Int>, system: TransitionSystem) -> [(word: Int, shift: Int, bits: Int)] {
    variables.sorted().compactMap { v in
      guard let field = system.layout.fields[v], field.bits > 0 else { return nil }
      return (field.word, field.shift, field.bits)
    }
  }

  /// The state variables in the cone of `roots`, or nil if it reads a
  /// `mid` value or the choice.
  static func coneVariables(_ roots: [ExpressionID], graph: ExpressionGraph) -> Set<Int>? {
    var seen = Set<Int32>()
    var variables = Set<Int>()
    var stack = roots.map(\.index)
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      let node = graph[ExpressionID(Int(next))]
      switch node {
      case .state(let v): variables.insert(v)
      case .mid, .choice: return nil
      default: stack += node.operands.map(\.index)
      }
    }
    return variables
  }

  /// Indices of `cones` grouped so that two cones sharing a variable are in
  /// one group (union-find); groups in order of their first member, members
  /// in order.
  static func sharingVariables(_ cones: [Set<Int>]) -> [[Int]] {
    var sets = UnionFind(count: cones.count)
    var owner: [Int: Int] = [:]
    for (member, cone) in cones.enumerated() {
      for variable in cone {
        if let other = owner[variable] { sets.union(member, other) } else { owner[variable] = member }
      }
    }
    var groups: [Int: [Int]] = [:]
    for member in cones.indices { groups[sets.find(member), default: []].append(member) }
    return groups.values.sorted { $0[0] < $1[0] }
  }

  /// Groups a step's fields (and its validity) by the state variables they
  /// read: roots sharing a variable share a group. Nil unless every group
  /// reads at most `memoBits` bits and writes at most 62.
  static func memoClusters(
    next: [ExpressionID], valid: ExpressionID?, fields: [Field], graph: ExpressionGraph, system: TransitionSystem
  ) -> [Cluster]? {
    let roots = next + (valid.map { [$0] } ?? [])
    guard roots.count > 1 else { return nil }
    var cones: [Set<Int>] = []
    for root in roots {
      guard let cone = coneVariables([root], graph: graph) else { return nil }
      cones.append(cone)
    }
    var clusters: [Cluster] = []
    for members in sharingVariables(cones) {
      let inputs = stateFields(members.reduce(into: Set<Int>()) { $0.formUnion(cones[$1]) }, system: system)
      let fieldIndices = members.filter { $0 < next.count }
      let written = fieldIndices.reduce(0) { $0 + fields[$1].mask.nonzeroBitCount }
      guard width(inputs) <= memoBits, written <= 62 else { return nil }
      clusters.append(Cluster(inputs: indexRuns(inputs), fields: fieldIndices, hasValid: members.contains(next.count)))
    }
    return clusters
  }

  /// `memoizes` false leaves out what only the accelerator's memo tables
  /// use (step inputs and groups, the state memo): the core runs every
  /// program in full.
  package init(_ system: TransitionSystem, survey: [ExpressionID] = [], memoizes: Bool = true) {
    self.system = system
    var graph = system.graph
    let allMoves = system.moves + [system.launch]
    let stateVariables = system.stateVariableIndices

    // The settle step specialised per choice (the choice folded in).
    var nextByChoice: [[ExpressionID]] = []
    var validByChoice: [ExpressionID] = []
    for choice in 0..<system.settle.choiceCount {
      var memo: [ExpressionID: ExpressionID] = [:]
      func specialise(_ id: ExpressionID) -> ExpressionID {
        graph.substitute(id, memo: &memo) { node, g in node == .choice ? g.integer(choice) : nil }
      }
      nextByChoice.append(system.settle.next.map(specialise))
      validByChoice.append(specialise(system.settle.choiceValid))
    }

    // Per node: does it read mid values or the choice (step-dependent), and
    // which mid variables does its cone read.
    var stepDependent = [Bool](repeating: false, count: graph.count)
    // Bit sets of variables, `midWords` words per node.
    let midWords = (system.variables.count + 63) / 64
    var midReads = [UInt64](repeating: 0, count: graph.count * midWords)
    for index in 0..<graph.count {
      let node = graph[ExpressionID(index)]
      switch node {
      case .mid(let v):
        stepDependent[index] = true
        midReads[index * midWords + v / 64] |= 1 << UInt64(v % 64)
      case .choice:
        stepDependent[index] = true
      default:
        for operand in node.operands {
          let o = Int(operand.index)
          if stepDependent[o] { stepDependent[index] = true }
          for w in 0..<midWords { midReads[index * midWords + w] |= midReads[o * midWords + w] }
        }
      }
    }
    func readsAny(_ node: ExpressionID, of written: [UInt64]) -> Bool {
      (0..<midWords).contains { midReads[Int(node.index) * midWords + $0] & written[$0] != 0 }
    }
    let readsChoice = stateVariables.map { v in
      graph.dependsOnChoice(system.settle.next[v])
    }

    // The per-state program: guards, properties, derived predicates, and
    // every state-only node any settle program reads.
    var stateRoots = allMoves.map(\.guardExpression)
    // What the deadlock analysis reads, only when it runs.
    let keepsGraph = system.properties.contains { $0.kind == .noDeadlock }
    if keepsGraph { stateRoots += system.derived.visible + system.derived.awaited }
    var propertyRoots: [ExpressionID?] = []
    for property in system.properties {
      switch property.kind {
      case .invariant(let e), .reachability(let e): propertyRoots.append(e)
      case .noDeadlock, .staysInDomain: propertyRoots.append(nil)
      }
    }
    stateRoots += propertyRoots.compactMap { $0 }
    stateRoots += survey
    // The state-only parts of the settle step go in a second program, run
    // only for a state that needs them: memoized steps read the state bits
    // directly, so a state whose steps all hit their memo never computes them.
    var settleRoots: [ExpressionID] = []
    var seen = Set<Int32>()
    var stack = (nextByChoice.flatMap { $0 } + validByChoice).map(\.index)
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      if stepDependent[Int(next)] {
        stack += graph[ExpressionID(Int(next))].operands.map(\.index)
      } else {
        settleRoots.append(ExpressionID(Int(next)))
      }
    }
    // Every move's step under every choice, partially evaluated: the fields
    // it may change, their next values and its validity, over the state.
    struct Specialised {
      var next: [ExpressionID]
      var valid: ExpressionID
      var fields: [Field]
      var inputs: [(word: Int, shift: Int, bits: Int)]?
      var clusters: [Cluster]?
      var selfLoop: ExpressionID?
    }
    var specialised: [[Specialised]] = []
    for (moveIndex, move) in allMoves.enumerated() {
      let isLaunch = moveIndex == system.moves.count
      var assigned: [Int: ExpressionID] = [:]
      for assignment in move.assignments { assigned[assignment.variable] = assignment.value }
      var written = [UInt64](repeating: 0, count: midWords)
      for v in assigned.keys { written[v / 64] |= 1 << UInt64(v % 64) }
      // Partial evaluation: the move's effects (and the unchanged state)
      // replace the mid values, so the step program needs no copies and
      // what the move fixes folds away.
      var memo: [ExpressionID: ExpressionID] = [:]
      let variables = system.variables
      func specialise(_ root: ExpressionID) -> ExpressionID {
        graph.substitute(root, memo: &memo) { node, g in
          guard case .mid(let v) = node else { return nil }
          if let value = assigned[v] { return value }
          if variables[v].isScratch { return variables[v].sort == .bool ? g.falseID : g.integer(0) }
          return g.state(v)
        }
      }
      var perChoice: [Specialised] = []
      for choice in 0..<system.settle.choiceCount {
        let affected = stateVariables.enumerated().filter { position, v in
          isLaunch || readsAny(nextByChoice[choice][v], of: written)
            || (choice > 0 && readsChoice[position])
        }.map(\.1)
        // A variable whose next value simplified to its current one keeps it.
        let changing = affected.map { ($0, specialise(nextByChoice[choice][$0])) }.filter { v, next in
          graph[next] != .state(v)
        }
        let next = changing.map(\.1)
        let valid = specialise(validByChoice[choice])
        var packed: UInt64 = 0
        let fields = changing.map { v, value -> Field in
          let field = system.layout.fields[v]!
          defer { packed += UInt64(field.bits) }
          return Field(
            variable: v, word: field.word, shift: UInt64(field.shift), mask: field.mask,
            low: system.variables[v].domain.lowerBound, high: system.variables[v].domain.upperBound,
            next: value.index, packedShift: system.layout.wordCount == 1 ? UInt64(field.shift) : packed)
        }
        let validRoot: ExpressionID? = graph.isTrue(valid) ? nil : valid
        let inputs =
          memoizes
          ? Self.memoInputs(next + (validRoot.map { [$0] } ?? []), writing: fields, graph: graph, system: system) : nil
        let clusters =
          memoizes ? Self.memoClusters(next: next, valid: validRoot, fields: fields, graph: graph, system: system) : nil
        // A step looked up group by group: whether it leads back to the state
        // is a predicate over the state (each group's part reads that group's
        // fields, so the per-state memo computes it by parts). Self-loops are
        // skipped (with the state graph too, which only marks them).
        var selfLoop: ExpressionID?
        if !isLaunch, inputs == nil, clusters != nil {
          var parts = [valid]
          for (v, value) in changing {
            let current = graph.state(v)
            parts.append(graph.equal(value, current))
          }
          selfLoop = graph.and(parts)
        }
        perChoice.append(
          Specialised(
            next: next, valid: valid, fields: fields, inputs: inputs, clusters: clusters, selfLoop: selfLoop))
      }
      specialised.append(perChoice)
    }
    stateRoots += specialised.flatMap { $0.compactMap(\.selfLoop) }

    var compiler = ProgramCompiler(graph: graph, layout: system.layout)
    let stateProgram = compiler.program(for: stateRoots)
    let settleStateProgram = compiler.program(for: settleRoots)
    let stateAvailable = compiler.available
    let stateAliases = compiler.aliases
    let stateMemo =
      memoizes
      ? StateProgramMemo.build(
        roots: stateRoots, fullProgram: stateProgram, aliases: stateAliases, graph: graph, system: system) : nil

    // Everything left is over the state: one program per move and choice,
    // sharing the nodes the per-state program already computed.
    let steps = specialised.map { perChoice in
      perChoice.map { step -> StepProgram in
        let validRegister: Int32? = graph.isTrue(step.valid) ? nil : step.valid.index
        var roots = step.next
        if validRegister != nil { roots.append(step.valid) }
        var stepCompiler = ProgramCompiler(
          graph: graph, layout: system.layout, available: stateAvailable, aliases: stateAliases)
        return StepProgram(
          program: stepCompiler.program(for: roots), valid: validRegister, fields: step.fields,
          inputs: step.inputs, clusters: step.clusters,
          selfLoop: step.selfLoop.map { stateAliases[$0.index] ?? $0.index })
      }
    }

    var constants: [(register: Int32, value: Int)] = []
    for index in 0..<graph.count {
      if let value = graph.constantValue(ExpressionID(index)) { constants.append((Int32(index), value)) }
    }
    self.stateProgram = stateProgram
    self.stateMemo = stateMemo
    self.settleStateProgram = settleStateProgram
    self.steps = steps
    self.constants = constants
    self.wordCount = system.layout.wordCount
    self.registerCount = graph.count
    self.guards = allMoves.map { stateAliases[$0.guardExpression.index] ?? $0.guardExpression.index }
    self.propertyRegisters = propertyRoots.map { root in root.map { stateAliases[$0.index] ?? $0.index } }
    // Registers hold these only when the deadlock analysis needs them.
    self.visible = system.derived.visible.map { stateAliases[$0.index] ?? $0.index }
    self.awaited = system.derived.awaited.map { stateAliases[$0.index] ?? $0.index }
    self.survey = survey.map { stateAliases[$0.index] ?? $0.index }
  }
}

extension CompiledSystem {
  /// A register file for these programs: every register zero but the
  /// constants'. The caller deallocates it.
  package func allocateRegisters() -> UnsafeMutablePointer<Int> {
    let count = max(1, registerCount)
    let registers = UnsafeMutablePointer<Int>.allocate(capacity: count)
    registers.initialize(repeating: 0, count: count)
    for (register, value) in constants { registers[Int(register)] = value }
    return registers
  }
}
