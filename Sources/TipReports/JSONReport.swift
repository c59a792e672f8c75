import TipModel
import TipResults
import TipExplicit
import TipExplicitCore

/// The `--format json` report. Its schema is documented in
/// docs/json-schema.md and versioned by `schemaVersion`; keys only get
/// added within a version.
public struct JSONReport: Sendable {
  public static let schemaVersion = 1
  public var toolVersion: String
  /// Whether to include times and memory figures (off for reports kept in
  /// the repository).
  public var timing: Bool

  public init(toolVersion: String, timing: Bool = true) {
    self.toolVersion = toolVersion
    self.timing = timing
  }

  public func render(_ run: VerificationRun) -> String { document(run).rendered() + "\n" }

  public func document(_ run: VerificationRun) -> JSONValue {
    .object([
      ("schemaVersion", .int(Self.schemaVersion)),
      ("tool", .object([("name", .string("tipcheck")), ("version", .string(toolVersion))])),
      ("status", .string(Self.statusName(run.status))),
      ("exitCode", .int(Int(run.status.rawValue))),
      ("missing", .array(run.missing.map(JSONValue.string))),
      ("specs", .array(run.specs.map(spec))),
    ])
  }

  public static func statusName(_ status: ExitStatus) -> String {
    switch status {
    case .success: "success"
    case .violation: "violation"
    case .inconclusive: "inconclusive"
    case .usage: "usage"
    case .invalidInput: "invalid-input"
    case .inputNotFound: "input-not-found"
    case .internalError: "internal-error"
    case .cannotWrite: "cannot-write"
    }
  }

  func spec(_ spec: SpecResult) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("path", .string(spec.path)),
      ("valid", .bool(!spec.isInvalid)),
      ("status", .string(Self.statusName(spec.status))),
      ("diagnostics", .array(spec.diagnostics.map(diagnostic))),
    ]
    if let error = spec.internalError { members.append(("internalError", .string(error))) }
    if let unfinished = spec.unfinished { members.append(("unfinished", .string(unfinished))) }
    members.append(("statistics", spec.statistics.map(statistics) ?? .null))
    if let model = spec.model {
      members.append(("properties", .array(spec.properties.map { property($0, model) })))
      members.append(("scenarios", .array(spec.scenarios.map(scenario))))
    } else {
      members.append(("properties", .array([])))
      members.append(("scenarios", .array([])))
    }
    if let coverage = spec.coverage {
      members.append(("coverage", self.coverage(coverage)))
      members.append(("testPlan", .array(spec.testPlan.map(trace))))
    }
    return .object(members)
  }

  /// Present only when coverage was measured (`--coverage`, `report`).
  func coverage(_ coverage: ModelCoverage) -> JSONValue {
    func items(_ items: [ModelCoverage.Item]) -> JSONValue {
      .array(items.map { .object([("name", .string($0.name)), ("covered", .bool($0.covered)), ("location", location($0.location))]) })
    }
    func names(_ names: [String]) -> JSONValue { .array(names.map(JSONValue.string)) }
    return .object([
      ("states", .int(coverage.states)),
      ("complete", .bool(coverage.isComplete)),
      ("tipsVisible", items(coverage.tipsVisible)),
      ("tipsInvalidated", items(coverage.tipsInvalidated)),
      ("invalidationReasons", items(coverage.invalidationReasons)),
      ("rulesTrue", items(coverage.rulesTrue)),
      ("rulesFalse", items(coverage.rulesFalse)),
      ("movesEnabled", items(coverage.movesEnabled)),
      ("movesTaken", items(coverage.moves)),
      ("sites", items(coverage.sites)),
      ("scenarios", .array(coverage.scenarios.map { scenario in
        .object([
          ("name", .string(scenario.name)), ("location", location(scenario.location)),
          ("tipsVisible", names(scenario.tipsVisible)), ("invalidations", names(scenario.invalidations)),
          ("movesTaken", names(scenario.movesTaken)), ("sites", names(scenario.sites)),
        ])
      })),
    ])
  }

  func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
    .object([
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("location", location(diagnostic.range)),
      ("hint", .optional(diagnostic.hint)),
      ("notes", .array(diagnostic.notes.map(self.diagnostic))),
      ("id", .optional(diagnostic.id)),
      ("canChangeVerdicts", .bool(diagnostic.canChangeVerdicts)),
    ])
  }

  func location(_ range: SourceRange?) -> JSONValue {
    guard let range, !range.isSynthesized else { return .null }
    return .object([
      ("file", .string(range.start.file)),
      ("line", .int(range.start.line)),
      ("column", .int(range.start.column)),
      ("endLine", .int(range.end.line)),
      ("endColumn", .int(range.end.column)),
    ])
  }

  func statistics(_ statistics: ExplorationStatistics) -> JSONValue {
    .object([
      ("states", .int(statistics.states)),
      ("transitions", .int(statistics.transitions)),
      ("depth", .int(statistics.depth)),
      ("seconds", timing ? .double(statistics.seconds) : .null),
      ("bytesPerState", timing ? .double(statistics.bytesPerState) : .null),
      ("memoryBytes", timing ? .int(statistics.bytes) : .null),
      ("visitedSet", timing ? .string(statistics.visitedSet) : .null),
      ("complete", .bool(statistics.isComplete)),
      ("limit", .optional(statistics.limit?.rawValue)),
    ])
  }

  func property(_ result: PropertyResult, _ model: TutorialModel) -> JSONValue {
    // `--readings all` only: each other combination of readings, and its verdict.
    let readings: [(String, JSONValue)] =
      result.underReadings.isEmpty
      ? []
      : [
        (
          "readings",
          .array(
            result.underReadings.map { other in
              .object([
                ("readings", .array(other.readings.map { .string($0.rawValue) })),
                ("verdict", .string(other.verdict.rawValue)),
                ("trace", other.trace.map(trace) ?? .null),
              ])
            })
        )
      ]
    return .object([
      ("property", .string(result.property.name)),
      ("subject", .optional(result.subject(in: model))),
      ("verdict", .string(result.verdict.rawValue)),
      ("expected", .string(result.expectation.rawValue)),
      ("matchesExpectation", .bool(result.matchesExpectation)),
      ("implicit", .bool(result.property.isImplicit)),
      ("engine", .string(result.engine.rawValue)),
      ("engineDetail", .optional(result.engineDetail)),
      ("location", location(result.property.range)),
      ("summary", .string(result.summary(in: model))),
      ("explanation", .array(result.explanation.map(JSONValue.string))),
      ("modelVerdict", .optional(result.modelVerdict?.rawValue)),
      ("restsOn", .array(result.restsOn.map { location($0.range) })),
      ("trace", result.trace.map(trace) ?? .null),
    ] + readings)
  }

  func scenario(_ result: ScenarioResult) -> JSONValue {
    .object([
      ("name", .string(result.scenario.name)),
      ("passed", .bool(result.passed)),
      ("undecided", .bool(result.isUndecided)),
      ("failure", .optional(result.failure)),
      ("failedStep", result.failedStep.map { .int($0 + 1) } ?? .null),
      ("location", location(result.scenario.range)),
      ("trace", result.trace.map(trace) ?? .null),
    ])
  }

  public func trace(_ trace: NarratedTrace) -> JSONValue {
    .array(trace.steps.enumerated().map { number, step in self.step(step, number: number) })
  }

  /// One step of a trace, numbered from the launch (0).
  public func step(_ step: NarratedStep, number: Int) -> JSONValue {
        .object([
          ("step", .int(number)),
          ("move", .string(step.action)),
          ("kind", .string(step.kind)),
          ("location", location(step.location)),
          ("visible", .array(step.visible.map { visible in
            .object([
              ("tip", .string(visible.tip)), ("site", .string(visible.site)),
              ("presentation", .string(visible.presentation.rawValue)),
            ])
          })),
          ("changes", .array(step.changes.map(JSONValue.string))),
          ("screen", .optional(step.screen)),
          ("note", .optional(step.note)),
        ])
  }
}
