import TipModel
import TipResults

/// SARIF 2.1.0, as GitHub code scanning reads it: one rule per property
/// kind (stable ids), results at the property's line, and each
/// counterexample as a code flow through the lines of the moves taken.
public struct SARIFReport: Sendable {
  public var toolVersion: String
  /// Locations are written relative to this directory (the repository root).
  public var root: String

  /// The project's public repository (`informationUri`); each rule's
  /// `helpUri` is its section of `docs/rules.md` at this version's tag.
  /// nil until the project is published (`ProjectInfo.repository`).
  public var repository: String?

  public init(toolVersion: String, root: String, repository: String? = ProjectInfo.repository) {
    self.toolVersion = toolVersion
    self.root = root
    self.repository = repository
  }

  /// The rules' ids, in the order of the report (`docs/rules.md` has a
  /// section for each).
  public static var ruleIDs: [String] { Problem.rules.map(\.id) }

  /// `https://…/blob/v0.1.0/docs/rules.md#single-tip`.
  func helpURI(_ rule: String) -> String? {
    repository.map { "\($0)/blob/v\(toolVersion)/docs/rules.md#\(rule)" }
  }

  public func render(_ run: VerificationRun) -> String {
    let relativizer = PathRelativizer(root: root)
    let ruleIndex = Dictionary(uniqueKeysWithValues: Problem.rules.enumerated().map { ($1.id, $0) })
    func location(_ range: SourceRange?, message: String? = nil) -> JSONValue? {
      guard let range, !range.isSynthesized else { return nil }
      var members: [(String, JSONValue)] = [
        (
          "physicalLocation",
          .object([
            ("artifactLocation", .object([("uri", .string(relativizer.relative(range.start.file))), ("uriBaseId", .string("%SRCROOT%"))])),
            (
              "region",
              .object([
                ("startLine", .int(range.start.line)), ("startColumn", .int(range.start.column)),
                ("endLine", .int(max(range.end.line, range.start.line))),
                ("endColumn", .int(range.end.line > range.start.line ? range.end.column : max(range.end.column, range.start.column + 1))),
              ])
            ),
          ])
        )
      ]
      if let message { members.append(("message", .object([("text", .string(message))]))) }
      return .object(members)
    }
    let results: [JSONValue] = Problem.collect(run).map { problem in
      var members: [(String, JSONValue)] = [
        ("ruleId", .string("tipcheck/" + problem.rule)),
        ("ruleIndex", .int(ruleIndex[problem.rule] ?? 0)),
        ("level", .string(problem.level.rawValue)),
        ("message", .object([("text", .string(problem.message))])),
        ("locations", .array([location(problem.location)].compactMap { $0 })),
      ]
      let related = problem.related.enumerated().compactMap { index, note -> JSONValue? in
        guard case .object(let members)? = location(note.location, message: note.message) else { return nil }
        return .object([("id", .int(index))] + members)
      }
      if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
      let flow = problem.steps.compactMap { step in location(step.location, message: step.text) }
      if !flow.isEmpty {
        members.append(
          ("codeFlows", .array([.object([("threadFlows", .array([.object([("locations", .array(flow.map { .object([("location", $0)]) }))])]))])])))
      }
      return .object(members)
    }
    let rules: [JSONValue] = Problem.rules.map { rule in
      .object([
        ("id", .string("tipcheck/" + rule.id)),
        ("name", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.description))])),
        ("fullDescription", .object([("text", .string(rule.description + " " + rule.help))])),
        ("help", .object([("text", .string(rule.help)), ("markdown", .string("**\(rule.description)** \(rule.help)"))])),
      ] + (helpURI(rule.id).map { [("helpUri", .string($0))] } ?? []))
    }
    let document = JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("TipCheck")), ("version", .string(toolVersion)),
                  ] + (repository.map { [("informationUri", .string($0))] } ?? []) + [("rules", .array(rules))])
                )
              ])
            ),
            ("invocations", .array([.object([("executionSuccessful", .bool(Problem.everyInputChecked(run)))])])),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
    return document.rendered() + "\n"
  }
}
