import Foundation
import TipModel
import TipResults

/// JUnit XML: one test case per spec × property (and per scenario). A
/// violation is a `<failure>` with the trace, a tool or input error an
/// `<error>`, an undecided verdict `<skipped>`; the counts add up.
public struct JUnitReport: Sendable {
  /// Whether suites carry the time their search took (off for reports kept
  /// in the repository, so they only change when results do).
  public var timing: Bool

  public init(timing: Bool = true) { self.timing = timing }

  public func render(_ run: VerificationRun) -> String {
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
    var totalSeconds = 0.0
    let text = TextReport(color: false, timing: false)
    // An input that is not there is an error, not zero tests.
    for path in run.missing {
      let name = MarkupEscaping.text(path)
      suites.append(
        "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
          + "    <testcase classname=\"\(name)\" name=\"input\">\n      <error message=\"no such file or directory: \(name)\" type=\"missing-input\"/>\n    </testcase>\n"
          + "  </testsuite>")
      totals.tests += 1
      totals.errors += 1
    }
    for spec in run.specs {
      var cases: [String] = []
      var counts = (tests: 0, failures: 0, errors: 0, skipped: 0)
      let suite = MarkupEscaping.text(spec.path)
      if spec.isInvalid || spec.internalError != nil {
        let messages = spec.diagnostics.filter { $0.severity == .error }.map(\.description) + (spec.internalError.map { [$0] } ?? [])
        cases.append(
          "    <testcase classname=\"\(suite)\" name=\"input\">\n      <error message=\"\(MarkupEscaping.text(messages.first ?? "error"))\" type=\"\(spec.internalError == nil ? "invalid-input" : "internal-error")\">\(MarkupEscaping.text(messages.joined(separator: "\n")))</error>\n    </testcase>")
        counts.tests += 1
        counts.errors += 1
      }
      if let unfinished = spec.unfinished {
        cases.append(
          "    <testcase classname=\"\(suite)\" name=\"input\">\n      <skipped message=\"\(MarkupEscaping.text(unfinished))\"/>\n    </testcase>")
        counts.tests += 1
        counts.skipped += 1
      }
      if let model = spec.model, !spec.isInvalid {
        for result in spec.properties {
          counts.tests += 1
          var body = ""
          if result.verdict == .unknown {
            counts.skipped += 1
            body = "\n      <skipped message=\"\(MarkupEscaping.text(result.summary(in: model)))\"/>\n    "
          } else if !result.matchesExpectation {
            counts.failures += 1
            let story = result.trace.map { text.tell($0, indent: "").joined(separator: "\n") } ?? ""
            let detail = ([story] + result.explanation).filter { !$0.isEmpty }.joined(separator: "\n")
            body = "\n      <failure message=\"\(MarkupEscaping.text(result.summary(in: model)))\" type=\"\(result.verdict.rawValue)\">\(MarkupEscaping.text(detail))</failure>\n    "
          }
          let location = result.property.range
          let file = location.isSynthesized ? "" : " file=\"\(MarkupEscaping.text(location.start.file))\" line=\"\(location.start.line)\""
          cases.append("    <testcase classname=\"\(suite)\" name=\"\(MarkupEscaping.text(result.title(in: model)))\"\(file)>\(body)</testcase>")
        }
        for scenario in spec.scenarios {
          counts.tests += 1
          var body = ""
          if scenario.isUndecided {
            counts.skipped += 1
            body = "\n      <skipped message=\"\(MarkupEscaping.text("undecided: " + (scenario.failure ?? "failed") + "; it rests on code TipCheck did not model"))\"/>\n    "
          } else if !scenario.passed {
            counts.failures += 1
            let story = scenario.trace.map { text.tell($0, indent: "").joined(separator: "\n") } ?? ""
            body = "\n      <failure message=\"\(MarkupEscaping.text(scenario.failure ?? "failed"))\" type=\"scenario\">\(MarkupEscaping.text(story))</failure>\n    "
          }
          cases.append("    <testcase classname=\"\(suite)\" name=\"scenario \(MarkupEscaping.text(scenario.scenario.name))\">\(body)</testcase>")
        }
      }
      totals.tests += counts.tests
      totals.failures += counts.failures
      totals.errors += counts.errors
      totals.skipped += counts.skipped
      let seconds = spec.statistics?.seconds ?? 0
      totalSeconds += seconds
      let time = timing ? " time=\"\(Self.seconds(seconds))\"" : ""
      // Warnings about the inputs, as a test runner's stderr.
      let warnings = spec.diagnostics.filter { $0.severity == .warning }.map(\.description)
      let systemErr =
        warnings.isEmpty ? "" : "    <system-err>\(MarkupEscaping.text(warnings.joined(separator: "\n")))</system-err>\n"
      suites.append(
        "  <testsuite name=\"\(suite)\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\"\(time)>\n"
          + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + systemErr + "  </testsuite>")
    }
    let time = timing ? " time=\"\(Self.seconds(totalSeconds))\"" : ""
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"tipcheck\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\"\(time)>\n"
      + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
  }
}

extension JUnitReport {
  /// Seconds as JUnit writes them (a decimal, three places).
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}

/// GitHub Actions workflow commands (`::error file=…,line=…::…`), escaped as
/// the runner requires, capped as GitHub caps annotations (10 errors and 10
/// warnings per step) with a notice saying how many more there are.
public struct GitHubReport: Sendable {
  public static let cap = 10
  public var root: String

  public init(root: String) { self.root = root }

  public func render(_ run: VerificationRun) -> String {
    let relativizer = PathRelativizer(root: root)
    var lines: [String] = []
    var shown: [Problem.Level: Int] = [:]
    var hidden: [Problem.Level: Int] = [:]
    for problem in Problem.collect(run) {
      guard shown[problem.level, default: 0] < Self.cap else {
        hidden[problem.level, default: 0] += 1
        continue
      }
      shown[problem.level, default: 0] += 1
      var properties: [String] = []
      if let location = problem.location, !location.isSynthesized {
        properties += [
          "file=" + Self.escapeProperty(relativizer.relative(location.start.file)), "line=\(location.start.line)",
          "col=\(location.start.column)",
        ]
        if location.end.line >= location.start.line { properties.append("endLine=\(location.end.line)") }
      }
      properties.append("title=" + Self.escapeProperty(problem.title))
      let message = ([problem.message] + problem.steps.map(\.text)).joined(separator: "\n")
      lines.append("::\(problem.level.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))")
    }
    let more = (hidden[.error] ?? 0, hidden[.warning] ?? 0)
    if more.0 + more.1 > 0 {
      lines.append(
        "::notice title=TipCheck::\(more.0) more error(s) and \(more.1) more warning(s) are not annotated (GitHub shows \(Self.cap) of each per step); see the job log or the SARIF report")
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// A Markdown summary for `GITHUB_STEP_SUMMARY`.
  public func summary(_ run: VerificationRun) -> String {
    var lines = ["### TipCheck", "", "| input | property | verdict | expected |", "|---|---|---|---|"]
    func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
    for path in run.missing { lines.append("| \(cell(path)) | (input) | ❌ missing | |") }
    for spec in run.specs {
      if spec.isInvalid { lines.append("| \(cell(spec.path)) | (input) | ❌ invalid | |") }
      guard let model = spec.model else { continue }
      for result in spec.properties {
        let mark = result.verdict == .unknown ? "❔" : (result.matchesExpectation ? "✅" : "❌")
        lines.append(
          "| \(cell(spec.path)) | \(cell(result.title(in: model))) | \(mark) \(result.verdict.rawValue) | \(result.expectation.rawValue) |")
      }
      for scenario in spec.scenarios {
        lines.append("| \(cell(spec.path)) | scenario \(cell(scenario.scenario.name)) | \(scenario.passed ? "✅ passed" : scenario.isUndecided ? "❔ undecided" : "❌ failed") | passes |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
