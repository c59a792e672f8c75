import TipModel
import TipResults
import TipSemantics

/// The reachable state graph as SVG, in breadth-first layers from launch,
/// for models small enough to read as a picture; a plain list of states
/// above that. Nodes are coloured by how many tips they show (two or more
/// is a single-tip violation), and the path of `highlight` is marked so the
/// page shows the counterexample even without its script.
struct StateGraphDrawing {
  static let maximumNodes = 60
  static let maximumEdges = 300

  let space: ExploredStateSpace
  let specIndex: Int
  /// Distinct (from, to) pairs with the moves between them, self-loops
  /// kept (a move that changes nothing is worth seeing).
  let edgePairs: [(from: Int, to: Int, moves: [Int])]

  var system: TransitionSystem { space.system }

  init(space: ExploredStateSpace, specIndex: Int) {
    self.space = space
    self.specIndex = specIndex
    var order: [[Int]] = []
    var moves: [[Int]: [Int]] = [:]
    for edge in space.edges {
      let key = [edge.from, edge.to]
      if moves[key] == nil { order.append(key) }
      var list = moves[key, default: []]
      if let move = edge.move, !list.contains(move) { list.append(move) }
      moves[key] = list
    }
    edgePairs = order.map { ($0[0], $0[1], moves[$0] ?? []) }
  }

  var fitsAsPicture: Bool {
    space.isComplete && space.states.count <= Self.maximumNodes && edgePairs.count <= Self.maximumEdges
  }

  /// `totalStates`: how many states the verifying search found, when it
  /// finished (the drawing explores only a prefix of a large space).
  func html(highlight path: [Step]?, totalStates: Int? = nil) -> String {
    fitsAsPicture ? svg(highlight: path) : list(highlight: path, totalStates: totalStates)
  }

  private func summary(_ node: Int) -> String {
    let visible = system.visibleTips(in: space.states[node]).map { system.model[$0].name }
    return visible.isEmpty ? "no tip" : visible.joined(separator: ", ")
  }

  private func svg(highlight path: [Step]?) -> String {
    let depths = space.depths
    var rank = [Int](repeating: 0, count: space.states.count)
    var perLayer: [Int: Int] = [:]
    for node in space.states.indices {
      rank[node] = perLayer[depths[node], default: 0]
      perLayer[depths[node], default: 0] += 1
    }
    let columnWidth = 170
    let rowHeight = 56
    func x(_ node: Int) -> Int { 40 + depths[node] * columnWidth }
    func y(_ node: Int) -> Int { 54 + rank[node] * rowHeight }
    let width = 80 + (depths.max() ?? 0) * columnWidth
    let height = 80 + ((perLayer.values.max() ?? 1) - 1) * rowHeight
    let onPath = Set((path ?? []).compactMap { space.node(of: $0.state) })
    var pathEdges = Set<[Int]>()
    if let path {
      let nodes = path.map { space.node(of: $0.state) }
      for (a, b) in zip(nodes, nodes.dropFirst()) { if let a, let b { pathEdges.insert([a, b]) } }
    }
    let narrator = Narrator(system: system)
    var out = [
      "<svg class=\"state-graph\" id=\"graph-\(specIndex)\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"State graph: \(space.states.count) states\">",
      "<defs><marker id=\"arrow-\(specIndex)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"9\" markerHeight=\"9\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>",
    ]
    for pair in edgePairs {
      let label = pair.moves.map { narrator.describe(system.moves[$0].label).0 }.joined(separator: "; ")
      let classes = "edge" + (pathEdges.contains([pair.from, pair.to]) ? " on-path" : "")
      let id = "g\(specIndex)-e\(pair.from)-\(pair.to)"
      let d: String
      if pair.from == pair.to {
        let (cx, cy) = (x(pair.from), y(pair.from))
        d = "M \(cx - 8) \(cy - 14) C \(cx - 26) \(cy - 44), \(cx + 26) \(cy - 44), \(cx + 8) \(cy - 14)"
      } else {
        let (x1, y1, x2, y2) = (Double(x(pair.from)), Double(y(pair.from)), Double(x(pair.to)), Double(y(pair.to)))
        let length = max(((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot(), 1)
        let (ux, uy) = ((x2 - x1) / length, (y2 - y1) / length)
        // Bend edges that go back or stay in a layer, so they do not overlap the forward ones.
        let bend = x2 <= x1 ? 40.0 : 12.0
        let (mx, my) = ((x1 + x2) / 2 - uy * bend, (y1 + y2) / 2 + ux * bend)
        let start = (x1 + ux * 15, y1 + uy * 15)
        let end = (x2 - ux * 16, y2 - uy * 16)
        d = "M \(Self.number(start.0)) \(Self.number(start.1)) Q \(Self.number(mx)) \(Self.number(my)) \(Self.number(end.0)) \(Self.number(end.1))"
      }
      out.append(
        "<path class=\"\(classes)\" id=\"\(id)\" d=\"\(d)\" marker-end=\"url(#arrow-\(specIndex))\"><title>\(MarkupEscaping.text(label))</title></path>")
    }
    for node in space.states.indices {
      let visibleCount = system.visibleTips(in: space.states[node]).count
      let classes = "node shows-\(min(visibleCount, 2))" + (onPath.contains(node) ? " on-path" : "")
      let values = narrator.values(in: space.states[node]).map { "\($0.name) = \($0.value)" }.joined(separator: "\n")
      let tooltip = "State \(node) (depth \(depths[node])): \(summary(node))\n\(values)"
      out.append(
        "<g class=\"\(classes)\" id=\"g\(specIndex)-n\(node)\" data-node=\"\(node)\"><title>\(MarkupEscaping.text(tooltip))</title><circle cx=\"\(x(node))\" cy=\"\(y(node))\" r=\"14\"/><text x=\"\(x(node))\" y=\"\(y(node) + 4)\">\(node)</text></g>"
      )
    }
    out.append("</svg>")
    return out.joined(separator: "\n")
  }

  /// Above what a picture can show: the explored states in breadth-first
  /// order (nearest the launch first), with the true count of the whole
  /// space when the verifying search knows it, a search by tip and a
  /// filter (the page's script; without it the list is simply all there).
  private func list(highlight path: [Step]?, totalStates: Int?) -> String {
    let depths = space.depths
    let shown = space.states.count
    let total = totalStates.map { max($0, shown) }
    let reason: String
    if space.isComplete {
      reason = "\(Self.grouped(shown)) states and \(Self.grouped(space.edges.count)) transitions are too many to draw; they are listed instead"
    } else if let total {
      reason = "\(Self.grouped(total)) states; showing the \(Self.grouped(shown)) nearest the launch"
    } else {
      reason = "more than \(Self.grouped(shown)) states; showing the \(Self.grouped(shown)) nearest the launch"
    }
    let onPath = Set((path ?? []).compactMap { space.node(of: $0.state) })
    var out = [
      "<p class=\"note\" id=\"graph-count-\(specIndex)\">\(reason) (breadth-first).</p>",
      "<div class=\"list-controls\" data-spec=\"\(specIndex)\"><input type=\"search\" class=\"state-search\" placeholder=\"Tip name\" aria-label=\"Show states where this tip is visible\"> <select class=\"state-filter\" aria-label=\"Which states\"><option value=\"all\">all states</option><option value=\"two\">two or more tips visible</option><option value=\"one\">one tip visible</option><option value=\"none\">no tip visible</option>"
        + (onPath.isEmpty ? "" : "<option value=\"path\">on the first counterexample</option>")
        + "</select> <span class=\"state-matches\"></span></div>",
      "<ol class=\"state-list\" id=\"graph-\(specIndex)\" start=\"0\">",
    ]
    for node in space.states.indices {
      let visible = system.visibleTips(in: space.states[node]).map { system.model[$0].name }
      let attributes =
        "data-tips=\"\(MarkupEscaping.text(visible.joined(separator: " ")))\" data-shows=\"\(min(visible.count, 2))\""
        + (onPath.contains(node) ? " data-path=\"1\"" : "")
      out.append(
        "<li id=\"g\(specIndex)-n\(node)\" \(attributes)>depth \(depths[node]): \(MarkupEscaping.text(summary(node)))</li>")
    }
    out.append("</ol>")
    return out.joined(separator: "\n")
  }

  /// "263,098".
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }

  static func number(_ value: Double) -> String { String(Int(value.rounded())) }
}
