import Foundation
import Testing
import TipCheckCLI
import TipModel
import TipReports
import TipResults
import TipSwift
import TipTestSupport

/// SARIF, JUnit and GitHub annotations, as CI reads them.
@Suite("CI formats", .serialized)
struct CIFormatTests {
  @Test("--output FORMAT=PATH is parsed, repeatable, and checked")
  func outputOption() throws {
    let command = try ArgumentParser.parse(["verify", "Specs", "-o", "sarif=a.sarif", "--output=junit=b.xml", "--format", "github"])
    guard case .verify(let options) = command else { throw TestSupport.SpecError(description: "not verify") }
    #expect(options.outputs == [OutputTarget(format: .sarif, path: "a.sarif"), OutputTarget(format: .junit, path: "b.xml")])
    #expect(options.format == .github)
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["verify", "-o", "pdf=x"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["verify", "-o", "sarif="]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["verify", "-o", "lcov=a", "--coverage", "lcov=a"]) }
    let both = try ArgumentParser.parse(["verify", "Specs", "-o", "html=site", "-o", "lcov=c.info"])
    guard case .verify(let extra) = both else { throw TestSupport.SpecError(description: "not verify") }
    #expect(extra.htmlDirectory == "site" && extra.lcovPath == "c.info" && !extra.coverage && extra.outputs.isEmpty)
  }

  @Test("One run, every output: SARIF, JUnit, the HTML explorer and LCOV from one verify, coverage printed only when asked")
  func everyOutputInOneRun() throws {
    let directory = ScratchDirectory.url("tipcheck-all").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let output = try EndToEndTests.run([
      "verify", "Specs/seed-1-ordered-group.tipspec", "-o", "sarif=\(directory)/r.sarif", "-o", "junit=\(directory)/r.xml",
      "-o", "html=\(directory)/site", "-o", "lcov=\(directory)/coverage.info",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let page = try String(contentsOfFile: directory + "/site/index.html", encoding: .utf8)
    let report = try EndToEndTests.run(["report", "Specs/seed-1-ordered-group.tipspec", "-o", directory + "/report"])
    #expect(report.status == 0)
    // The same page `tipcheck report` writes.
    #expect(page == (try String(contentsOfFile: directory + "/report/index.html", encoding: .utf8)))
    let lcov = try String(contentsOfFile: directory + "/coverage.info", encoding: .utf8)
    #expect(lcov.contains("SF:") && lcov.contains("end_of_record"))
    #expect(FileManager.default.fileExists(atPath: directory + "/r.sarif") && FileManager.default.fileExists(atPath: directory + "/r.xml"))
    // No --coverage: the text report does not print the coverage section.
    let plain = try EndToEndTests.run(["verify", "Specs/seed-1-ordered-group.tipspec"])
    #expect(output.stdout == plain.stdout)
  }

  @Test(
    "SARIF, JUnit and annotations of a Swift app with violations, an unknown verdict and warnings",
    .enabled(if: SwiftFrontend.isAvailable))
  func formats() throws {
    let directory = ScratchDirectory.url("tipcheck-ci").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let output = try EndToEndTests.run([
      "verify", "Tests/Fixtures/Swift/unusual", "--format", "github", "-o", "sarif=\(directory)/r.sarif",
      "-o", "junit=\(directory)/r.xml",
    ])
    #expect(output.status == 1)
    // 7 warnings of the front end and 4 undecided verdicts (three rest on code
    // TipCheck did not model), of which GitHub shows 10; 1 violation.
    let annotations = output.stdout.split(separator: "\n")
    #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 1)
    #expect(annotations.filter { $0.hasPrefix("::warning ") }.count == 10)
    #expect(
      annotations.contains {
        $0.hasPrefix("::error file=Tests/Fixtures/Swift/unusual/unusual.swift,line=12,col=5,endLine=12,title=TipCheck range Settings.visits::")
      })
    // The counterexample avoids the action read with both branches of 'isPro'.
    #expect(annotations.contains { $0.contains("%0A1. Tap “Visit”") })

    let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/r.sarif"))) as? [String: Any]
    #expect(sarif?["version"] as? String == "2.1.0")
    let run = try #require((sarif?["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 12)
    let range = try #require(results.first { $0["ruleId"] as? String == "tipcheck/range" })
    let flow = try #require(
      ((range["codeFlows"] as? [[String: Any]])?.first?["threadFlows"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])
    #expect(flow.count == 6, "one location per move")
    let first = try #require(((flow[0]["location"] as? [String: Any])?["physicalLocation"] as? [String: Any]))
    #expect((first["artifactLocation"] as? [String: Any])?["uri"] as? String == "Tests/Fixtures/Swift/unusual/unusual.swift")
    #expect((first["region"] as? [String: Any])?["startLine"] as? Int == 62)

    let junit = try String(contentsOfFile: directory + "/r.xml", encoding: .utf8)
    #expect(junit.contains("<testsuites name=\"tipcheck\" tests=\"5\" failures=\"1\" errors=\"0\" skipped=\"4\" time=\""))
    #expect(junit.contains("<system-err>"), "the inputs' warnings, as the suite's stderr")
    #expect(junit.contains("<skipped message=\"no-deadlock is undecided:"))
    // Its counterexample passes the unread `if isPro`, approximated both ways.
    #expect(
      junit.contains(
        "<skipped message=\"single-tip is undecided: it is violated in the model, but its counterexample takes steps TipCheck approximated: Tests/Fixtures/Swift/unusual/unusual.swift:56:17 (assumes `isPro` holds)"
      ))
    #expect(junit.components(separatedBy: "<failure ").count == 2)
  }

  @Test("CI formats carry the reason, and a missing input is an error in each, never a green empty run")
  func reasonsAndMissingInputs() throws {
    let spec = try EndToEndTests.temporarySpec(
      """
      tip A { title "a" param on: Bool = false rule on }
      screen S initial { inline "a" shows A }
      """)
    let missing = spec + ".nowhere"
    let github = try EndToEndTests.run(["verify", spec, missing, "--format", "github"])
    #expect(github.status == 66)
    #expect(github.stdout.contains("::error title=TipCheck input::no such file or directory: \(missing)"), "\(github.stdout)")
    // The Why line rides along with the verdict.
    #expect(github.stdout.contains("can never appear") && github.stdout.contains("%0AWhy: "), "\(github.stdout)")

    let sarifOutput = try EndToEndTests.run(["verify", spec, missing, "--format", "sarif"])
    let sarif = try JSONSerialization.jsonObject(with: Data(sarifOutput.stdout.utf8)) as? [String: Any]
    let run = try #require((sarif?["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["markdown"] is String && $0["fullDescription"] != nil })
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.contains { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("\nWhy: ") == true })
    let clean = try EndToEndTests.run(["verify", "Specs/seed-1-ordered-group.tipspec", "--format", "sarif"])
    #expect(clean.stdout.contains("\"executionSuccessful\": true"))

    let junit = try EndToEndTests.run(["verify", spec, missing, "--format", "junit"]).stdout
    #expect(junit.contains("<error message=\"no such file or directory: \(missing)\" type=\"missing-input\"/>"), "\(junit)")
    #expect(junit.contains("errors=\"1\""))
  }

  @Test("Annotations are escaped and capped at GitHub's 10 per kind, with a notice for the rest")
  func capAndEscaping() {
    let source = SourceFile(path: "a,b:c.tipspec", text: "x")
    let diagnostics = (0..<12).map { _ in Diagnostic.error("bad 100% of\nthe time", at: source.range(0, 1)) }
    let run = VerificationRun(specs: [SpecResult(path: "a,b:c.tipspec", sources: [source], diagnostics: diagnostics, properties: [], scenarios: [])])
    let lines = GitHubReport(root: "/nowhere").render(run).split(separator: "\n")
    #expect(lines.count == 11)
    #expect(lines[0] == "::error file=a%2Cb%3Ac.tipspec,line=1,col=1,endLine=1,title=TipCheck input::bad 100%25 of%0Athe time")
    #expect(lines[10].hasPrefix("::notice title=TipCheck::2 more error(s) and 0 more warning(s) are not annotated"))
    #expect(GitHubReport(root: "/").summary(run).contains("| a,b:c.tipspec | (input) | ❌ invalid | |"))
    // JUnit: an invalid input is one errored test case.
    let junit = JUnitReport().render(run)
    #expect(junit.contains("tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\""))
    #expect(junit.contains("bad 100% of\nthe time"))
  }

  @Test("--quiet keeps every unexpected verdict's compiler-style line and the summary, and drops the stories")
  func quiet() throws {
    let spec = try EndToEndTests.temporarySpec(
      """
      tip A { title "a" }
      tip B { title "b" }
      screen S initial { inline "a" shows A inline "b" shows B }
      check single-tip, reachable A
      """)
    let output = try EndToEndTests.run(["verify", spec, "--quiet"])
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(output.stdout)")
    #expect(lines.first?.hasPrefix("\(spec):4:7: error: single-tip violated") == true, "\(output.stdout)")
    #expect(lines.last == "FAILED: 1 spec, 2 properties, 1 unexpected")
    // The full report says which defaults the check line leaves out.
    let full = try EndToEndTests.run(["verify", spec])
    #expect(full.stdout.contains("not checked (the check line leaves them out; 'check defaults, …' keeps them): reachable B, no-deadlock"))
  }

  @Test("Which engine decided a verdict is said when the user chose the engine, or with --verbose")
  func engineTags() throws {
    let chosen = try EndToEndTests.run(["verify", "Specs/seed-1-ordered-group.tipspec", "--engine", "kind"])
    #expect(chosen.stdout.contains("holds [kind: 1-inductive]"), "\(chosen.stdout)")
    let run = Verifier(options: Verifier.Options(engine: .pdr)).verify(paths: [TestSupport.repositoryRoot + "/Specs/seed-1-ordered-group.tipspec"])
    let plain = TextReport(showsEngines: false).render(run)
    #expect(!plain.contains("[pdr"), "\(plain)")
    #expect(TextReport(verbose: true, showsEngines: false).render(run).contains("[pdr"))
  }

  @Test("--coverage prints the gaps at their lines")
  func coverage() throws {
    let output = try EndToEndTests.run(["verify", "Specs/defect-3-relay-missing-style.tipspec", "--coverage", "-q"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("Coverage of Specs/defect-3-relay-missing-style.tipspec (6 states)"))
    #expect(output.stdout.contains("  never visible: Step3Tip  (defect-3-relay-missing-style.tipspec:25)"))
    #expect(output.stdout.contains("moves taken 6/8"))
  }

  @Test("--coverage lcov=PATH writes LCOV: tips, sites and moves as lines, rules as true/false branches")
  func lcov() throws {
    let path = ScratchDirectory.url("tipcheck").appendingPathExtension("info").path
    let output = try EndToEndTests.run(["verify", "Specs/defect-3-relay-missing-style.tipspec", "-q", "--coverage", "lcov=\(path)"])
    #expect(output.status == 0)
    let lcov = try String(contentsOfFile: path, encoding: .utf8)
    // Step3Tip (line 25) never shows, its rule (28) is never true, its site (42) never shows.
    #expect(lcov.hasPrefix("TN:tipcheck\nSF:Specs/defect-3-relay-missing-style.tipspec\n"))
    #expect(lcov.contains("BRDA:28,2,0,0\nBRDA:28,2,1,1\nBRF:6\nBRH:5\n"))
    #expect(lcov.contains("DA:25,0\n"))
    #expect(lcov.contains("DA:42,0\n"))
    #expect(lcov.hasSuffix("LF:11\nLH:9\nend_of_record\n"))
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["verify", "--coverage=html"]) }
  }

  @Test("--coverage with --format json adds coverage and the test plan to each spec")
  func jsonCoverage() throws {
    let output = try EndToEndTests.run(["verify", "Specs/defect-3-relay-missing-style.tipspec", "--coverage", "--format", "json"])
    #expect(output.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let spec = try #require((document["specs"] as? [[String: Any]])?.first)
    let coverage = try #require(spec["coverage"] as? [String: Any])
    #expect(coverage["states"] as? Int == 6)
    let reasons = try #require(coverage["invalidationReasons"] as? [[String: Any]])
    #expect(reasons.filter { $0["covered"] as? Bool == false }.compactMap { $0["name"] as? String } == ["Step3Tip .tipClosed"])
    #expect((spec["testPlan"] as? [Any])?.count == 4)
    // Without --coverage the keys are absent.
    let plain = try EndToEndTests.run(["verify", "Specs/defect-3-relay-missing-style.tipspec", "--format", "json"])
    #expect(!plain.stdout.contains("\"coverage\""))
    // How the states were kept: a model this small is the core engine's.
    let statistics = try #require(spec["statistics"] as? [String: Any])
    #expect(statistics["visitedSet"] as? String == "one hash table (the core engine)")
  }

  @Test("report -o DIR writes one page and exits as verify does")
  func report() throws {
    let parent = ScratchDirectory.url("tipcheck-report").path
    let directory = parent + "/nested"
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let output = try EndToEndTests.run(["report", "Specs/defect-1-two-tips-at-once.tipspec", "-o", directory, "--engine", "explicit"])
    #expect(output.status == 0)
    #expect(output.stdout == "OK: 1 spec, 4 properties\nWrote \(directory)/index.html\n")
    let page = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("Explore counterexample"))
    // A spec whose single-tip is violated unexpectedly: the page is written and the exit code is verify's.
    let spec = parent + "/unexpected.tipspec"
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/defect-1-two-tips-at-once.tipspec", encoding: .utf8)
    try text.replacingOccurrences(of: "check single-tip expect violated", with: "check single-tip")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: directory + "/index.html")
    let failing = try EndToEndTests.run(["report", spec, "-o", directory])
    #expect(failing.status == 1)
    #expect(failing.stdout.hasPrefix("FAILED: 1 spec, 4 properties, 1 unexpected"))
    #expect(FileManager.default.fileExists(atPath: directory + "/index.html"))
  }

  @Test(
    "report's usage errors",
    arguments: [
      (["report", "Specs"], "missing '-o <directory>': where to write the report"),
      (["report", "-o", "x", "--format", "json"], "'--format' is not an option of 'report' (the page always has every section)"),
      (["report", "-o", "x", "--max-states", "0"], "'0' is not valid for '--max-states' (expected an integer ≥ 1)"),
    ])
  func reportUsage(arguments: [String], message: String) {
    do {
      _ = try ArgumentParser.parse(arguments)
      Issue.record("accepted \(arguments)")
    } catch {
      #expect(error.description == message)
      #expect(error.command == "report")
    }
  }

  @Test("Every SARIF rule has its section in docs/rules.md; with a known repository, rules link there and the driver to it")
  func sarifRuleDocumentation() throws {
    let rules = try String(contentsOfFile: TestSupport.repositoryRoot + "/docs/rules.md", encoding: .utf8)
    let headings = Set(rules.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
    let ids = SARIFReport.ruleIDs
    #expect(Set(ids) == headings, "rules: \(ids), sections: \(headings.sorted())")

    let run = VerificationRun(specs: [], missing: [])
    let published = SARIFReport(toolVersion: "9.9.9", root: "/", repository: "https://example.com/tipcheck").render(run)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(published.utf8)) as? [String: Any])
    let driver = try #require(
      ((((json["runs"] as? [[String: Any]])?.first?["tool"]) as? [String: Any])?["driver"]) as? [String: Any])
    #expect(driver["informationUri"] as? String == "https://example.com/tipcheck")
    let first = try #require((driver["rules"] as? [[String: Any]])?.first)
    #expect(first["helpUri"] as? String == "https://example.com/tipcheck/blob/v9.9.9/docs/rules.md#single-tip")
    // Unpublished: no address that does not exist.
    let local = SARIFReport(toolVersion: "9.9.9", root: "/", repository: nil).render(run)
    #expect(!local.contains("helpUri") && !local.contains("informationUri"))
  }
}
