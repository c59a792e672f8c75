import TipModel
import TipResults
import TipSemantics

/// The data the HTML report's counterexample explorer draws from: each
/// screen with its buttons and sites, every move of the transition system
/// (so a step can light up the element that makes it), and each trace
/// with, per step, the tips visible at which site, every variable's value
/// and the node of the state in the drawn graph.
struct HTMLExplorerData {
  let spec: SpecResult
  let system: TransitionSystem
  let space: ExploredStateSpace?
  var sourceLinks: SourceLinks? = nil
  var model: TutorialModel { system.model }

  /// One trace the explorer can step through.
  struct TraceEntry {
    var id: String
    var title: String
    /// "counterexample", "witness", "scenario", "scenario-failure"
    var kind: String
    var trace: NarratedTrace
  }

  /// Counterexamples first (they are why anyone opens the page), then
  /// failed scenarios, witnesses, and passing scenarios.
  func traces(specIndex: Int) -> [TraceEntry] {
    var entries: [TraceEntry] = []
    for (index, result) in spec.properties.enumerated() {
      guard let trace = result.trace else { continue }
      let violated = result.verdict == .violated
      let title =
        violated ? result.summary(in: model) : "\(result.title(in: model)): shortest witness (\(trace.trace.length) steps)"
      entries.append(
        TraceEntry(id: "s\(specIndex)-p\(index)", title: title, kind: violated ? "counterexample" : "witness", trace: trace))
    }
    for (index, result) in spec.scenarios.enumerated() {
      guard let trace = result.trace else { continue }
      let title = "scenario “\(result.scenario.name)”" + (result.passed ? " passes" : ": " + (result.failure ?? "fails"))
      entries.append(
        TraceEntry(id: "s\(specIndex)-c\(index)", title: title, kind: result.passed ? "scenario" : "scenario-failure", trace: trace))
    }
    let rank = ["counterexample": 0, "scenario-failure": 1, "witness": 2, "scenario": 3]
    return entries.enumerated().sorted { (rank[$0.element.kind] ?? 9, $0.offset) < (rank[$1.element.kind] ?? 9, $1.offset) }
      .map(\.element)
  }

  /// The explorer's data, with the traces `traces(specIndex:)` chose.
  func document(traces: [TraceEntry]) -> JSONValue {
    let narrator = Narrator(system: system)
    return .object([
      ("tips", .array(model.tipIDs.map { tip in
        .object([
          ("name", .string(model[tip].name)), ("title", .optional(model[tip].title)),
          ("message", .optional(model[tip].message)),
        ])
      })),
      ("screens", .array(screens())),
      ("moves", .array(system.moves.map { move in
        let (text, kind) = narrator.describe(move.label)
        return .object([("text", .string(text)), ("kind", .string(kind))])
      })),
      ("systemMoves", .array(systemMoves())),
      ("traces", .array(traces.map { trace($0, narrator) })),
    ])
  }

  /// Each screen (one unnamed screen when the app has none) with the
  /// buttons the user can tap on it and its sites, each site with the
  /// buttons a presented tip draws there.
  private func screens() -> [JSONValue] {
    let screenIDs: [ScreenID?] = model.screens.isEmpty ? [nil] : model.screenIDs.map { $0 }
    return screenIDs.map { screen in
      let actions = model.actionIDs.filter { model[$0].screen == nil || model[$0].screen == screen }
      let sites = model.siteIDs.filter { model[$0].screen == nil || model[$0].screen == screen }
      return .object([
        ("name", .string(screen.map { model[$0].name } ?? model.name)),
        ("actions", .array(actions.map { action in
          .object([
            ("label", .string(model[action].labelWithAssumptions)),
            ("moves", .array(moves { if case .userAction(action) = $0 { true } else { false } })),
          ])
        })),
        ("sites", .array(sites.map(site))),
      ])
    }
  }

  private func site(_ site: SiteID) -> JSONValue {
    var buttons: [JSONValue] = []
    for (index, move) in system.moves.enumerated() {
      guard case .tipButton(site, let tip, let button) = move.label else { continue }
      let kind: String =
        switch button.kind {
        case .builtInClose: "close"
        case .style: button.isClose ? "close" : "button"
        case .action: "action"
        }
      buttons.append(
        .object([("tip", .int(tip.index)), ("label", .string(button.label)), ("kind", .string(kind)), ("move", .int(index))]))
    }
    return .object([
      ("index", .int(site.index)),
      ("label", .string(model[site].label)),
      ("presentation", .string(model[site].presentation.rawValue)),
      ("buttons", .array(buttons)),
      ("dismissMoves", .array(moves { if case .dismiss(site) = $0 { true } else { false } })),
    ])
  }

  /// Moves that belong to no element on screen: relaunch, waiting.
  private func systemMoves() -> [JSONValue] {
    system.moves.enumerated().compactMap { index, move in
      switch move.label {
      case .relaunch: .object([("label", .string("Relaunch")), ("move", .int(index))])
      case .timePasses: .object([("label", .string("Wait")), ("move", .int(index))])
      case .displayTimeRunsOut(let tip):
        .object([("label", .string("Wait until \(system.model[tip].name) times out")), ("move", .int(index))])
      default: nil
      }
    }
  }

  private func moves(where matches: (MoveLabel) -> Bool) -> [JSONValue] {
    system.moves.indices.filter { matches(system.moves[$0].label) }.map(JSONValue.int)
  }

  private func trace(_ entry: TraceEntry, _ narrator: Narrator) -> JSONValue {
    let screenVariable = system.variable(for: .screen)
    var previous: [String]? = nil
    var steps: [JSONValue] = []
    for (step, narrated) in zip(entry.trace.trace.steps, entry.trace.steps) {
      let values = narrator.values(in: step.state)
      let visible: [JSONValue] =
        step.domainViolation == nil
        ? system.presentations(in: step.state).map { .object([("tip", .int($0.tip.index)), ("site", .int($0.site.index))]) }
        : []
      steps.append(
        .object([
          ("move", .int(step.move ?? -1)),
          ("action", .string(narrated.action)),
          ("location", .optional(narrated.location.flatMap(Self.place))),
          ("link", .optional(narrated.location.flatMap { sourceLinks?.url($0) })),
          ("screen", .int(screenVariable.map { step.state[$0] } ?? 0)),
          ("visible", .array(visible)),
          ("changes", .array(narrated.changes.map(JSONValue.string))),
          ("note", .optional(narrated.note)),
          ("values", .array(values.enumerated().map { index, value in
            .array([.string(value.name), .string(value.value), .bool(previous.map { $0[index] != value.value } ?? false)])
          })),
          ("node", space.flatMap { $0.node(of: step.state) }.map(JSONValue.int) ?? .null),
        ]))
      previous = values.map(\.value)
    }
    return .object([
      ("id", .string(entry.id)), ("title", .string(entry.title)), ("kind", .string(entry.kind)), ("steps", .array(steps)),
    ])
  }

  /// "seed-1.tipspec:12": the file name only; the section names the spec.
  static func place(_ range: SourceRange) -> String? {
    range.isSynthesized ? nil : "\(TextReport.fileName(range.start.file)):\(range.start.line)"
  }
}
