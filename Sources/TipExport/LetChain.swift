import TipSemantics

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
