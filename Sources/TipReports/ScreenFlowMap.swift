import TipModel
import TipResults

/// The app's screens as a map, for a model of any size: each screen a box
/// listing the tips its sites can show (coloured by that tip's `reachable`
/// verdict), each navigation an arrow labelled by what the user does. It
/// is read from the model's structure (the screens and every effect list
/// that navigates), not from the explored states, so it is whole even
/// when the state space is too large to explore or draw. Screens no
/// navigation leads to are set apart: nothing on them can appear unless
/// the app starts there.
struct ScreenFlowMap {
  struct Edge: Equatable {
    var from: ScreenID
    var to: ScreenID
    var labels: [String]
  }

  let model: TutorialModel
  let verdicts: [TipID: Verdict]
  let specIndex: Int
  let edges: [Edge]

  init(spec: SpecResult, model: TutorialModel, specIndex: Int) {
    self.model = model
    self.specIndex = specIndex
    var verdicts: [TipID: Verdict] = [:]
    for result in spec.properties {
      if case .reachable(let tip) = result.property.kind { verdicts[tip] = result.verdict }
    }
    self.verdicts = verdicts
    var edges: [Edge] = []
    func add(_ from: ScreenID, _ to: ScreenID, _ label: String) {
      if let index = edges.firstIndex(where: { $0.from == from && $0.to == to }) {
        if !edges[index].labels.contains(label) { edges[index].labels.append(label) }
      } else {
        edges.append(Edge(from: from, to: to, labels: [label]))
      }
    }
    for context in model.effectContexts {
      var targets: [ScreenID] = []
      TutorialModel.forEachEffect(in: context.effects) { effect in
        if case .navigate(let screen) = effect.kind, !targets.contains(screen) { targets.append(screen) }
      }
      guard !targets.isEmpty else { continue }
      let sources: [ScreenID]
      let label: String
      switch context.origin {
      case .userAction(let action):
        // An action of no screen is available on every screen.
        sources = model[action].screen.map { [$0] } ?? model.screenIDs
        label = model[action].label
      case .onAppear(let screen):
        sources = [screen]
        label = "on appear"
      case .tipButton(let site, let tip, let button):
        sources = model[site].screen.map { [$0] } ?? model.screenIDs
        label = "“\(button.label)” on \(model[tip].name)"
      case .invalidationHandler(let index):
        // Where the tip is shown, and so invalidated by its buttons.
        let tip = model.invalidationHandlers[index].tip
        let screens = model.siteIDs.filter { model.tips(presentableAt: $0).contains(tip) }.compactMap { model[$0].screen }
        sources = screens.isEmpty ? model.screenIDs : screens
        label = "when \(model[tip].name) is invalidated"
      }
      for source in sources {
        for target in targets where target != source { add(source, target, label) }
      }
    }
    self.edges = edges
  }

  /// Columns: breadth-first from the initial screen along navigation;
  /// screens never reached form a last column of their own.
  var columns: (reached: [[ScreenID]], unreached: [ScreenID]) {
    var depth: [ScreenID: Int] = [:]
    var queue = model.screenIDs.filter { model[$0].isInitial }
    for screen in queue { depth[screen] = 0 }
    var head = 0
    while head < queue.count {
      let screen = queue[head]
      head += 1
      for edge in edges where edge.from == screen && depth[edge.to] == nil {
        depth[edge.to] = (depth[screen] ?? 0) + 1
        queue.append(edge.to)
      }
    }
    var reached: [[ScreenID]] = []
    for screen in queue {
      let column = depth[screen] ?? 0
      while reached.count <= column { reached.append([]) }
      reached[column].append(screen)
    }
    return (reached, model.screenIDs.filter { depth[$0] == nil })
  }

  /// The tips a screen's sites can show, each once, in site order.
  func tips(on screen: ScreenID) -> [TipID] {
    var tips: [TipID] = []
    for site in model.siteIDs where model[site].screen == screen {
      for tip in model.tips(presentableAt: site) where !tips.contains(tip) { tips.append(tip) }
    }
    return tips
  }

  func html() -> String {
    guard !model.screens.isEmpty else { return "" }
    let (reached, unreached) = columns
    let layout = reached + (unreached.isEmpty ? [] : [unreached])
    let boxWidth = 190
    let columnGap = 90
    let lineHeight = 16
    func boxHeight(_ screen: ScreenID) -> Int { 30 + max(tips(on: screen).count, 1) * lineHeight }
    var frame: [ScreenID: (x: Int, y: Int, height: Int)] = [:]
    var height = 0
    for (column, screens) in layout.enumerated() {
      var y = 34
      for screen in screens {
        frame[screen] = (20 + column * (boxWidth + columnGap), y, boxHeight(screen))
        y += boxHeight(screen) + 24
      }
      height = max(height, y)
    }
    let width = 40 + layout.count * boxWidth + max(layout.count - 1, 0) * columnGap
    var out = [
      "<svg class=\"screen-map\" id=\"map-\(specIndex)\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Screen map: \(model.screens.count) screens\">",
      "<defs><marker id=\"map-arrow-\(specIndex)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"9\" markerHeight=\"9\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>",
    ]
    if !unreached.isEmpty, let first = unreached.first, let box = frame[first] {
      out.append("<text class=\"column-note\" x=\"\(box.x)\" y=\"20\">no navigation leads here</text>")
    }
    for edge in edges {
      guard let a = frame[edge.from], let b = frame[edge.to] else { continue }
      let forward = b.x > a.x
      let (x1, y1) = forward ? (a.x + boxWidth, a.y + a.height / 2) : (a.x + boxWidth / 2, a.y + a.height)
      let (x2, y2) = forward ? (b.x, b.y + b.height / 2) : (b.x + boxWidth / 2, b.y + b.height)
      // Forward arrows run between columns; the others loop below the boxes.
      let (cx, cy) = forward ? ((x1 + x2) / 2, (y1 + y2) / 2) : ((x1 + x2) / 2, max(y1, y2) + 40)
      out.append(
        "<path class=\"map-edge\" d=\"M \(x1) \(y1) Q \(cx) \(cy) \(x2) \(y2)\" marker-end=\"url(#map-arrow-\(specIndex))\"><title>\(MarkupEscaping.text(model[edge.from].name + " → " + model[edge.to].name + ": " + edge.labels.joined(separator: "; ")))</title></path>"
      )
    }
    for screen in model.screenIDs {
      guard let box = frame[screen] else { continue }
      let classes = "map-screen" + (unreached.contains(screen) ? " unreached" : "") + (model[screen].isInitial ? " initial" : "")
      out.append(
        "<g class=\"\(classes)\" id=\"map-\(specIndex)-screen-\(screen.index)\" data-screen=\"\(screen.index)\"><title>\(MarkupEscaping.text(model[screen].name + (model[screen].isInitial ? " (first screen)" : "")))</title>"
      )
      out.append("<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(boxWidth)\" height=\"\(box.height)\" rx=\"8\"/>")
      out.append(
        "<text class=\"screen-name\" x=\"\(box.x + 10)\" y=\"\(box.y + 19)\">\(MarkupEscaping.text(Self.clipped(model[screen].name, 24)))</text>")
      let tips = tips(on: screen)
      if tips.isEmpty {
        out.append("<text class=\"map-tip none\" x=\"\(box.x + 10)\" y=\"\(box.y + 38)\">no tip</text>")
      }
      for (line, tip) in tips.enumerated() {
        let verdict = verdicts[tip].map { " \($0.rawValue)" } ?? ""
        out.append(
          "<text class=\"map-tip\(verdict)\" x=\"\(box.x + 10)\" y=\"\(box.y + 38 + line * lineHeight)\">\(MarkupEscaping.text(Self.clipped(model[tip].name, 26)))<title>\(MarkupEscaping.text(model[tip].name + (verdicts[tip].map { ": reachable " + $0.rawValue } ?? "")))</title></text>"
        )
      }
      out.append("</g>")
    }
    out.append("</svg>")
    return out.joined(separator: "\n")
  }

  static func clipped(_ text: String, _ length: Int) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
  }
}
