import Foundation
import Testing
import TipModel
@testable import TipReports
import TipResults
import TipTestSupport

/// The HTML report's structure and its escaping, without a browser (the
/// browser test, `HTMLReportBrowserTests`, clicks through it).
@Suite("HTML report")
struct HTMLReportTests {
  static let hostileSpec = """
    tip EvilTip {
      title "</script><script>alert(1)</script>"
      message "<img src=x onerror=alert(2)> & <!-- comment"
      param show: Bool = false
      rule show == true
    }
    tip OtherTip {
      title "Other\u{2028}tip"
      param show: Bool = false
      rule show == true
    }
    screen Main initial {
      button "<img src=y onerror=alert(3)>" { set EvilTip.show = true  set OtherTip.show = true }
      popover "<b onmouseover=alert(4)>site</b>" shows EvilTip
      popover "Other site" shows OtherTip
    }
    check single-tip
    scenario "x\\" onclick=\\"alert(5)" {
      launch expect none
    }
    """

  static func run(_ text: String, path: String = "Specs/evil.tipspec") -> VerificationRun {
    var run = VerificationRun(specs: [Verifier().verify(SourceFile(path: path, text: text))])
    run.measureCoverage()
    return run
  }

  /// The JSON embedded in the page, decoded.
  static func embeddedData(_ page: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(embeddedJSON(page).utf8)) as? [String: Any])
  }

  /// The JSON embedded in the page, as text.
  static func embeddedJSON(_ page: String) throws -> String {
    let open = "<script type=\"application/json\" id=\"tipcheck-data\">"
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    return String(page[start.upperBound..<end.lowerBound])
  }

  static func count(_ needle: String, in page: String) -> Int { page.components(separatedBy: needle).count - 1 }

  @Test("Model text cannot become markup: no injected elements, and the data round-trips exactly")
  func escaping() throws {
    let page = HTMLReport(toolVersion: "test").render(Self.run(Self.hostileSpec))
    #expect(!page.contains("<img"))
    #expect(!page.contains("<b "))
    #expect(!page.contains("<!-- comment"))
    #expect(!page.contains("\" onclick=\""))
    // Exactly the page's two script elements, each closed once.
    #expect(Self.count("<script", in: page) == 2)
    #expect(Self.count("</script>", in: page) == 2)
    #expect(page.contains("&lt;img src=y onerror=alert(3)&gt;"))
    let data = try Self.embeddedData(page)
    let specs = try #require(data["specs"] as? [[String: Any]])
    let tips = try #require(specs.first?["tips"] as? [[String: Any]])
    #expect(tips.first?["title"] as? String == "</script><script>alert(1)</script>")
    #expect(tips.first?["message"] as? String == "<img src=x onerror=alert(2)> & <!-- comment")
    // U+2028/U+2029 (which older JavaScript parsers reject) are escaped in the embedded JSON.
    #expect(!(try Self.embeddedJSON(page)).unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 })
    #expect(tips.dropFirst().first?["title"] as? String == "Other\u{2028}tip")
    // The script never assigns markup.
    #expect(!page.contains("innerHTML"))
    #expect(!page.contains("outerHTML"))
    #expect(!page.contains("insertAdjacentHTML"))
    #expect(!page.contains("document.write"))
  }

  @Test("No network: a Content-Security-Policy forbids every fetch, and nothing refers to one")
  func selfContained() throws {
    let page = HTMLReport(toolVersion: "test").render(Self.run(Self.hostileSpec))
    #expect(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""))
    #expect(!page.contains("http://") && !page.contains("https://"))
    // No element loads anything, and every link stays on the page.
    #expect(!page.contains(/<[a-zA-Z][^>]*\ssrc\s*=/))
    #expect(!page.contains(/<[a-zA-Z][^>]*\shref\s*=\s*"[^#]/))
  }

  @Test("The two-tips defect: its counterexample first, two tips at step 1, its path marked on a 7-state graph")
  func defectOne() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/defect-1-two-tips-at-once.tipspec", encoding: .utf8)
    let page = HTMLReport(toolVersion: "test").render(Self.run(text, path: "Specs/defect-1-two-tips-at-once.tipspec"))
    let data = try Self.embeddedData(page)
    let spec = try #require((data["specs"] as? [[String: Any]])?.first)
    let traces = try #require(spec["traces"] as? [[String: Any]])
    // single-tip's counterexample, then the witnesses of the two reachable tips.
    #expect(traces.map { $0["kind"] as? String } == ["counterexample", "witness", "witness"])
    let steps = try #require(traces.first?["steps"] as? [[String: Any]])
    #expect(steps.map { $0["action"] as? String } == ["Launch the app", "Tap “Log in”"])
    #expect((steps[1]["visible"] as? [Any])?.count == 2)
    // The tap that makes step 1 is the “Log in” button's move, drawn on the screen.
    let screens = try #require(spec["screens"] as? [[String: Any]])
    let actions = try #require(screens.first?["actions"] as? [[String: Any]])
    #expect(actions.first?["label"] as? String == "Log in")
    #expect((actions.first?["moves"] as? [Int]) == [steps[1]["move"] as? Int ?? -9])
    // 7 states (hand count in SpecVerdictTests); launch and the two-tip state are on the path.
    #expect(Self.count("<g class=\"node", in: page) == 7)
    #expect(Self.count("on-path\" id=\"g0-n", in: page) == 2)
    #expect(Self.count("class=\"node shows-2", in: page) == 1)
    #expect(page.contains("Explore counterexample"))
    // Coverage and the test plan are on the page.
    #expect(page.contains("tips visible: 2/2"))
    #expect(page.contains("<h3>Test plan</h3>"))
  }

  @Test("Above the drawing limit the states are listed with the true count, searchable by tip and filterable")
  func listAboveLimit() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/example-landmarks-daily.tipspec", encoding: .utf8)
    let run = Self.run(text)
    let states = try #require(run.specs.first?.statistics?.states)
    let page = HTMLReport(toolVersion: "test", graphLimit: 5).render(run)
    #expect(!page.contains("<svg class=\"state-graph"))
    // The verifying search's count, not the drawing's prefix.
    #expect(page.contains("\(StateGraphDrawing.grouped(states)) states; showing the 5 nearest the launch (breadth-first)."))
    #expect(Self.count("<li id=\"g0-n", in: page) == 5)
    #expect(page.contains("class=\"state-search\""))
    // Launch shows SearchTip (the spec's header: reachable at launch, 0 steps).
    #expect(page.contains("<li id=\"g0-n0\" data-tips=\"SearchTip\" data-shows=\"1\">depth 0: SearchTip</li>"))
  }

  @Test("Numbers are grouped by thousands")
  func grouped() {
    #expect(StateGraphDrawing.grouped(7) == "7")
    #expect(StateGraphDrawing.grouped(1_000) == "1,000")
    #expect(StateGraphDrawing.grouped(263_098) == "263,098")
    #expect(StateGraphDrawing.grouped(14_000_000) == "14,000,000")
  }

  @Test("The screen map: every screen with the tips its sites can show, navigation as arrows, screens nothing leads to set apart")
  func screenMap() throws {
    // By hand: Home (first) links to Settings and shows A; Settings shows B
    // and goes back; Orphan shows C and nothing navigates to it.
    let text = """
      tip A { title "a" }
      tip B { title "b" }
      tip C { title "c" }
      screen Home initial { link "Settings" -> Settings  popover "Gear" shows A }
      screen Settings { button "Done" { navigate Home }  inline "Header" shows B }
      screen Orphan { inline "Maps" shows C }
      """
    let run = Self.run(text)
    let page = HTMLReport(toolVersion: "test").render(run)
    #expect(Self.count("<g class=\"map-screen", in: page) == 3)
    #expect(page.contains("<g class=\"map-screen initial\" id=\"map-0-screen-0\""))
    #expect(page.contains("<g class=\"map-screen unreached\" id=\"map-0-screen-2\""))
    #expect(page.contains("no navigation leads here"))
    #expect(Self.count("<path class=\"map-edge\"", in: page) == 2)
    #expect(page.contains("<title>Home → Settings: Settings</title>"))
    #expect(page.contains("<title>Settings → Home: Done</title>"))
    // Each tip coloured by its reachable verdict: C can never appear.
    #expect(page.contains("<text class=\"map-tip holds\""))
    #expect(page.contains("<text class=\"map-tip violated\""))
    #expect(page.contains(">C<title>C: reachable violated</title>"))
  }

  @Test("Locations link to the sources with --source-url's template, or to the file; other schemes are never written")
  func sourceLinks() throws {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/defect-1-two-tips-at-once.tipspec", encoding: .utf8)
    let run = Self.run(text, path: "Specs/defect 1.tipspec")
    let template = SourceLinks(template: "https://example.com/app/blob/main/{path}#L{line}", root: "/repo")
    let page = HTMLReport(toolVersion: "test", sourceLinks: template).render(run)
    #expect(page.contains("<a class=\"source\" href=\"https://example.com/app/blob/main/Specs/defect%201.tipspec#L"))
    let data = try Self.embeddedData(page)
    let spec = try #require((data["specs"] as? [[String: Any]])?.first)
    let steps = try #require(((spec["traces"] as? [[String: Any]])?.first?["steps"]) as? [[String: Any]])
    #expect(steps.contains { ($0["link"] as? String)?.hasPrefix("https://example.com/app/blob/main/Specs/defect%201.tipspec#L") == true })

    let file = SourceLinks(template: nil, root: "/repo")
    let range = SourceRange(start: SourceLocation(file: "Specs/a b.tipspec", line: 3, column: 1, offset: 0), end: SourceLocation(file: "Specs/a b.tipspec", line: 3, column: 2, offset: 1))
    #expect(file.url(range) == "file:///repo/Specs/a%20b.tipspec")
    #expect(SourceLinks(template: "javascript:alert(1)//{path}", root: "/").url(range) == nil)
    #expect(SourceLinks(template: "../{path}#L{line}", root: "/repo").url(range) == "../Specs/a%20b.tipspec#L3")
    // Without links (the checked-in report), locations are text.
    #expect(!HTMLReport(toolVersion: "test").render(run).contains("<a class=\"source\""))
  }
}
