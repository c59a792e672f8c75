import TipModel
import TipResults
import TipSemantics

/// `tipcheck report`: one self-contained page per run. The verdict table,
/// coverage, test plan and state graph are plain HTML (readable without
/// the script); the counterexample explorer is drawn by the page's script
/// from embedded JSON. Nothing is fetched: a Content-Security-Policy
/// forbids every network request, and all model text is escaped
/// (`MarkupEscaping`) or written by the script as text.
public struct HTMLReport: Sendable {
  public var toolVersion: String
  /// States explored (with the reference semantics) for the drawn graph,
  /// the listed states and the explorer's marks on them: a drawing shows at
  /// most 60, and a list shows these nearest the launch with the true
  /// count beside them.
  public var graphLimit: Int
  /// Where locations link to; nil: plain text (the checked-in report of
  /// `Specs/` must not name this machine's paths).
  public var sourceLinks: SourceLinks?

  public init(toolVersion: String, graphLimit: Int = 1_000, sourceLinks: SourceLinks? = nil) {
    self.toolVersion = toolVersion
    self.graphLimit = graphLimit
    self.sourceLinks = sourceLinks
  }

  /// The page. Coverage sections appear for specs whose coverage was
  /// measured (`Verifier.Options.measuresCoverage`, or
  /// `VerificationRun.measureCoverage()` afterwards).
  public func render(_ run: VerificationRun) -> String {
    let status = JSONReport.statusName(run.status)
    var page: [String] = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<meta name=\"generator\" content=\"tipcheck \(MarkupEscaping.text(toolVersion))\">",
      "<title>TipCheck report: \(status)</title>",
      "<style>\n\(HTMLReportStyle.source)</style>",
      "</head>",
      "<body>",
      "<header><h1>TipCheck report</h1>",
      "<p><span class=\"badge \(status)\">\(status)</span> \(MarkupEscaping.text(TextReport(color: false).summaryLine(run)))</p>",
    ]
    for missing in run.missing { page.append("<p class=\"bad\">Not found: \(MarkupEscaping.text(missing))</p>") }
    page.append("</header>")
    page.append("<nav><ul>")
    for (index, spec) in run.specs.enumerated() {
      let specStatus = JSONReport.statusName(spec.status)
      page.append(
        "<li><a href=\"#spec-\(index)\">\(MarkupEscaping.text(spec.path))</a> <span class=\"badge \(specStatus)\">\(specStatus)</span></li>")
    }
    page.append("</ul></nav>")
    page.append("<main>")
    var explorerData: [JSONValue] = []
    for (index, spec) in run.specs.enumerated() {
      let (html, data) = section(spec, index: index)
      page.append(html)
      explorerData.append(data)
    }
    page.append("</main>")
    let document = JSONValue.object([("specs", .array(explorerData))])
    page.append("<script type=\"application/json\" id=\"tipcheck-data\">\(MarkupEscaping.scriptJSON(document))</script>")
    page.append("<script>\n\(HTMLReportScript.source)</script>")
    page.append("</body>")
    page.append("</html>")
    return page.joined(separator: "\n") + "\n"
  }

  private func section(_ spec: SpecResult, index: Int) -> (String, JSONValue) {
    let status = JSONReport.statusName(spec.status)
    var out = [
      "<section class=\"spec\" id=\"spec-\(index)\">",
      "<h2>\(MarkupEscaping.text(spec.path)) <span class=\"badge \(status)\">\(status)</span></h2>",
    ]
    if let error = spec.internalError { out.append("<p class=\"bad\">Internal error: \(MarkupEscaping.text(error))</p>") }
    out.append(diagnostics(spec.diagnostics))
    guard let model = spec.model, let system = spec.system else {
      out.append("</section>")
      return (out.joined(separator: "\n"), .null)
    }
    if let statistics = spec.statistics {
      out.append(
        "<p class=\"note\">\(statistics.states) states, \(statistics.transitions) transitions, depth \(statistics.depth)\(statistics.isComplete ? "" : " (exploration incomplete)")</p>"
      )
    }
    let space = ExploredStateSpace(system: system, limit: graphLimit)
    let data = HTMLExplorerData(spec: spec, system: system, space: space, sourceLinks: sourceLinks)
    let traces = data.traces(specIndex: index)
    let traceIDs = Set(traces.map(\.id))
    out.append(verdicts(spec, model: model, specIndex: index, traceIDs: traceIDs))
    out.append(scenarios(spec, specIndex: index, traceIDs: traceIDs))
    let map = ScreenFlowMap(spec: spec, model: model, specIndex: index)
    let mapHTML = map.html()
    if !mapHTML.isEmpty {
      out.append("<h3>Screens</h3>")
      out.append(
        "<p class=\"note\">Each screen with the tips its sites can show (green: reachable, red: can never appear, amber: unknown); arrows are navigation, labelled by what the user does (hover). The explorer marks the current screen.</p>")
      out.append("<div class=\"graph-box\">\(mapHTML)</div>")
    }
    out.append("<h3>Explorer</h3>")
    out.append(
      "<div class=\"explorer\" id=\"explorer-\(index)\" tabindex=\"0\"><p class=\"note\">The explorer needs JavaScript; the traces are also in the text and JSON reports.</p></div>"
    )
    out.append("<h3>State graph</h3>")
    let drawing = StateGraphDrawing(space: space, specIndex: index)
    let highlighted = spec.properties.first { $0.verdict == .violated && $0.trace != nil }?.trace?.trace.steps
    out.append(
      "<p class=\"note\">Breadth-first from launch; blue: one tip visible, red: two or more. "
        + (highlighted == nil ? "" : "The first counterexample is marked in red; the explorer marks its trace as you step.")
        + "</p>")
    let total = spec.statistics.flatMap { $0.isComplete ? $0.states : nil }
    out.append("<div class=\"graph-box\">\(drawing.html(highlight: highlighted, totalStates: total))</div>")
    if let coverage = spec.coverage {
      out.append(self.coverage(coverage))
      out.append(testPlan(spec.testPlan))
    }
    out.append("</section>")
    return (out.joined(separator: "\n"), data.document(traces: traces))
  }

  private func diagnostics(_ diagnostics: [Diagnostic]) -> String {
    guard !diagnostics.isEmpty else { return "" }
    var out = ["<ul class=\"diagnostics\">"]
    for diagnostic in diagnostics {
      var place = diagnostic.range.isSynthesized ? "" : MarkupEscaping.text("\(diagnostic.range.start)")
      if let url = sourceLinks?.url(diagnostic.range) { place = "<a class=\"source\" href=\"\(MarkupEscaping.text(url))\">\(place)</a>" }
      out.append(
        "<li class=\"\(diagnostic.severity.rawValue)\"><span class=\"location\">\(place)\(place.isEmpty ? "" : ": ")</span>\(MarkupEscaping.text(diagnostic.severity.rawValue)): \(MarkupEscaping.text(diagnostic.message))</li>"
      )
    }
    out.append("</ul>")
    return out.joined(separator: "\n")
  }

  private func verdicts(_ spec: SpecResult, model: TutorialModel, specIndex: Int, traceIDs: Set<String>) -> String {
    guard !spec.properties.isEmpty else { return "" }
    var out = [
      "<h3>Verdicts</h3>", "<table class=\"verdicts\">",
      "<tr><th>Property</th><th>Verdict</th><th>Expected</th><th>Engine</th><th>Where</th><th></th></tr>",
    ]
    for (index, result) in spec.properties.enumerated() {
      let dependsOn = spec.readingsChangingVerdict(ofPropertyAt: index)
      let readingNote =
        dependsOn.isEmpty
        ? "" : " <span class=\"reading\" title=\"\(MarkupEscaping.text(dependsOn.map { "\($0.rawValue): otherwise \($0.alternative)" }.joined(separator: "; ")))\">(depends on \(dependsOn.map(\.rawValue).joined(separator: ", ")))</span>"
      let verdictClass = result.verdict == .unknown ? "unknown" : result.matchesExpectation ? "ok" : "bad"
      let id = "s\(specIndex)-p\(index)"
      let button =
        traceIDs.contains(id)
        ? "<button type=\"button\" class=\"explore\" data-spec=\"\(specIndex)\" data-trace=\"\(id)\">\(result.verdict == .violated ? "Explore counterexample" : "Explore witness")</button>"
        : ""
      let engine = result.engine.rawValue + (result.engineDetail.map { ", " + $0 } ?? "")
      out.append(
        "<tr><td title=\"\(MarkupEscaping.text(result.summary(in: model)))\">\(MarkupEscaping.text(result.title(in: model)))</td><td class=\"\(verdictClass)\">\(result.verdict.rawValue)\(readingNote)</td><td>\(result.expectation.rawValue)</td><td>\(MarkupEscaping.text(engine))</td><td class=\"location\">\(place(result.cause?.location ?? result.property.range))</td><td>\(button)</td></tr>"
      )
    }
    out.append("</table>")
    for result in spec.properties where !result.explanation.isEmpty && (result.verdict != .holds) {
      out.append(
        "<p><strong>\(MarkupEscaping.text(result.title(in: model)))</strong>: \(MarkupEscaping.text(result.explanation.joined(separator: " ")))</p>")
    }
    return out.joined(separator: "\n")
  }

  private func scenarios(_ spec: SpecResult, specIndex: Int, traceIDs: Set<String>) -> String {
    guard !spec.scenarios.isEmpty else { return "" }
    var out = ["<h3>Scenarios</h3>", "<table class=\"scenarios\">", "<tr><th>Scenario</th><th>Result</th><th>Where</th><th></th></tr>"]
    for (index, result) in spec.scenarios.enumerated() {
      let id = "s\(specIndex)-c\(index)"
      let button =
        traceIDs.contains(id)
        ? "<button type=\"button\" class=\"explore\" data-spec=\"\(specIndex)\" data-trace=\"\(id)\">Explore</button>" : ""
      let outcome =
        result.passed ? "passed" : (result.isUndecided ? "undecided (rests on code TipCheck did not model): " : "failed: ") + (result.failure ?? "")
      out.append(
        "<tr><td>\(MarkupEscaping.text(result.scenario.name))</td><td class=\"\(result.passed ? "ok" : "bad")\">\(MarkupEscaping.text(outcome))</td><td class=\"location\">\(place(result.scenario.range))</td><td>\(button)</td></tr>"
      )
    }
    out.append("</table>")
    return out.joined(separator: "\n")
  }

  private func coverage(_ coverage: ModelCoverage) -> String {
    let scope = coverage.isComplete ? "over all \(coverage.states) states" : "over the first \(coverage.states) states only"
    var out = ["<h3>Coverage</h3>", "<p class=\"note\">Measured \(scope).</p>", "<div class=\"coverage-grid\">"]
    for group in coverage.groups where !group.items.isEmpty {
      let covered = group.items.filter(\.covered).count
      out.append("<table class=\"coverage\"><tr><th>\(MarkupEscaping.text(group.title)): \(covered)/\(group.items.count)</th><th></th><th></th></tr>")
      for item in group.items {
        out.append(
          "<tr><td>\(MarkupEscaping.text(item.name))</td><td class=\"\(item.covered ? "yes" : "no")\">\(item.covered ? "yes" : "no")</td><td class=\"location\">\(place(item.location))</td></tr>"
        )
      }
      out.append("</table>")
    }
    out.append("</div>")
    if !coverage.scenarios.isEmpty {
      out.append("<table class=\"scenario-coverage\"><tr><th>Scenario</th><th>Tips shown</th><th>Invalidations</th><th>Moves taken</th></tr>")
      for scenario in coverage.scenarios {
        let cells = [scenario.name, scenario.tipsVisible.joined(separator: ", "), scenario.invalidations.joined(separator: ", ")]
          .map { "<td>\(MarkupEscaping.text($0))</td>" }.joined()
        out.append(
          "<tr>\(cells)<td title=\"\(MarkupEscaping.text(scenario.movesTaken.joined(separator: "; ")))\">\(scenario.movesTaken.count)/\(coverage.moves.count)</td></tr>")
      }
      out.append("</table>")
    }
    return out.joined(separator: "\n")
  }

  private func testPlan(_ cases: [NarratedTrace]) -> String {
    guard !cases.isEmpty else { return "" }
    var out = ["<h3>Test plan</h3>", "<p class=\"note\">Follow these from a fresh install; together they show every tip and take every move.</p>", "<ol class=\"plan\">"]
    for trace in cases {
      out.append("<li><ol start=\"0\">")
      for step in trace.steps {
        let visible = step.visible.isEmpty ? "none" : step.visible.map(\.tip).joined(separator: ", ")
        out.append("<li>\(MarkupEscaping.text(step.action)) — expect visible: \(MarkupEscaping.text(visible))</li>")
      }
      out.append("</ol></li>")
    }
    out.append("</ol>")
    return out.joined(separator: "\n")
  }

  /// "seed-1.tipspec:12" as markup: a link to the source when the report
  /// has `sourceLinks`.
  private func place(_ range: SourceRange?) -> String {
    guard let range, let text = HTMLExplorerData.place(range) else { return "" }
    guard let url = sourceLinks?.url(range) else { return MarkupEscaping.text(text) }
    return "<a class=\"source\" href=\"\(MarkupEscaping.text(url))\">\(MarkupEscaping.text(text))</a>"
  }
}
