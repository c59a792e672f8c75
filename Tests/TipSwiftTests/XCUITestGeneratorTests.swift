import Foundation
import Testing
import TipModel
import TipReports
import TipResults
import TipSwift
import TipTestSupport

/// The generated UI tests are Swift that parses, and say what the model
/// predicts, step by step (worked out by hand for defect-1).
@Suite("XCUITest generator", .enabled(if: SwiftFrontend.isAvailable))
struct XCUITestGeneratorTests {
  static func generated(_ spec: String, _ generator: XCUITestGenerator = XCUITestGenerator()) throws -> String {
    let text = try String(contentsOfFile: TestSupport.specsDirectory + "/" + spec, encoding: .utf8)
    var run = VerificationRun(specs: [Verifier().verify(SourceFile(path: "Specs/" + spec, text: text))])
    run.measureCoverage()
    return generator.render(try #require(run.specs.first))
  }

  static var specFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory)) ?? [])
      .filter { $0.hasSuffix(".tipspec") }.sorted()
  }

  @Test("Each generated file parses with SwiftParser, for every spec", arguments: Self.specFiles)
  func parses(spec: String) throws {
    let swift = try Self.generated(spec, XCUITestGenerator(className: "Tour\"Tests", launchArguments: ["-a\"b\\c"]))
    let result = SwiftFrontend.load(name: "UITests", sources: [SourceFile(path: "TutorialUITests.swift", text: swift)])
    let syntaxErrors = result.diagnostics.filter { $0.message.hasPrefix("Swift syntax error") }
    #expect(syntaxErrors.isEmpty, "\(syntaxErrors)\n\(swift)")
    #expect(swift.contains("final class TourTests: XCTestCase {"))
    #expect(swift.contains(#"app.launchArguments += ["-a\"b\\c"]"#))
  }

  @Test("defect-1: logging in shows both tips, and the test says so after that tap")
  func defectOne() throws {
    let swift = try Self.generated("defect-1-two-tips-at-once.tipspec")
    // By hand (the spec's header): launch shows nothing; “Log in” shows
    // FavoriteTip and ShareTip at once.
    #expect(swift.contains(
      """
          app.buttons["Log in"].firstMatch.tap()
          expectVisible(app, ["FavoriteTip", "ShareTip"], after: "1. Tap “Log in”")
      """))
    #expect(swift.contains(#"app.launchArguments += ["-com.apple.TipKit.ResetDatastore", "1"]"#))
  }

  @Test("A move a UI test cannot make ends the case with a comment")
  func stops() throws {
    let swift = try Self.generated("example-landmarks-daily.tipspec")
    #expect(swift.contains("waiting for the display frequency's period cannot be done by a UI test; the case ends here."))
  }

  @Test("A button's accessibility identifier is read, and the UI test finds the button by it")
  func accessibilityIdentifiers() throws {
    let app = """
      struct A: Tip {
          @Parameter static var on: Bool = false
          var title: Text { Text("Welcome") }
          var rules: [Rule] { [#Rule(Self.$on) { $0 }] }
      }
      struct Home: View {
          var body: some View {
              VStack {
                  Button("Start") { A.on = true }
                      .buttonStyle(.borderedProminent)
                      .accessibilityIdentifier("startTour")
                  TipView(A())
              }
              .accessibilityIdentifier("homeStack")
          }
      }
      """
    let sources = [SourceFile(path: "App.swift", text: app)]
    let extracted = SwiftFrontend.load(name: "App", sources: sources)
    #expect(extracted.spec.contains(#"button "Start" id "startTour" {"#), "\(extracted.spec)")
    var run = VerificationRun(specs: [Verifier().verify(swiftApp: "App", sources: sources)])
    run.measureCoverage()
    let swift = XCUITestGenerator().render(try #require(run.specs.first))
    #expect(swift.contains(#"app.buttons["startTour"].firstMatch.tap()"#), "\(swift)")
    #expect(!swift.contains("homeStack"))
  }
}
