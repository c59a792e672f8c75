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

  static let rules: [(id: String, description: String)] = [
    ("single-tip", "At most one tip is visible at any moment."),
    ("reachable", "Every tip (or declared state) can be reached."),
    ("order", "A tip appears only after every earlier step is invalidated."),
    ("no-deadlock", "The tutorial can always still be completed."),
    ("invariant", "A declared invariant holds in every reachable state."),
    ("range", "An Int parameter stays in its declared range."),
    ("scenario", "A declared scenario plays out as written."),
    ("input", "The input can be read (errors and warnings of the front ends)."),
  ]

  static func collect(_ run: VerificationRun) -> [Problem] {
    var problems: [Problem] = []
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
      guard let model = spec.model else { continue }
      for result in spec.properties where !result.matchesExpectation {
        let rule = result.property.name
        let steps = (result.trace?.steps ?? []).enumerated().map { index, step in
          (text: "\(index). \(step.action) — visible: \(step.visible.isEmpty ? "none" : step.visible.map(\.tip).joined(separator: ", "))", location: step.location)
        }
        problems.append(
          Problem(
            rule: rule, level: result.verdict == .unknown ? .warning : .error, title: "TipCheck \(result.title(in: model))",
            message: result.summary(in: model), location: result.property.range,
            steps: result.verdict == .violated ? steps : []))
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
