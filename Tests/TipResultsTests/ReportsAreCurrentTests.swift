import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipTestSupport

/// Reports/ holds the text and JSON reports of every spec in Specs/, and
/// the SARIF, JUnit and HTML reports of the whole run. They
/// are golden files: this test fails when one is stale. Regenerate with
/// `RECORD_REPORTS=1 swift test --filter ReportsAreCurrent`.
@Suite("Reports/ are current")
struct ReportsAreCurrentTests {
  static let reportsDirectory = TestSupport.repositoryRoot + "/Reports"

  @Test("Text and JSON reports match Specs/", arguments: SpecVerdictTests.specFiles)
  func reportIsCurrent(spec: String) throws {
    let result = try SpecVerdictTests.verify(spec)
    let run = VerificationRun(specs: [result], missing: [])
    let base = String(spec.dropLast(".tipspec".count))
    let expected = [
      (base + ".txt", TextReport(color: false, verbose: true, timing: false).render(run)),
      (base + ".json", JSONReport(toolVersion: "0.1.0", timing: false).render(run)),
    ]
    try Self.compare(expected)
  }

  /// The specs whose XCUITests are kept (the seed's relay and two defects).
  static let uiTestSpecs = [
    "seed-3-chained-style.tipspec", "defect-1-two-tips-at-once.tipspec", "defect-5-close-skips-action-chain.tipspec",
  ]

  @Test("The XCUITests of three specs match Reports/xcuitest/", arguments: uiTestSpecs)
  func uiTestsAreCurrent(spec: String) throws {
    var run = VerificationRun(specs: [try SpecVerdictTests.verify(spec)], missing: [])
    run.measureCoverage()
    let result = try #require(run.specs.first)
    let base = String(spec.dropLast(".tipspec".count))
    try Self.compare([("xcuitest/" + base + ".swift", XCUITestGenerator().render(result))])
  }

  @Test("With timing and --verbose, the text report says how the visited set kept the states")
  func visitedSetLine() throws {
    let spec = try #require(SpecVerdictTests.specFiles.first)
    let run = VerificationRun(specs: [try SpecVerdictTests.verify(spec)], missing: [])
    let verbose = TextReport(color: false, verbose: true, timing: true).render(run)
    // The Specs/ models are small: the core engine searches them.
    #expect(verbose.contains("  visited set: one hash table (the core engine)"))
    #expect(!TextReport(color: false, verbose: false, timing: true).render(run).contains("visited set"))
    #expect(!TextReport(color: false, verbose: true, timing: false).render(run).contains("visited set"))
  }

  @Test("The run's SARIF, JUnit and HTML reports match Specs/")
  func runReportsAreCurrent() throws {
    var run = VerificationRun(specs: try SpecVerdictTests.specFiles.map(SpecVerdictTests.verify))
    run.measureCoverage()
    let expected = [
      ("tipcheck.sarif", SARIFReport(toolVersion: "0.1.0", root: TestSupport.repositoryRoot).render(run)),
      ("junit.xml", JUnitReport(timing: false).render(run)),
      ("index.html", HTMLReport(toolVersion: "0.1.0").render(run)),
    ]
    try Self.compare(expected)
  }

  static func compare(_ expected: [(String, String)]) throws {
    let record = ProcessInfo.processInfo.environment["RECORD_REPORTS"] != nil
    for (file, content) in expected {
      let path = reportsDirectory + "/" + file
      if record {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        continue
      }
      let stored = try? String(contentsOfFile: path, encoding: .utf8)
      #expect(
        stored == content,
        "Reports/\(file) is stale; regenerate with RECORD_REPORTS=1 swift test --filter ReportsAreCurrent")
    }
  }

  @Test("No report is left over from a removed spec")
  func noOrphans() throws {
    let bases = Set(SpecVerdictTests.specFiles.map { String($0.dropLast(".tipspec".count)) })
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.reportsDirectory)) ?? []
    for file in files where file.hasSuffix(".txt") || file.hasSuffix(".json") {
      let base = String(file.prefix { $0 != "." })
      #expect(bases.contains(base), "Reports/\(file) has no spec in Specs/")
    }
  }
}
