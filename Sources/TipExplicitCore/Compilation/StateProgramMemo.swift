import TipSemantics

/// The per-state program, memoized by groups of state fields.
///
/// What the search reads from each state (guards, properties, what is
/// visible) is mostly Booleans that each depend on a few fields: whether
/// one tip shows depends on that tip's own status, parameters and group.
/// Such predicates are grouped by the fields they read (predicates sharing a
/// field share a group); a group reading at most `CompiledSystem.memoBits`
/// bits gets a table from those bits to its predicates' values, one bit
/// each. A state then costs a lookup per group and a short residual program
/// for the rest (`count(visible) <= 1` over the looked-up values, predicates
/// that read too many bits), instead of the whole per-state program.
///
/// The step programs read intermediate registers of the whole per-state
/// program; a state whose steps run a program (a step memo miss, a step
/// that is not memoized) runs the whole program first, so what they read is
/// always the state's own.
package struct StateProgramMemo: Sendable {
  package struct Group: Sendable {
    /// The index bits, as for memoized steps.
    var inputs: [(word: Int, shift: Int, bits: Int)]
    /// The registers of the predicates, bit i of an entry for member i.
    var members: [Int32]
    /// Computes the members from the state alone, on a miss.
    var program: Program
  }

  var groups: [Group]
  /// Everything else the search reads, with the members available.
  var residual: Program
  /// A root the residual computes from members alone, by counting how
  /// many of its conditions hold: `count(conditions) <= 1` (single-tip over
  /// tips memoized by groups), or a conjunction of members (a relaunch's
  /// self-loop, one part per tip), which holds when all of them do. A
  /// search that sums each group's count of true conditions needs no
  /// residual for it (`StateSummary`).
  package struct CountedRoot: Sendable {
    package var root: Int32
    package var conditions: [Int32]
    /// Holds when all conditions do; else when at most one does.
    package var all: Bool
  }

  var counted: [CountedRoot] = []

  /// Worth it only when lookups replace enough instructions.
  static let minimumSaving = 8

  /// Nil when no predicate can be memoized, or too few instructions saved.
  static func build(
    roots: [ExpressionID], fullProgram: Program, aliases: [Int32: Int32], graph: ExpressionGraph,
    system: TransitionSystem
  ) -> StateProgramMemo? {
    let compiler = ProgramCompiler(graph: graph, layout: system.layout)
    // Candidates: the roots, with a single-tip count replaced by what it
    // counts and a conjunction over too many bits by its operands (whether a
    // relaunch changes anything: one part per tip); each as the register its
    // readers read (an indicator is its condition).
    func bits(_ cone: Set<Int>) -> Int { CompiledSystem.width(CompiledSystem.stateFields(cone, system: system)) }
    var candidates: [ExpressionID] = []
    var seen = Set<Int32>()
    for root in roots {
      var parts = compiler.atMostOneConditions(root) ?? [root]
      if case .and(let operands) = graph[root], let cone = CompiledSystem.coneVariables([root], graph: graph),
        bits(cone) > CompiledSystem.memoBits
      {
        parts = operands
      }
      for part in parts {
        let resolved = ExpressionID(Int(aliases[part.index] ?? part.index))
        if graph.sort(resolved) == .bool, graph.constantValue(resolved) == nil, seen.insert(resolved.index).inserted {
          candidates.append(resolved)
        }
      }
    }
    // Group the candidates whose cones are small by the variables they read.
    var cones: [Set<Int>] = []
    var small: [ExpressionID] = []
    for candidate in candidates {
      guard let cone = CompiledSystem.coneVariables([candidate], graph: graph) else { continue }
      if bits(cone) <= CompiledSystem.memoBits {
        small.append(candidate)
        cones.append(cone)
      }
    }
    var groups: [Group] = []
    var memoized = Set<Int32>()
    for members in CompiledSystem.sharingVariables(cones) where members.count <= 62 {
      let variables = members.reduce(into: Set<Int>()) { $0.formUnion(cones[$1]) }
      let inputs = CompiledSystem.stateFields(variables, system: system)
      guard CompiledSystem.width(inputs) <= CompiledSystem.memoBits else { continue }
      var groupCompiler = ProgramCompiler(graph: graph, layout: system.layout)
      let ids = members.map { small[$0] }
      groups.append(
        Group(
          inputs: CompiledSystem.indexRuns(inputs), members: ids.map(\.index),
          program: groupCompiler.program(for: ids)))
      memoized.formUnion(ids.map(\.index))
    }
    guard !groups.isEmpty else { return nil }
    var residualCompiler = ProgramCompiler(graph: graph, layout: system.layout, available: memoized)
    let residual = residualCompiler.program(for: roots)
    let saved = fullProgram.instructions.count - residual.instructions.count
    guard saved >= groups.count + minimumSaving else { return nil }
    var counted: [CountedRoot] = []
    for root in roots {
      let register = aliases[root.index] ?? root.index
      guard !memoized.contains(register), !counted.contains(where: { $0.root == register }) else { continue }
      var conditions: [ExpressionID]
      let all: Bool
      if let parts = compiler.atMostOneConditions(root) {
        conditions = parts
        all = false
      } else if case .and(let operands) = graph[root] {
        // Constant operands: true ones drop out; a false one is left to the residual.
        conditions = operands.filter { !graph.isTrue($0) }
        all = true
      } else {
        continue
      }
      let resolved = conditions.map { aliases[$0.index] ?? $0.index }
      if resolved.allSatisfy(memoized.contains) {
        counted.append(CountedRoot(root: register, conditions: resolved, all: all))
      }
    }
    return StateProgramMemo(groups: groups, residual: residual, counted: counted)
  }
}
