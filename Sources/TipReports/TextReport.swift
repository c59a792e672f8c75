import TipModel
import TipResults

/// The human report: per spec, per property, a verdict line; each
/// counterexample told step by step; compiler-style `file:line:col: error:`
/// lines for every unexpected verdict, so Xcode and editors link them.
public struct TextReport: Sendable {
  public var color: Bool
  public var verbose: Bool
  /// Whether to print times (off for reports kept in the repository, so
  /// they only change when a verdict or a trace does).
  public var timing: Bool
  /// Whether each verdict says which engine decided it and how
  /// (`[kind: 2-inductive]`): for those who chose the engine, or `verbose`.
  public var showsEngines: Bool

  public init(color: Bool = false, verbose: Bool = false, timing: Bool = true, showsEngines: Bool = true) {
    self.color = color
    self.verbose = verbose
    self.timing = timing
    self.showsEngines = showsEngines
  }

  /// Colours are written with `escapeMark` and turned into real escapes
  /// only by `terminalSafe`, after every control character the inputs
  /// brought (a title holding ESC sequences) has been made harmless.
  private func paint(_ text: String, _ code: String) -> String {
    color ? "\(Self.escapeMark)[\(code)m\(text)\(Self.escapeMark)[0m" : text
  }
  private func green(_ s: String) -> String { paint(s, "32") }
  private func red(_ s: String) -> String { paint(s, "31") }
  private func yellow(_ s: String) -> String { paint(s, "33") }
  private func bold(_ s: String) -> String { paint(s, "1") }
  private func dim(_ s: String) -> String { paint(s, "2") }

  /// The report (stdout). Diagnostics of the inputs are separate
  /// (`diagnostics(_:)`, for stderr), as a compiler prints them.
  public func render(_ run: VerificationRun) -> String {
    var lines: [String] = []
    for spec in run.specs { lines += specLines(spec) }
    lines.append(summary(run))
    return Self.terminalSafe(lines.joined(separator: "\n") + "\n")
  }

  /// Every input diagnostic, rendered with its source line and caret:
  /// errors first, then the warnings some verdict rests on (marked, with
  /// the verdicts), then the other warnings. Warnings about code read only
  /// in part that cannot change any verdict (it names nothing of the model)
  /// are one line, listed only with `verbose`.
  public func diagnostics(_ run: VerificationRun) -> String {
    var lines: [String] = []
    for spec in run.specs {
      let renderer = DiagnosticRenderer(sources: spec.sources)
      var restingOn: [Diagnostic: [String]] = [:]
      if let model = spec.model {
        for property in spec.properties {
          for diagnostic in property.restsOn { restingOn[diagnostic, default: []].append(property.title(in: model)) }
        }
      }
      let errors = spec.diagnostics.filter { $0.severity == .error }
      let resting = spec.diagnostics.filter { $0.severity != .error && restingOn[$0] != nil }
      let inert = spec.diagnostics.filter {
        $0.severity == .warning && restingOn[$0] == nil && $0.isInert
      }
      let others = spec.diagnostics.filter { $0.severity != .error && restingOn[$0] == nil && !inert.contains($0) }
      for diagnostic in errors { lines.append(highlighted(renderer.render(diagnostic))) }
      for diagnostic in resting {
        var marked = diagnostic
        marked.message += " [unknown because of this: \((restingOn[diagnostic] ?? []).joined(separator: ", "))]"
        lines.append(highlighted(renderer.render(marked)))
      }
      for diagnostic in others { lines.append(highlighted(renderer.render(diagnostic))) }
      if verbose {
        for diagnostic in inert { lines.append(highlighted(renderer.render(diagnostic))) }
      } else if !inert.isEmpty {
        lines.append(
          "\(spec.path): note: \(inert.count) more warning\(inert.count == 1 ? "" : "s") cannot change any verdict (--verbose lists them)")
      }
    }
    return lines.isEmpty ? "" : Self.terminalSafe(lines.joined(separator: "\n") + "\n")
  }

  /// A rendered diagnostic with its severity coloured, as swiftc does on a
  /// terminal (the renderer has already made the inputs' text printable).
  private func highlighted(_ rendered: String) -> String {
    guard color else { return rendered }
    var text = rendered
    for (word, paint) in [(": error: ", red), (": warning: ", yellow), (": note: ", dim)] {
      var searchFrom = text.startIndex
      while let found = text.range(of: word, range: searchFrom..<text.endIndex) {
        let label = String(word.dropFirst(2).dropLast(2))
        let painted = ": " + bold(paint(label + ":")) + " "
        text.replaceSubrange(found, with: painted)
        searchFrom = text.index(found.lowerBound, offsetBy: painted.count)
      }
    }
    return text
  }

  public func render(_ spec: SpecResult) -> [String] { specLines(spec).map(Self.terminalSafe) }

  private func specLines(_ spec: SpecResult) -> [String] {
    var lines = [bold(spec.path)]
    let errors = spec.diagnostics.filter { $0.severity == .error }.count
    let warnings = spec.diagnostics.filter { $0.severity == .warning }.count
    if errors + warnings > 0 {
      var parts: [String] = []
      if errors > 0 { parts.append(red("\(errors) error\(errors == 1 ? "" : "s")")) }
      if warnings > 0 { parts.append(yellow("\(warnings) warning\(warnings == 1 ? "" : "s")")) }
      lines.append("  " + parts.joined(separator: ", ") + " (see above)")
    }
    if let error = spec.internalError { lines.append("\(spec.path): error: internal error: \(error)") }
    guard let model = spec.model, !spec.isInvalid else {
      if spec.isInvalid { lines.append("  not checked: the input has errors") }
      if let unfinished = spec.unfinished { lines.append(yellow("  not checked: \(unfinished)")) }
      return lines
    }
    let width = min(44, (spec.properties.map { $0.title(in: model).count }.max() ?? 10) + 2)
    for result in spec.properties {
      let title = result.title(in: model)
      let padded = title + String(repeating: " ", count: max(1, width - title.count))
      let mark: String
      let verdict: String
      switch (result.verdict, result.matchesExpectation) {
      case (.unknown, _):
        mark = yellow("?")
        verdict = yellow("unknown")
      case (.holds, true):
        mark = green("✓")
        verdict = green("holds")
      case (.violated, true):
        mark = green("✓")
        verdict = "violated, as expected"
      case (.holds, false):
        mark = red("✗")
        verdict = red("holds, but expected violated")
      case (.violated, false):
        mark = red("✗")
        verdict = red("violated")
      }
      var line = "  \(mark) \(padded)\(verdict)"
      if result.verdict == .holds, let witness = result.trace, case .reachable = result.property.kind {
        line += dim(" (in \(PropertyResult.steps(witness.trace.length)))")
      }
      let showEngine = (showsEngines || verbose) && (result.engine != .explicit || result.engineDetail != nil)
      if showEngine {
        line += dim(" [\(result.engine.rawValue)\(result.engineDetail.map { $0.count > 60 ? ": see below" : ": " + $0 } ?? "")]")
      }
      lines.append(line)
      lines += Self.readingLines(result)
      if showEngine, let detail = result.engineDetail, detail.count > 60 {
        lines.append("      " + dim(detail))
      }
      // An unknown verdict the model found violated shows the model's run, its steps on unread code marked.
      let shouldTell =
        result.verdict == .violated || (verbose && result.trace != nil)
        || (result.verdict == .unknown && result.modelVerdict == .violated)
      if shouldTell, result.verdict == .unknown, result.trace != nil {
        lines.append("      The model's counterexample (not confirmed on a device):")
      }
      lines += Self.errorLines(result, model)
      if shouldTell, let trace = result.trace {
        lines += story(trace, indent: "      ")
      }
      for sentence in result.explanation {
        lines.append("      " + (result.verdict == .unknown ? "Why unknown: " : "Why: ") + sentence)
      }
    }
    // A default run: one line for verdicts another reading would change.
    let dependent = spec.readingDependent.properties.filter { spec.properties.indices.contains($0) }
    if !dependent.isEmpty {
      let titles = dependent.map { spec.properties[$0].title(in: model) }.joined(separator: ", ")
      let readings = spec.readingDependent.readings.map(\.rawValue).joined(separator: ", ")
      lines.append(
        yellow("  note:") + " \(titles) would have another verdict under another reading of TipKit behaviour Apple does not document (\(readings)); '--readings all' tells")
    }
    // A check line replaces the defaults: say which it leaves out.
    if spec.properties.contains(where: { !$0.property.isImplicit }) {
      let checked = Set(spec.properties.map(\.property.kind))
      let left = model.defaultProperties(reportedAt: .synthesized(spec.path)).filter { !checked.contains($0.kind) }
      if !left.isEmpty {
        lines.append(dim("  not checked (the check line leaves them out; 'check defaults, …' keeps them): "
          + left.map { $0.title(in: model) }.joined(separator: ", ")))
      }
    }
    for scenario in spec.scenarios {
      if scenario.isUndecided {
        let places = scenario.restsOn.prefix(3).map { "\($0.range.start)" }.joined(separator: ", ")
        lines.append(
          "  \(yellow("?")) scenario “\(scenario.scenario.name)”: \(yellow("undecided"))"
            + ": it fails in the model (\(scenario.failure ?? "failed")), but that rests on code TipCheck did not model (\(places))")
        continue
      }
      if scenario.passed {
        lines.append("  \(green("✓")) scenario “\(scenario.scenario.name)”" + dim(" (\(scenario.scenario.steps.count) steps)"))
      } else {
        lines.append("  \(red("✗")) scenario “\(scenario.scenario.name)”: \(red(scenario.failure ?? "failed"))")
        lines += Self.errorLines(scenario)
        if let trace = scenario.trace { lines += story(trace, indent: "      ") }
      }
    }
    if let statistics = spec.statistics {
      var figures = "\(statistics.states) states, \(statistics.transitions) transitions, depth \(statistics.depth)"
      if timing { figures += ", \(seconds(statistics.seconds)), \(megabytes(statistics.bytes))" }
      if let limit = statistics.limit { figures += ", stopped at the \(limit.rawValue)" }
      lines.append(dim("  " + figures))
      if verbose && timing { lines.append(dim("  visited set: " + statistics.visitedSet)) }
    }
    return lines
  }

  /// The compiler-style line of an unexpected verdict, at the property's
  /// line (Xcode and editors link it), then a `note:` at the line of each
  /// step of its story that has one; nothing when the verdict is expected
  /// or unknown, or the property has no line of its own.
  static func errorLines(_ result: PropertyResult, _ model: TutorialModel) -> [String] {
    guard result.verdict != .unknown, !result.matchesExpectation else { return [] }
    if let cause = result.cause {
      let others = cause.notes.map { "\($0.location.start): note: \($0.message)" }
      return ["\(cause.location.start): error: \(result.summary(in: model))"] + others + stepNotes(result.trace)
    }
    guard !result.property.range.isSynthesized else { return [] }
    return ["\(result.property.range.start): error: \(result.summary(in: model))"] + stepNotes(result.trace)
  }

  /// With `--readings all`: whether the verdict is the same under every
  /// reading of undocumented TipKit behaviour, or which one it depends on
  /// (with the other verdict and, for a violation, its length).
  static func readingLines(_ result: PropertyResult) -> [String] {
    guard !result.underReadings.isEmpty else { return [] }
    let compared = Set(result.underReadings.flatMap(\.readings)).sorted().map(\.rawValue).joined(separator: ", ")
    let undecided = result.underReadings.filter { $0.verdict == .unknown && result.verdict != .unknown }
    if !undecided.isEmpty {
      let which = Set(undecided.flatMap(\.readings)).sorted().map(\.rawValue).joined(separator: ", ")
      return ["      readings: undecided under another reading of \(which) (a limit was reached)"]
    }
    guard result.dependsOnReadings else {
      return ["      readings: \(result.verdict.rawValue) under every reading (\(compared))"]
    }
    return result.differingReadingVerdicts.map { other in
      let which = other.readings.map { "\($0.rawValue) (\($0.alternative))" }.joined(separator: " and ")
      let length = other.verdict == .violated ? other.trace.map { " after \(PropertyResult.steps($0.trace.length))" } ?? "" : ""
      return "      readings: depends on \(which): then \(other.verdict.rawValue)\(length)"
    }
  }

  /// The compiler-style line of a failed scenario, at the step that failed.
  static func errorLines(_ scenario: ScenarioResult) -> [String] {
    guard !scenario.passed, !scenario.isUndecided else { return [] }
    let range = scenario.failedStep.map { scenario.scenario.steps[$0].range } ?? scenario.scenario.range
    return ["\(range.start): error: scenario “\(scenario.scenario.name)”: \(scenario.failure ?? "failed")"]
      + stepNotes(scenario.trace)
  }

  /// `path:line:col: note: step 2: Tap “Next”`, for the located steps.
  private static func stepNotes(_ trace: NarratedTrace?) -> [String] {
    (trace?.steps ?? []).enumerated().compactMap { number, step in
      guard let location = step.location, !location.isSynthesized else { return nil }
      return "\(location.start): note: step \(number): \(step.action)"
    }
  }

  /// A verdict left unknown as a compiler-style error, for a run where
  /// unknown fails (`unknown: error`): without it a failed build would show
  /// only warnings.
  static func unknownLines(_ result: PropertyResult, _ model: TutorialModel) -> [String] {
    guard result.verdict == .unknown, !result.property.range.isSynthesized else { return [] }
    let why = result.explanation.first.map { ": \($0)" } ?? ""
    return ["\(result.property.range.start): error: \(result.title(in: model)) is unknown\(why)"]
  }

  /// `--quiet`: every unexpected verdict's and failed scenario's
  /// compiler-style line (and, when `unknownFails`, each verdict left
  /// unknown's), and the summary; no stories.
  public func quiet(_ run: VerificationRun, unknownFails: Bool = false) -> String {
    var lines: [String] = []
    for spec in run.specs {
      if let error = spec.internalError { lines.append("\(spec.path): error: internal error: \(error)") }
      if let model = spec.model, !spec.isInvalid {
        lines += spec.properties.flatMap { Self.errorLines($0, model) }
        if unknownFails { lines += spec.properties.flatMap { Self.unknownLines($0, model) } }
      }
      lines += spec.scenarios.flatMap(Self.errorLines)
    }
    lines.append(summary(run))
    return Self.terminalSafe(lines.joined(separator: "\n") + "\n")
  }

  /// A trace as a numbered story; `firstNumber` numbers a part of a longer one.
  public func tell(_ trace: NarratedTrace, indent: String, firstNumber: Int = 0) -> [String] {
    story(trace, indent: indent, firstNumber: firstNumber).map(Self.terminalSafe)
  }

  private func story(_ trace: NarratedTrace, indent: String, firstNumber: Int = 0) -> [String] {
    var lines: [String] = []
    for (offset, step) in trace.steps.enumerated() {
      let number = firstNumber + offset
      var action = "\(indent)\(number). \(step.action)"
      if let location = step.location, !location.isSynthesized {
        action += dim("  (\(Self.fileName(location.start.file)):\(location.start.line))")
      }
      lines.append(action)
      let visible =
        step.visible.isEmpty
        ? "none"
        : step.visible.map { "\($0.tip) (\($0.presentation == .popover ? "popover" : "TipView") “\($0.site)”)" }.joined(separator: ", ")
      lines.append("\(indent)   visible: \(visible)" + (step.screen.map { dim("  [screen \($0)]") } ?? ""))
      if !step.changes.isEmpty { lines.append("\(indent)   " + dim("changed: " + step.changes.joined(separator: "; "))) }
      if let note = step.note { lines.append("\(indent)   note: \(note)") }
    }
    return lines
  }

  /// Coverage of one spec: totals, then every gap at its line, then what
  /// each scenario exercised.
  public func coverage(_ coverage: ModelCoverage, of path: String) -> String {
    let groups = coverage.groups
    let scope = coverage.isComplete ? "\(coverage.states) states" : "the first \(coverage.states) states only"
    var lines = [bold("Coverage of \(path)") + " (\(scope))"]
    lines.append(
      "  " + groups.map { "\($0.title) \($0.items.filter(\.covered).count)/\($0.items.count)" }.joined(separator: ", "))
    for group in groups {
      for item in group.items where !item.covered {
        let location = item.location.flatMap { $0.isSynthesized ? nil : "\(Self.fileName($0.start.file)):\($0.start.line)" }
        lines.append("  " + yellow(group.gap) + ": \(item.name)" + (location.map { dim("  (\($0))") } ?? ""))
      }
    }
    for scenario in coverage.scenarios {
      let tips = scenario.tipsVisible.isEmpty ? "no tip" : scenario.tipsVisible.joined(separator: ", ")
      var parts = ["shows \(tips)", "takes \(scenario.movesTaken.count)/\(coverage.moves.count) moves"]
      if !scenario.invalidations.isEmpty { parts.append("invalidates " + scenario.invalidations.joined(separator: ", ")) }
      lines.append("  scenario “\(scenario.name)”: " + parts.joined(separator: "; "))
    }
    return Self.terminalSafe(lines.joined(separator: "\n") + "\n")
  }

  /// Numbered manual test cases, each step with what must be visible after it.
  public func testPlan(_ cases: [NarratedTrace]) -> String {
    var lines = ["  Test plan: \(cases.count) case\(cases.count == 1 ? "" : "s") that show every tip and take every move"]
    for (number, trace) in cases.enumerated() {
      lines.append("  Test \(number + 1):")
      for (index, step) in trace.steps.enumerated() {
        let visible = step.visible.isEmpty ? "none" : step.visible.map(\.tip).joined(separator: ", ")
        lines.append("    \(index). \(step.action) — expect visible: \(visible)")
      }
    }
    return Self.terminalSafe(lines.joined(separator: "\n") + "\n")
  }

  /// The last path component: the step says which line; the report's
  /// header already says which spec or app.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  public func summaryLine(_ run: VerificationRun) -> String { Self.terminalSafe(summary(run)) }

  private func summary(_ run: VerificationRun) -> String {
    let results = run.specs.flatMap(\.properties)
    let failed = results.filter { !$0.matchesExpectation && $0.verdict != .unknown }.count
    let unknown = results.filter { $0.verdict == .unknown }.count
    let scenarios = run.specs.flatMap(\.scenarios)
    let failedScenarios = scenarios.filter { !$0.passed }.count
    let undecidedScenarios = scenarios.filter(\.isUndecided).count
    let invalid = run.specs.filter(\.isInvalid).count
    let unfinished = run.specs.filter { $0.unfinished != nil }.count
    var parts = [
      "\(run.specs.count) spec\(run.specs.count == 1 ? "" : "s")", "\(results.count) propert\(results.count == 1 ? "y" : "ies")",
    ]
    if failed > 0 { parts.append(red("\(failed) unexpected")) }
    if unknown > 0 { parts.append(yellow("\(unknown) unknown")) }
    if !scenarios.isEmpty { parts.append("\(scenarios.count - failedScenarios)/\(scenarios.count) scenarios passed") }
    if undecidedScenarios > 0 { parts.append(yellow("\(undecidedScenarios) scenario\(undecidedScenarios == 1 ? "" : "s") undecided")) }
    if invalid > 0 { parts.append(red("\(invalid) invalid")) }
    if unfinished > 0 { parts.append(yellow("\(unfinished) not read")) }
    let failures = run.specs.filter { $0.internalError != nil }.count
    if failures > 0 { parts.append(red("\(failures) internal error\(failures == 1 ? "" : "s")")) }
    if !run.missing.isEmpty { parts.append(red("\(run.missing.count) not found")) }
    let verdict: String =
      switch run.status {
      case .success: green("OK")
      case .inconclusive: yellow("INCONCLUSIVE")
      default: red("FAILED")
      }
    return "\(verdict): " + parts.joined(separator: ", ")
  }

  private func megabytes(_ bytes: Int) -> String {
    String(Double(bytes / 10_000) / 100) + " MB"
  }

  private func seconds(_ value: Double) -> String {
    value < 0.001 ? "<0.001 s" : String(Double(Int(value * 1000)) / 1000) + " s"
  }
}

extension TextReport {
  /// Stands for ESC in colour codes until `terminalSafe` (a private-use scalar).
  static let escapeMark: Unicode.Scalar = "\u{E01B}"

  /// Text as a terminal may show it: the inputs' control characters made
  /// printable (`DiagnosticRenderer.printable`), then TipCheck's own colour
  /// codes (`escapeMark[…m`) turned into escapes.
  public static func terminalSafe(_ text: String) -> String {
    var result = DiagnosticRenderer.printable(text)
    guard result.unicodeScalars.contains(escapeMark) else { return result }
    for code in ["0", "1", "2", "31", "32", "33"] {
      result = result.replacingOccurrences(of: "\(escapeMark)[\(code)m", with: "\u{1B}[\(code)m")
    }
    return result
  }
}
