import Foundation
import Testing
import TipResults
import TipSwift
import TipTestSupport

/// `tipcheck` on Swift sources, as an iOS developer runs it in CI.
@Suite("tipcheck on Swift sources", .serialized, .enabled(if: SwiftFrontend.isAvailable))
struct SwiftEndToEndTests {
  static let fixtures = "Tests/Fixtures/Swift"

  @Test("verify a Swift file: the seed's relay holds, exit 0")
  func verifySeed() throws {
    let output = try EndToEndTests.run(["verify", Self.fixtures + "/seed-3-chained-style.swift"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("✓ order Step1Tip -> Step2Tip  holds"))
    #expect(output.stderr.isEmpty)
  }

  @Test("--one-app: the Swift files of several directories are one app (a modular app's targets), not one app each")
  func oneAppAcrossDirectories() throws {
    // Sketchbook (Tests/Fixtures/Apps/sketchbook-relay-stuck) split as a
    // modular app splits: its tips in one module's directory, its views in
    // another's. By hand (verdicts.txt): no-deadlock is violated.
    let app = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/sketchbook-relay-stuck"
    let root = ScratchDirectory.url("tipcheck-modular").path
    let tips = root + "/OnboardingTips"
    let views = root + "/App"
    for directory in [tips, views] { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    for name in try FileManager.default.contentsOfDirectory(atPath: app) where name.hasSuffix(".swift") {
      try FileManager.default.copyItem(atPath: app + "/" + name, toPath: (name == "CanvasTips.swift" ? tips : views) + "/" + name)
    }
    let together = try EndToEndTests.run(["verify", views, tips, "--one-app", "--quiet"])
    #expect(together.status == 1, "\(together.stdout)\(together.stderr)")
    #expect(together.stdout.contains(views + "/ToolPalette.swift:12:13: error: no-deadlock violated: LayersTip"), "\(together.stdout)")
    #expect(together.stdout.contains("1 spec"), "\(together.stdout)")
    #expect(!together.stdout.contains("BrushTip can never appear"), "\(together.stdout)")
    // Without it, each directory is an app: the tips alone have no site,
    // a false error a device never shows.
    let apart = try EndToEndTests.run(["verify", views, tips, "--quiet"])
    #expect(apart.stdout.contains(tips + "/CanvasTips.swift:8:8: error: BrushTip can never appear: No site presents BrushTip"), "\(apart.stdout)")
  }

  @Test("A violation in Swift: compiler-style line and every step at a Swift line, exit 1")
  func violationInSwift() throws {
    let path = try EndToEndTests.temporarySpec(
      """
      struct Flag { @Parameter static var on = false }
      struct A: Tip { var title: Text { Text("A") }; var rules: [Rule] { #Rule(Flag.$on) { $0 } } }
      struct B: Tip { var title: Text { Text("B") }; var rules: [Rule] { #Rule(Flag.$on) { $0 } } }
      struct Home: View {
          var body: some View {
              VStack {
                  Button("Go") { Flag.on = true }
                  TipView(A())
                  TipView(B())
              }
          }
      }
      """, name: "Home.swift")
    let output = try EndToEndTests.run(["verify", path])
    #expect(output.status == 1)
    // At the site of the tip that appeared (the two came together: the last), the
    // other site and the step as notes: Xcode jumps to each.
    #expect(output.stdout.contains(
      "\(path):9:13: error: single-tip violated: A and B are visible at once after 1 step\n"
        + "\(path):8:13: note: A is visible here at the same time\n"
        + "\(path):7:13: note: step 1: Tap “Go”\n"), "\(output.stdout)")
    #expect(output.stdout.contains("1. Tap “Go”  (Home.swift:7)"))
  }

  @Test("A stuck tour is reported at the move that got it stuck, and a tip that can never appear at its rule; the rule and the moves that would set it are notes (and SARIF related locations)")
  func causingLines() throws {
    // By hand: A's popover is on screen at launch. "Skip" invalidates A
    // (.actionPerformed) without setting B.show; only the style's "Next" on
    // A's popover sets it. After a tap outside A's popover and "Skip", no
    // move can set B.show: stuck (no-deadlock violated).
    let tour = try EndToEndTests.temporarySpec(
      """
      struct A: Tip { var title: Text { Text("A") } }
      struct B: Tip {
          @Parameter static var show = false
          var title: Text { Text("B") }
          var rules: [Rule] { #Rule(Self.$show) { $0 == true } }
      }
      struct NextStyle: TipViewStyle {
          func makeBody(configuration: Configuration) -> some View {
              Button("Next") { configuration.tip.invalidate(reason: .tipClosed); B.show = true }
          }
      }
      struct Home: View {
          var body: some View {
              VStack {
                  Button("Skip") { A().invalidate(reason: .actionPerformed) }
                      .popoverTip(A()).tipViewStyle(NextStyle())
                  Text("Later").popoverTip(B())
              }
          }
      }
      """, name: "Tour.swift")
    let stuck = try EndToEndTests.run(["verify", tour, "--quiet"])
    #expect(stuck.status == 1, "\(stuck.stderr)")
    let expected: [String] = [
      "\(tour):15:13: error: no-deadlock violated: B has not appeared yet and can never appear from here (1 state reachable from this one, none shows it).",
      // At the rule's condition itself, `$0 == true`, not the whole `#Rule(…)`.
      "\(tour):5:45: note: this rule of B is false, and stays false",
      "\(tour):9:9: note: Close A (“Next” of NextStyle) in the popover “Skip” sets B.show, but it can no longer happen",
      "\(tour):15:13: note: step 1: Tap outside the popover on “Skip”",
      "\(tour):15:13: note: step 2: Tap “Skip”",
    ]
    let printed = stuck.stdout.split(separator: "\n").prefix(expected.count).map(String.init)
    #expect(printed == expected, "\(stuck.stdout)")

    let sarif = try EndToEndTests.run(["verify", tour, "--format", "sarif"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "tipcheck/no-deadlock" })
    func line(_ location: [String: Any]) -> Int? {
      ((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int
    }
    #expect((result["locations"] as? [[String: Any]])?.compactMap(line) == [15])
    #expect((result["relatedLocations"] as? [[String: Any]])?.compactMap(line) == [5, 9], "\(result)")

    // By hand: C's rule reads C.on, which nothing sets: C can never appear,
    // reported at the rule (and, as C is then pending from launch on, so is
    // no-deadlock).
    let never = try EndToEndTests.temporarySpec(
      """
      struct C: Tip {
          @Parameter static var on = false
          var title: Text { Text("C") }
          var rules: [Rule] { #Rule(Self.$on) { $0 } }
      }
      struct Home: View {
          var body: some View { Text("Much later").popoverTip(C()) }
      }
      """, name: "Never.swift")
    let unreachable = try EndToEndTests.run(["verify", never, "--quiet"])
    #expect(
      unreachable.stdout.contains(
        "\(never):4:43: error: C can never appear: The rule `$0` of C never holds: no move changes C.on"),
      "\(unreachable.stdout)")
  }

  @Test("A directory is one app; .tipspec files beside it are models of their own")
  func directories() throws {
    let inputs = InputCollector.collect([TestSupport.repositoryRoot + "/" + Self.fixtures]).inputs
    let apps = inputs.filter { if case .swiftApp = $0 { true } else { false } }
    #expect(apps.count == 1)
    if case .swiftApp(_, let files)? = apps.first { #expect(files.count == 17) }
    let specs = InputCollector.collect([TestSupport.specsDirectory]).inputs
    #expect(specs.count == 13 && specs.allSatisfy { if case .spec = $0 { true } else { false } })
  }

  @Test("Swift syntax errors: exit 65 with file, line, caret")
  func syntaxError() throws {
    let path = try EndToEndTests.temporarySpec("struct A: Tip {\n  var title: Text { Text(\"a\") \n", name: "Broken.swift")
    let output = try EndToEndTests.run(["verify", path])
    #expect(output.status == 65)
    #expect(output.stderr.contains("Broken.swift:2:31: error: Swift syntax error: expected '}' to end variable"))
    #expect(output.stderr.contains(" 2 |   var title: Text { Text(\"a\") \n   |                               ^"))
  }

  @Test("extract prints the .tipspec with Swift lines, and -o writes it")
  func extract() throws {
    let output = try EndToEndTests.run(["extract", Self.fixtures + "/seed-1-ordered-group.swift"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("group tips ordered { Tip1, Tip2 }  // Tests/Fixtures/Swift/seed-1-ordered-group.swift:"))
    #expect(output.stdout.contains("popover \"Welcome\" shows tips.currentTip"))
    let target = ScratchDirectory.url("extracted").appendingPathExtension("tipspec").path
    let written = try EndToEndTests.run(["extract", Self.fixtures + "/seed-1-ordered-group.swift", "-o", target])
    #expect(written.status == 0 && written.stdout.isEmpty)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == output.stdout)
    // And the written spec verifies on its own.
    let verified = try EndToEndTests.run(["verify", target])
    #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
  }

  @Test("extract rejects a .tipspec (usage, exit 64), and simulate and export read Swift")
  func otherCommands() throws {
    let spec = try EndToEndTests.run(["extract", "Specs/seed-1-ordered-group.tipspec"])
    #expect(spec.status == 64)
    let walk = try EndToEndTests.run(["simulate", Self.fixtures + "/seed-3-chained-style.swift", "--steps", "3"])
    #expect(walk.status == 0)
    #expect(walk.stdout.hasPrefix("Random walk of Tests/Fixtures/Swift/seed-3-chained-style.swift"))
    let promela = try EndToEndTests.run(["export", Self.fixtures + "/example-landmarks-daily"])
    #expect(promela.status == 0)
    #expect(promela.stdout.contains("active proctype"))
  }
}
