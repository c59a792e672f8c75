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

  @Test("A directory is one app; .tipspec files beside it are models of their own")
  func directories() throws {
    let inputs = InputCollector.collect([TestSupport.repositoryRoot + "/" + Self.fixtures]).inputs
    let apps = inputs.filter { if case .swiftApp = $0 { true } else { false } }
    #expect(apps.count == 1)
    if case .swiftApp(_, let files)? = apps.first { #expect(files.count == 15) }
    let specs = InputCollector.collect([TestSupport.specsDirectory]).inputs
    #expect(specs.count == 11 && specs.allSatisfy { if case .spec = $0 { true } else { false } })
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
    let target = FileManager.default.temporaryDirectory.appendingPathComponent("extracted-\(UUID().uuidString).tipspec").path
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
