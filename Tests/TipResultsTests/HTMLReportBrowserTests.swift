import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipTestSupport

/// A headless Chromium loads the report of every spec in Specs/ with
/// `#selftest`: the page's script clicks each spec's first Explore button,
/// then Next through the trace (and once past the end, and Previous), and
/// checks the drawn screen against the data at every step. This test reads
/// what the page wrote, compares the steps with the ones worked out by
/// hand, and takes a screenshot. It runs where Chromium is installed
/// (`.ci/run` installs Debian's `chromium`); `TIPCHECK_CHROMIUM` names
/// another browser binary.
@Suite("HTML report in a browser", .enabled(if: Browser.path != nil, "needs Chromium (apt-get install chromium)"))
struct HTMLReportBrowserTests {
  struct SelfTest: Decodable {
    struct Explored: Decodable {
      struct Step: Decodable {
        var action: String
        var visible: [String]
      }

      var spec: Int
      var trace: String
      var kind: String
      var steps: [Step]
    }

    struct DeepLink: Decodable {
      var trace: String
      var step: Int
      var opened: String?
      var openedStep: Int
      var focused: Bool
    }

    var ok: Bool
    var errors: [String]
    var explored: [Explored]
    /// Screens drawn on each spec's screen map.
    var maps: [Int]
    /// The `#trace=…&step=…` link the page followed by changing only the hash.
    var deepLink: DeepLink?
  }

  static func writeReport() throws -> (directory: URL, page: URL, specs: [String], run: VerificationRun) {
    let specs = SpecVerdictTests.specFiles
    var run = VerificationRun(specs: try specs.map(SpecVerdictTests.verify))
    run.measureCoverage()
    let directory = ScratchDirectory.url("tipcheck-browser")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let page = directory.appendingPathComponent("index.html")
    try HTMLReport(toolVersion: "test").render(run).write(to: page, atomically: true, encoding: .utf8)
    return (directory, page, specs, run)
  }

  @Test("Clicking through the first trace of every spec draws what the model says, step by step")
  func clickThrough() throws {
    let report = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: report.directory) }
    let dom = try Browser.run(["--dump-dom", report.page.absoluteString + "#selftest"], profile: report.directory)
    let open = "<pre id=\"selftest-result\">"
    let start = try #require(dom.range(of: open), "the page's self-test wrote no result; did its script fail?")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    let result = try JSONDecoder().decode(SelfTest.self, from: Data(json.utf8))
    #expect(result.ok, "\(result.errors)")
    #expect(result.errors.isEmpty)
    // Every spec in Specs/ has a trace to explore (a counterexample, a witness or a scenario).
    #expect(result.explored.map(\.spec) == Array(report.specs.indices))

    func explored(_ spec: String) throws -> SelfTest.Explored {
      let index = try #require(report.specs.firstIndex(of: spec))
      return try #require(result.explored.first { $0.spec == index })
    }
    // defect-1 (by hand, its header): tapping “Log in” shows both tips at once.
    let twoTips = try explored("defect-1-two-tips-at-once.tipspec")
    #expect(twoTips.kind == "counterexample")
    #expect(twoTips.steps.map(\.action) == ["Launch the app", "Tap “Log in”"])
    #expect(twoTips.steps.map(\.visible) == [[], ["FavoriteTip", "ShareTip"]])
    // seed-3 has no counterexample: its first trace is Step1Tip's witness.
    let relay = try explored("seed-3-chained-style.tipspec")
    #expect(relay.kind == "witness")
    #expect(relay.steps.map(\.visible) == [[], ["Step1Tip"]])
    // defect-2 (by hand): the stalled group is stuck at launch; its no-deadlock counterexample has one state.
    let stalled = try explored("defect-2-stalled-ordered-group.tipspec")
    #expect(stalled.kind == "counterexample")
    #expect(stalled.steps.map(\.visible) == [[]])

    // Every screen of every spec is on its map (the page checked, at each
    // step, that the explorer marks the step's screen there).
    #expect(result.maps == report.run.specs.map { $0.model?.screens.count ?? 0 })
    #expect(result.maps.contains { $0 >= 2 })
    // The page changed only its hash to a link: the explorer opened that
    // trace at that step and took the keyboard focus (so the arrow keys work).
    let link = try #require(result.deepLink, "the page did not follow the link")
    #expect(link.opened == link.trace && link.openedStep == link.step && link.step > 0, "\(link)")
    #expect(link.focused)
  }

  @Test("A #trace=…&step=… address opens that trace at that step when the page loads")
  func deepLinkOnLoad() throws {
    let report = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: report.directory) }
    // defect-1 (by hand): its counterexample is launch, then “Log in”: step 1 shows both tips.
    let index = try #require(report.specs.firstIndex(of: "defect-1-two-tips-at-once.tipspec"))
    let dom = try Browser.run(["--dump-dom", report.page.absoluteString + "#trace=s\(index)-p0&step=1"], profile: report.directory)
    #expect(dom.contains("id=\"explorer-\(index)\" tabindex=\"0\" data-trace=\"s\(index)-p0\" data-step=\"1\""), "\(dom.prefix(300))")
    #expect(dom.contains("Visible: FavoriteTip, ShareTip"))
  }

  @Test("A screenshot of the page after the self-test is a real picture, not a blank page")
  func screenshot() throws {
    let report = try Self.writeReport()
    defer { try? FileManager.default.removeItem(at: report.directory) }
    let image = report.directory.appendingPathComponent("report.png")
    _ = try Browser.run(
      ["--window-size=1280,1400", "--screenshot=\(image.path)", report.page.absoluteString + "#selftest"],
      profile: report.directory)
    let data = try Data(contentsOf: image)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // A blank 1280×1400 page compresses to a few KB; the drawn report is far larger.
    #expect(data.count > 40_000, "screenshot is \(data.count) bytes: the page looks blank")
    // Kept for people to look at: .build/tipcheck-report-screenshot.png.
    let keep = URL(fileURLWithPath: TestSupport.repositoryRoot + "/.build/tipcheck-report-screenshot.png")
    try? FileManager.default.removeItem(at: keep)
    try? FileManager.default.copyItem(at: image, to: keep)
  }
}

/// Finds and runs a headless Chromium.
enum Browser {
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["TIPCHECK_CHROMIUM"], !named.isEmpty {
      return FileManager.default.isExecutableFile(atPath: named) ? named : nil
    }
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for directory in directories {
      for name in names where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return directory + "/" + name
      }
    }
    #if os(macOS)
    let application = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
    if FileManager.default.isExecutableFile(atPath: application) { return application }
    #endif
    return nil
  }()

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the browser headless with a private profile; fails after 90 s
  /// rather than hang the test run.
  static func run(_ arguments: [String], profile: URL) throws -> String {
    guard let path else { throw Failure(description: "no Chromium") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-extensions", "--user-data-dir=\(profile.appendingPathComponent("profile").path)",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    // Read while the browser runs, so a large DOM cannot fill the pipe and block it.
    let box = ResultBox()
    let read = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      box.data = output.fileHandleForReading.readDataToEndOfFile()
      read.signal()
    }
    try process.run()
    if finished.wait(timeout: .now() + 90) == .timedOut {
      process.terminate()
      throw Failure(description: "Chromium did not finish in 90 s")
    }
    guard read.wait(timeout: .now() + 30) == .success else { throw Failure(description: "Chromium's output never closed") }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "Chromium exited with status \(process.terminationStatus)")
    }
    return String(decoding: box.data, as: UTF8.self)
  }

  private final class ResultBox: @unchecked Sendable {
    var data = Data()
  }
}
