import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipSpec
import TipSwift
import TipTestSupport

/// Swift sources and their `.tipspec` twins in Specs/ must give the same
/// verdicts, the same state space, and the extracted `.tipspec` must verify
/// to the same verdicts again.
@Suite("Swift sources and their .tipspec twins", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftTwinTests {
  static let fixtures = TestSupport.repositoryRoot + "/Tests/Fixtures/Swift"

  /// Fixture (file or directory) → its twin in Specs/.
  static let twins: [String: String] = [
    "seed-1-ordered-group.swift": "seed-1-ordered-group.tipspec",
    "seed-2-distributed-group.swift": "seed-2-distributed-group.tipspec",
    "seed-3-chained-style.swift": "seed-3-chained-style.tipspec",
    "defect-1-two-tips-at-once": "defect-1-two-tips-at-once.tipspec",
    "defect-2-stalled-ordered-group.swift": "defect-2-stalled-ordered-group.tipspec",
    "defect-3-relay-missing-style.swift": "defect-3-relay-missing-style.tipspec",
    "defect-4-max-display-relay.swift": "defect-4-max-display-relay.tipspec",
    "defect-5-close-skips-action-chain.swift": "defect-5-close-skips-action-chain.tipspec",
    "defect-6-first-available-order.swift": "defect-6-first-available-order.tipspec",
    "defect-7-event-count-off-by-one.swift": "defect-7-event-count-off-by-one.tipspec",
    "defect-8-status-relay-misses-action.swift": "defect-8-status-relay-misses-action.tipspec",
    "example-landmarks-daily": "example-landmarks-daily.tipspec",
    "example-group-member-shown-directly.swift": "example-group-member-shown-directly.tipspec",
  ]

  static var fixtureNames: [String] { twins.keys.sorted() }

  /// Loads a fixture the way the command line does.
  static func load(_ fixture: String) throws -> SwiftFrontend.Result {
    let collected = InputCollector.collect([fixtures + "/" + fixture])
    guard case .swiftApp(let name, let files)? = collected.inputs.first, collected.inputs.count == 1 else {
      throw TestSupport.SpecError(description: "\(fixture) is not one Swift app: \(collected)")
    }
    guard case .swift(_, let sources) = Input.swiftApp(name: name, files: files).load() else {
      throw TestSupport.SpecError(description: "cannot read \(fixture)")
    }
    return SwiftFrontend.load(name: name, sources: sources)
  }

  static func verdicts(_ result: SpecResult) throws -> [String: Verdict] {
    let model = try #require(result.model, "\(result.diagnostics)")
    var verdicts: [String: Verdict] = [:]
    for property in result.properties { verdicts[property.title(in: model)] = property.verdict }
    return verdicts
  }

  static func verifySpec(_ name: String) throws -> SpecResult {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/" + name, encoding: .utf8)
    return Verifier().verify(SourceFile(path: "Specs/" + name, text: text))
  }

  @Test("Every Swift fixture of a spec is listed, and every spec has a Swift twin")
  func everyTwinIsListed() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { $0 != "unusual" }
    #expect(Set(names) == Set(Self.twins.keys))
    let specs = try FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory).filter { $0.hasSuffix(".tipspec") }
    #expect(Set(specs) == Set(Self.twins.values))
  }

  @Test("Same verdicts, scenarios and state space as the twin", arguments: fixtureNames)
  func sameVerdicts(fixture: String) throws {
    let loaded = try Self.load(fixture)
    #expect(!loaded.diagnostics.contains { $0.severity != .note }, "\(loaded.diagnostics)")
    let model = try #require(loaded.model, "\(loaded.diagnostics)")
    let swift = Verifier().verify(model, sources: loaded.sources)
    let spec = try Self.verifySpec(try #require(Self.twins[fixture]))
    #expect(try Self.verdicts(swift) == Self.verdicts(spec))
    #expect(swift.status == .success)
    #expect(swift.scenarios.map(\.passed) == spec.scenarios.map(\.passed))
    #expect(swift.statistics?.states == spec.statistics?.states)
    #expect(swift.statistics?.transitions == spec.statistics?.transitions)
  }

  @Test("The extracted .tipspec parses and verifies to the same verdicts", arguments: fixtureNames)
  func extractedSpecRoundTrips(fixture: String) throws {
    let loaded = try Self.load(fixture)
    let model = try #require(loaded.model)
    let extracted = SpecFrontend.load(path: "extracted.tipspec", text: loaded.spec)
    #expect(!extracted.diagnostics.hasErrors, "\(extracted.diagnostics)\n\(loaded.spec)")
    let fromText = Verifier().verify(SourceFile(path: "extracted.tipspec", text: loaded.spec))
    let fromSwift = Verifier().verify(model, sources: loaded.sources)
    #expect(try Self.verdicts(fromText) == Self.verdicts(fromSwift))
    #expect(fromText.statistics?.states == fromSwift.statistics?.states)
  }

  @Test("Every location in a Swift model is a line of the Swift sources", arguments: fixtureNames)
  func locationsAreSwiftLines(fixture: String) throws {
    let loaded = try Self.load(fixture)
    let model = try #require(loaded.model)
    let paths = Set(loaded.sources.map(\.path))
    var ranges = model.tips.map(\.range) + model.sites.map(\.range) + model.screens.map(\.range) + model.actions.map(\.range)
    ranges += model.properties.map(\.range) + model.parameters.map(\.range)
    for range in ranges {
      #expect(paths.contains(range.start.file), "\(range)")
      #expect(range.start.line >= 1)
    }
    // Trace steps too: each move of each counterexample points at Swift.
    let result = Verifier().verify(model, sources: loaded.sources)
    for property in result.properties {
      // Relaunching and waiting are the environment's moves, at no line.
      for step in property.trace?.steps.dropFirst() ?? [] where !["relaunch", "wait"].contains(step.kind) {
        let location = try #require(step.location, "\(step.action)")
        #expect(paths.contains(location.start.file))
      }
    }
  }
}

/// The seed's programs must be verified exactly as the article prints them.
@Suite("The seed's programs, verbatim", .enabled(if: SwiftFrontend.isAvailable))
struct SeedProgramTests {
  static let article = TestSupport.repositoryRoot + "/Tests/Fixtures/seed-article.txt"

  /// The code of a fixture: everything after its header comment.
  static func code(_ fixture: String) throws -> String {
    let text = try String(contentsOfFile: SwiftTwinTests.fixtures + "/" + fixture, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { !$0.hasPrefix("//") })
    return lines[start...].joined(separator: "\n")
  }

  static let seed = TestSupport.repositoryRoot + "/../shared/seed/000_660f4c44eada513c.txt"

  @Test(
    "The copy of the article is the seed itself (where the seed is beside the clone)",
    .enabled(if: FileManager.default.fileExists(atPath: seed)))
  func articleIsTheSeed() throws {
    let seed = Self.seed
    #expect(try String(contentsOfFile: seed, encoding: .utf8) == String(contentsOfFile: Self.article, encoding: .utf8))
  }

  @Test("Solutions 1 and 2 are verbatim text of the article")
  func verbatim() throws {
    let article = try String(contentsOfFile: Self.article, encoding: .utf8)
    let basic = try Self.code("seed-1-ordered-group.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(article.contains(basic))
    #expect(basic.hasPrefix("struct Tip1: Tip {") && basic.hasSuffix("}"))
    let complete = try Self.code("seed-3-chained-style.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(article.contains(complete))
    #expect(complete.hasPrefix("import SwiftUI") && complete.contains("struct LegacySequenceDemo: View"))
    // The distributed body is verbatim, inside the view of "Basic Usage".
    let distributed = try Self.code("seed-2-distributed-group.swift")
    let parts = distributed.components(separatedBy: "\n\nvar body: some View {")
    try #require(parts.count == 2)
    #expect(article.contains(parts[0].trimmingCharacters(in: .whitespacesAndNewlines)))
    // Without the closing brace of the enclosing view.
    var body = ("var body: some View {" + parts[1]).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(body.hasSuffix("}\n}"))
    body.removeLast()
    #expect(article.contains(body.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(body.contains(".popoverTip(tips.currentTip as? Tip2)"))
  }

  @Test("All built-in properties hold for the three programs, with the hand-counted state space")
  func allHold() throws {
    for fixture in ["seed-1-ordered-group.swift", "seed-2-distributed-group.swift", "seed-3-chained-style.swift"] {
      let loaded = try SwiftTwinTests.load(fixture)
      let model = try #require(loaded.model)
      let result = Verifier().verify(model, sources: loaded.sources)
      #expect(result.properties.count == 5)
      #expect(result.properties.allSatisfy { $0.verdict == .holds }, "\(fixture)")
      // Launch; started; first tip closed or dismissed (+relaunch variants): 6 states, 14 transitions.
      #expect(result.statistics?.states == 6)
      #expect(result.statistics?.transitions == 14)
    }
  }
}
