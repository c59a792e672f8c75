import TipModel
import TipSemantics

/// Writes the transition system as SMT-LIB 2 definitions, so any SMT
/// solver or BMC script can check it: `init`, `trans` (over the current
/// state, the next state, a move selector and the settle choice) and one
/// predicate per property. Shared subexpressions become `let` bindings.
public struct SMTLIBExporter {
  public let system: TransitionSystem

  public init(system: TransitionSystem) {
    self.system = system
  }

  public func export() -> String {
    var graph = system.graph
    let variables = system.stateVariableIndices
    func name(_ v: Int, _ prefix: String) -> String { "|\(prefix).\(system.variables[v].name)|" }
    func sort(_ v: Int) -> String { system.variables[v].sort == .bool ? "Bool" : "Int" }

    /// A term over `state` names, with `mid` bound to the move selector's
    /// choice of assignments and `choice` to the parameter.
    func term(_ root: ExpressionID, state: String, mid: [Int: String]) -> String {
      var needed = Set<Int32>()
      var stack = [root.index]
      while let next = stack.popLast() {
        guard needed.insert(next).inserted else { continue }
        stack += graph[ExpressionID(Int(next))].operands.map(\.index)
      }
      var bindings: [String] = []
      func leaf(_ id: ExpressionID) -> String? {
        switch graph[id] {
        case .boolean(let b): return b ? "true" : "false"
        case .integer(let i): return i < 0 ? "(- \(-i))" : String(i)
        case .state(let v): return name(v, state)
        case .mid(let v): return mid[v] ?? name(v, state)
        case .choice: return "choice"
        default: return nil
        }
      }
      func reference(_ id: ExpressionID) -> String { leaf(id) ?? "n\(id.index)" }
      for index in needed.sorted() {
        let id = ExpressionID(Int(index))
        if leaf(id) != nil { continue }
        let node = graph[id]
        let text: String
        switch node {
        case .not(let a): text = "(not \(reference(a)))"
        case .and(let list): text = "(and " + list.map(reference).joined(separator: " ") + ")"
        case .or(let list): text = "(or " + list.map(reference).joined(separator: " ") + ")"
        case .ite(let c, let a, let b): text = "(ite \(reference(c)) \(reference(a)) \(reference(b)))"
        case .add(let a, let b): text = "(+ \(reference(a)) \(reference(b)))"
        case .subtract(let a, let b): text = "(- \(reference(a)) \(reference(b)))"
        case .multiply(let a, let b): text = "(* \(reference(a)) \(reference(b)))"
        case .equal(let a, let b): text = "(= \(reference(a)) \(reference(b)))"
        case .less(let a, let b): text = "(< \(reference(a)) \(reference(b)))"
        case .lessOrEqual(let a, let b): text = "(<= \(reference(a)) \(reference(b)))"
        case .saturate(let a, let cap, _): text = "(ite (<= \(reference(a)) \(cap)) \(reference(a)) \(cap))"
        default: continue
        }
        bindings.append("(n\(index) \(text))")
      }
      let body = reference(root)
      return bindings.reversed().reduce(body) { inner, binding in "(let (\(binding)) \(inner))" }
    }

    var lines = [
      "; SMT-LIB 2 exported by TipCheck from \(system.model.name)",
      "; State variables (in `cur.` and `next.` copies):",
    ]
    for v in variables {
      lines.append(";   \(system.variables[v].name) : \(sort(v)) in \(system.variables[v].domain.lowerBound)...\(system.variables[v].domain.upperBound)")
    }
    let cur = variables.map { "(\(name($0, "cur")) \(sort($0)))" }.joined(separator: " ")
    let next = variables.map { "(\(name($0, "next")) \(sort($0)))" }.joined(separator: " ")
    let install = variables.map { v -> String in
      let value = system.variables[v].installValue
      return system.variables[v].sort == .bool ? (value != 0 ? "true" : "false") : String(value)
    }

    // Effects of move m on variable v, as a term over `cur`.
    func midTerms(_ moves: [(Int, Move)], state: String) -> [Int: String] {
      var mid: [Int: String] = [:]
      for (v, description) in system.variables.enumerated() {
        var value = description.isScratch ? (description.sort == .bool ? "false" : "0") : name(v, state)
        for (index, move) in moves.reversed() {
          guard let assignment = move.assignments.first(where: { $0.variable == v }) else { continue }
          let effect = term(assignment.value, state: state, mid: [:])
          value = moves.count == 1 ? effect : "(ite (= move \(index)) \(effect) \(value))"
        }
        mid[v] = value
      }
      return mid
    }

    func settle(_ mid: [Int: String], state: String, target: String) -> String {
      var parts = [term(system.settle.choiceValid, state: state, mid: mid)]
      parts.append("(<= 0 choice) (< choice \(system.settle.choiceCount))")
      for v in variables {
        parts.append("(= \(name(v, target)) \(term(system.settle.next[v], state: state, mid: mid)))")
      }
      return "(and " + parts.joined(separator: "\n    ") + ")"
    }

    // init(s): the launch from the installed state.
    let launchMid = midTerms([(0, system.launch)], state: "install")
    let installBindings = zip(variables, install).map { "(\(name($0, "install")) \($1))" }.joined(separator: " ")
    lines.append("(define-fun init (\(next) (choice Int)) Bool")
    lines.append("  (let (\(installBindings))\n    \(settle(launchMid, state: "install", target: "next"))))")
    // trans(cur, next, move, choice)
    let moves = Array(system.moves.enumerated())
    let guards = moves.map { "(and (= move \($0.offset)) \(term($0.element.guardExpression, state: "cur", mid: [:])))" }
    lines.append("(define-fun trans (\(cur) \(next) (move Int) (choice Int)) Bool")
    lines.append("  (and (or " + guards.joined(separator: "\n       ") + ")")
    lines.append("    \(settle(midTerms(moves, state: "cur"), state: "cur", target: "next"))))")
    for property in system.properties {
      let spec = system.model.properties[property.propertyIndex]
      let label = (spec.name + "_" + String(property.propertyIndex))
      switch property.kind {
      case .invariant(let e), .reachability(let e):
        let kind = if case .invariant = property.kind { "invariant" } else { "reachability goal" }
        lines.append("; \(kind): \(spec.name)")
        lines.append("(define-fun |\(label)| (\(cur)) Bool \(term(e, state: "cur", mid: [:])))")
      case .staysInDomain(let v):
        let domain = system.variables[v].domain
        lines.append("; invariant: \(system.variables[v].name) stays in \(domain.lowerBound)...\(domain.upperBound)")
        lines.append("(define-fun |\(label)| (\(cur)) Bool (and (<= \(domain.lowerBound) \(name(v, "cur"))) (<= \(name(v, "cur")) \(domain.upperBound))))")
      case .noDeadlock:
        lines.append("; no-deadlock is a branching-time property: not expressible as a state predicate")
      }
    }
    _ = graph.count
    graph = system.graph
    return lines.joined(separator: "\n") + "\n"
  }
}
