import TipModel
import TipSemantics

/// Writes the transition system in VMT-LIB: SMT-LIB 2 in which the state
/// variables are declared constants (`cur.*`, each linked to its `next.*`
/// copy by a `:next` annotation), the inputs `move` and `choice` are
/// declared constants without one, and `init`, `trans` and the properties
/// are definitions annotated `:init`, `:trans` and `:invar-property`. VMT
/// tools (nuXmv, ic3ia) read it as a model to check; any SMT solver reads it
/// as plain SMT-LIB, where a BMC script renames the copies per step.
///
/// Why not definitions with parameters (`(define-fun trans (cur… next…) …)`)?
/// Z3 4.8.12 (Debian's) took time exponential in the number of state
/// variables just to read such a `trans`: 14 s for a 2-tip spec, over a
/// minute for 3. Nullary definitions over declared constants load at once.
///
/// Each definition binds every subexpression it needs once, in layers of
/// `let`s, the moves' effects included (`m<v>`, chosen by `move`).
public struct SMTLIBExporter {
  public let system: TransitionSystem

  public init(system: TransitionSystem) {
    self.system = system
  }

  public func export() -> String {
    let variables = system.stateVariableIndices
    func name(_ v: Int, _ prefix: String) -> String { Self.symbol("\(prefix).\(system.variables[v].name)", unique: v) }
    func sort(_ v: Int) -> String { system.variables[v].sort == .bool ? "Bool" : "Int" }

    var lines = [
      "; VMT-LIB (SMT-LIB 2 with :next, :init, :trans and :invar-property annotations)",
      "; exported by TipCheck from \(Self.comment(system.model.name)).",
      "; State variables, as `cur.` constants with `next.` copies:",
    ]
    for v in variables {
      let domain = system.variables[v].domain
      lines.append(";   \(Self.comment(system.variables[v].name)) : \(sort(v)) in \(domain.lowerBound)...\(domain.upperBound)")
    }
    for v in variables {
      lines.append("(declare-fun \(name(v, "cur")) () \(sort(v)))")
      lines.append("(declare-fun \(name(v, "next")) () \(sort(v)))")
      lines.append(
        "(define-fun \(Self.symbol(".sv.\(system.variables[v].name)", unique: v)) () \(sort(v)) (! \(name(v, "cur")) :next \(name(v, "next"))))")
    }
    lines.append("; Inputs: the move taken (an index in the order of `trans`) and the settle step's choice.")
    lines.append("(declare-fun move () Int)")
    lines.append("(declare-fun choice () Int)")

    /// The settle step's conjuncts, over the chain's names.
    func settle(_ chain: inout LetChain, target: String) -> [String] {
      var parts = [chain.reference(system.settle.choiceValid)]
      parts.append("(<= 0 choice) (< choice \(system.settle.choiceCount))")
      for v in variables {
        parts.append("(= \(name(v, target)) \(chain.reference(system.settle.next[v])))")
      }
      return parts
    }

    // init: `cur` is a state after the first launch from the installed state.
    var initChain = LetChain(
      exporter: self, moves: [(0, system.launch)],
      state: { v in
        let value = system.variables[v].installValue
        return system.variables[v].sort == .bool ? (value != 0 ? "true" : "false") : LetChain.integer(value)
      })
    let initParts = settle(&initChain, target: "cur")
    lines.append("; init: the states after the first launch (for some choice)")
    lines.append("(define-fun init () Bool (!")
    lines.append(initChain.wrap("(and " + initParts.joined(separator: "\n    ") + ")") + " :init true))")

    // trans: `next` follows `cur` by move `move` and settle choice `choice`.
    let moves = Array(system.moves.enumerated())
    let names = MoveNames(model: system.model)
    for (index, move) in moves { lines.append(";   move \(index): \(Self.comment(names.name(move.label)))") }
    var transChain = LetChain(exporter: self, moves: moves, state: { name($0, "cur") })
    let guards = moves.map { "(and (= move \($0.offset)) \(transChain.reference($0.element.guardExpression)))" }
    let transParts = ["(or " + guards.joined(separator: "\n       ") + ")"] + settle(&transChain, target: "next")
    lines.append("(define-fun trans () Bool (!")
    lines.append(transChain.wrap("(and " + transParts.joined(separator: "\n    ") + ")") + " :trans true))")

    for property in system.properties {
      let spec = system.model.properties[property.propertyIndex]
      let index = property.propertyIndex
      let label = Self.symbol(spec.name + "_" + String(index), unique: index)
      switch property.kind {
      case .invariant(let e):
        var chain = LetChain(exporter: self, moves: [], state: { name($0, "cur") })
        let body = chain.reference(e)
        lines.append("; invariant: \(Self.comment(spec.name))")
        lines.append("(define-fun \(label) () Bool (!")
        lines.append(chain.wrap(body) + " :invar-property \(index)))")
      case .reachability(let e):
        // Reachable iff its negation is not invariant: a counterexample to
        // `.never` is a witness.
        var chain = LetChain(exporter: self, moves: [], state: { name($0, "cur") })
        let body = chain.reference(e)
        lines.append("; reachability goal: \(Self.comment(spec.name)) (reachable iff the next definition is violated)")
        lines.append("(define-fun \(label) () Bool")
        lines.append(chain.wrap(body) + ")")
        let never = Self.symbol(spec.name + "_" + String(index) + ".never", unique: index)
        lines.append("(define-fun \(never) () Bool (! (not \(label)) :invar-property \(index)))")
      case .staysInDomain(let v):
        let domain = system.variables[v].domain
        lines.append("; invariant: \(Self.comment(system.variables[v].name)) stays in \(domain.lowerBound)...\(domain.upperBound)")
        lines.append(
          "(define-fun \(label) () Bool (! (and (<= \(LetChain.integer(domain.lowerBound)) \(name(v, "cur"))) (<= \(name(v, "cur")) \(LetChain.integer(domain.upperBound)))) :invar-property \(index)))"
        )
      case .noDeadlock:
        lines.append("; no-deadlock is a branching-time property: not expressible as a state predicate")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A quoted symbol: `|` and `\` cannot appear in one (SMT-LIB 2.6 §3.1),
  /// so a name holding them (a label such as "Help | About") has them
  /// replaced and is made unique again by `unique` (its index).
  public static func symbol(_ text: String, unique: Int) -> String {
    guard text.contains(where: { $0 == "|" || $0 == "\\" }) else { return "|\(text)|" }
    return "|" + String(text.map { $0 == "|" || $0 == "\\" ? "/" : $0 }) + "#\(unique)|"
  }

  /// Text for a `;` comment: one line.
  static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}

/// The subexpressions one definition needs, each bound once (`n<id>`, and
/// `m<v>` for a variable's value after the move's effects), in layers: one
/// `let` (whose bindings are parallel) per layer, each binding reading only
/// earlier layers, so the nesting is the graph's height, not its size.
struct LetChain {
  let graph: ExpressionGraph
  let variables: [StateVariable]
  /// The moves whose effects `mid` leaves read, with their selector values.
  let moves: [(Int, Move)]
  let state: (Int) -> String
  /// Per layer, its bindings.
  private(set) var layers: [[String]] = []
  private var bound: [Int32: (name: String, layer: Int)] = [:]
  private var midLayer: [Int: Int] = [:]
  private var midBound: [Int: String] = [:]

  init(exporter: SMTLIBExporter, moves: [(Int, Move)], state: @escaping (Int) -> String) {
    graph = exporter.system.graph
    variables = exporter.system.variables
    self.moves = moves
    self.state = state
  }

  static func integer(_ i: Int) -> String { i < 0 ? "(- \(-i))" : String(i) }

  /// The term for `root`, binding what it needs first.
  mutating func reference(_ root: ExpressionID) -> String {
    // Post-order without recursion: graphs can be deep.
    var stack: [(ExpressionID, expanded: Bool)] = [(root, false)]
    while let (id, expanded) = stack.popLast() {
      if bound[id.index] != nil || leaf(id) != nil && !isMid(id) { continue }
      if case .mid(let v) = graph[id] {
        if midBound[v] != nil { continue }
        let effects = moves.compactMap { move in move.1.assignments.first { $0.variable == v }.map { (move.0, $0.value) } }
        if !expanded {
          stack.append((id, true))
          for (_, value) in effects where bound[value.index] == nil { stack.append((value, false)) }
          continue
        }
        bindMid(v, effects)
        continue
      }
      if expanded {
        bind(id)
      } else {
        stack.append((id, true))
        for operand in graph[id].operands where bound[operand.index] == nil { stack.append((operand, false)) }
      }
    }
    return term(root)
  }

  /// `body` inside the chain of `let`s.
  func wrap(_ body: String) -> String {
    var text = "  " + body
    for layer in layers.reversed() { text = "  (let (" + layer.joined(separator: "\n    ") + ")\n" + text + ")" }
    return text
  }

  private func isMid(_ id: ExpressionID) -> Bool {
    if case .mid = graph[id] { return true }
    return false
  }

  /// Constants, state variables and the choice are written in place.
  private func leaf(_ id: ExpressionID) -> String? {
    switch graph[id] {
    case .boolean(let b): b ? "true" : "false"
    case .integer(let i): Self.integer(i)
    case .state(let v): state(v)
    case .mid(let v): midBound[v] ?? state(v)
    case .choice: "choice"
    default: nil
    }
  }

  private func term(_ id: ExpressionID) -> String { bound[id.index]?.name ?? leaf(id) ?? "?" }

  /// The first layer where a binding reading `ids` can go.
  private func layer(after ids: [ExpressionID]) -> Int {
    ids.map { id in
      if let known = bound[id.index] { return known.layer + 1 }
      if case .mid(let v) = graph[id], let known = midLayer[v] { return known + 1 }
      return 0
    }.max() ?? 0
  }

  private mutating func append(_ binding: String, at layer: Int) {
    while layers.count <= layer { layers.append([]) }
    layers[layer].append(binding)
  }

  private mutating func bindMid(_ v: Int, _ effects: [(Int, ExpressionID)]) {
    let description = variables[v]
    var value = description.isScratch ? (description.sort == .bool ? "false" : "0") : state(v)
    for (index, effect) in effects.reversed() {
      value = moves.count == 1 ? term(effect) : "(ite (= move \(index)) \(term(effect)) \(value))"
    }
    let name = "m\(v)"
    let at = layer(after: effects.map(\.1))
    append("(\(name) \(value))", at: at)
    midBound[v] = name
    midLayer[v] = at
  }

  private mutating func bind(_ id: ExpressionID) {
    let text = bindingText(id)
    guard !text.isEmpty else { return }
    let name = "n\(id.index)"
    let at = layer(after: graph[id].operands)
    append("(\(name) \(text))", at: at)
    bound[id.index] = (name, at)
  }

  private func bindingText(_ id: ExpressionID) -> String {
    let t = { (e: ExpressionID) in self.term(e) }
    let text: String
    switch graph[id] {
    case .not(let a): text = "(not \(t(a)))"
    case .and(let list): text = "(and " + list.map(t).joined(separator: " ") + ")"
    case .or(let list): text = "(or " + list.map(t).joined(separator: " ") + ")"
    case .ite(let c, let a, let b): text = "(ite \(t(c)) \(t(a)) \(t(b)))"
    case .add(let a, let b): text = "(+ \(t(a)) \(t(b)))"
    case .subtract(let a, let b): text = "(- \(t(a)) \(t(b)))"
    case .multiply(let a, let b): text = "(* \(t(a)) \(t(b)))"
    case .equal(let a, let b): text = "(= \(t(a)) \(t(b)))"
    case .less(let a, let b): text = "(< \(t(a)) \(t(b)))"
    case .lessOrEqual(let a, let b): text = "(<= \(t(a)) \(t(b)))"
    case .saturate(let a, let cap, _): text = "(ite (<= \(t(a)) \(cap)) \(t(a)) \(cap))"
    default: text = ""
    }
    return text
  }
}
