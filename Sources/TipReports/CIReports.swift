import TipModel
import TipResults

/// What CI formats report: every problem TipCheck found, located.
/// Expected verdicts are not problems; unexpected ones, failed scenarios,
/// undecided verdicts and input diagnostics are.
struct Problem {
  enum Level: String { case error, warning }

  /// Stable rule id: one per property kind, plus scenarios and inputs.
  var rule: String
  var level: Level
  var title: String
  var message: String
  var location: SourceRange?
  /// The counterexample, one located step per move.
  var steps: [(text: String, location: SourceRange?)]
  /// Lines that go with the problem (the rule that stays false, the move
  /// that would have set it), as SARIF related locations.
  var related: [(message: String, location: SourceRange)] = []

  static let rules: [(id: String, description: String, help: String)] = [
    (
      "single-tip", "At most one tip is visible at any moment.",
      "Two tips on screen at once compete for attention and break a step-by-step tour. The counterexample is the shortest run of taps and screens that shows two. Usual fixes: a `TipGroup(.ordered)`, a rule on the earlier tip's state, or one site per screen."
    ),
    (
      "reachable", "Every tip (or declared state) can be reached.",
      "A tip no run of the app can show is a step users never see. The explanation names the rule, site or invalidation that keeps it away."
    ),
    (
      "order", "A tip appears only after every earlier step is invalidated.",
      "A later step showing before an earlier one is done reorders the tour. The counterexample shows the run where it happens."
    ),
    (
      "no-deadlock", "The tutorial can always still be completed.",
      "From some reachable state, a tip not yet shown can never appear again: the tour is stuck for users who went that way. The counterexample is the shortest way into that state."
    ),
    ("invariant", "A declared invariant holds in every reachable state.", "The counterexample is the shortest run to a state where the invariant is false."),
    ("range", "An Int parameter stays in its declared range.", "A move would set the parameter outside the range its declaration gives."),
    ("scenario", "A declared scenario plays out as written.", "A `// tipcheck: scenario` (or a spec's `scenario`) whose steps or expectations the app does not follow."),
    (
      "input", "The input can be read (errors and warnings of the front ends).",
      "An input that is missing or has errors is not checked at all; a warning says how TipCheck read code it understood only in part."
    ),
  ]

  static func collect(_ run: VerificationRun) -> [Problem] {
    var problems: [Problem] = []
    for path in run.missing {
      problems.append(
        Problem(rule: "input", level: .error, title: "TipCheck input", message: "no such file or directory: \(path)", location: nil, steps: []))
    }
    for spec in run.specs {
      for diagnostic in spec.diagnostics where diagnostic.severity != .note {
        problems.append(
          Problem(
            rule: "input", level: diagnostic.severity == .error ? .error : .warning, title: "TipCheck input",
            message: diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? ""), location: diagnostic.range, steps: []))
      }
      if let error = spec.internalError {
        problems.append(Problem(rule: "input", level: .error, title: "TipCheck internal error", message: error, location: nil, steps: []))
      }
      if let unfinished = spec.unfinished {
        problems.append(
          Problem(rule: "input", level: .warning, title: "TipCheck did not finish", message: "\(spec.path) not checked: \(unfinished)", location: nil, steps: []))
      }
      guard let model = spec.model else { continue }
      for (index, result) in spec.properties.enumerated() where !result.matchesExpectation {
        let rule = result.property.name
        let steps = (result.trace?.steps ?? []).enumerated().map { index, step in
          (text: "\(index). \(step.action) — visible: \(step.visible.isEmpty ? "none" : step.visible.map(\.tip).joined(separator: ", "))", location: step.location)
        }
        problems.append(
          Problem(
            rule: rule, level: result.verdict == .unknown ? .warning : .error, title: "TipCheck \(result.title(in: model))",
            message: result.summary(in: model) + (result.explanation.isEmpty ? "" : "\nWhy: " + result.explanation.joined(separator: " "))
              + Self.readingsSentence(spec, index: index),
            location: result.cause?.location ?? result.property.range,
            steps: result.verdict == .violated ? steps : [], related: result.cause?.notes ?? []))
      }
      for scenario in spec.scenarios where !scenario.passed {
        let location = scenario.failedStep.map { scenario.scenario.steps[$0].range } ?? scenario.scenario.range
        let undecided = scenario.isUndecided ? " (undecided: it rests on code TipCheck did not model)" : ""
        problems.append(
          Problem(
            rule: "scenario", level: scenario.isUndecided ? .warning : .error,
            title: "TipCheck scenario “\(scenario.scenario.name)”",
            message: "scenario “\(scenario.scenario.name)”: \(scenario.failure ?? "failed")\(undecided)", location: location,
            steps: []))
      }
    }
    return problems
  }

  /// "Depends on S12 (…)": the verdict would differ under another reading of
  /// undocumented TipKit behaviour (`--readings all`, or a default run's note).
  static func readingsSentence(_ spec: SpecResult, index: Int) -> String {
    let readings = spec.readingsChangingVerdict(ofPropertyAt: index)
    guard !readings.isEmpty else { return "" }
    return "\nDepends on how TipKit behaves where Apple does not document it: "
      + readings.map { "\($0.rawValue) (otherwise \($0.alternative))" }.joined(separator: "; ") + "."
  }

  /// Whether every input was read and checked: false when one is missing,
  /// invalid, or met an internal error (a CI job must not look green then).
  static func everyInputChecked(_ run: VerificationRun) -> Bool {
    run.missing.isEmpty && run.specs.allSatisfy { !$0.isInvalid && $0.internalError == nil }
  }
}

/// Paths as CI tools want them: relative to the repository root.
struct PathRelativizer {
  var root: String

  func relative(_ path: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    if path.hasPrefix("./") { return String(path.dropFirst(2)) }
    return path
  }
}
