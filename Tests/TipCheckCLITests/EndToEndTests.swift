import Foundation
import Testing
import TipResults
import TipTestSupport

/// Runs the real `tipcheck` binary and checks stdout, stderr and the exit
/// code, as a CI job would see them.
@Suite("tipcheck end to end", .serialized)
struct EndToEndTests {
  typealias Output = ChildProcess.Output

  static var binary: String {
    // The test bundle sits next to the products in the build directory.
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent("tipcheck").path,
      bundle.deletingLastPathComponent().appendingPathComponent("tipcheck").path,
      TestSupport.repositoryRoot + "/.build/debug/tipcheck",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String? = nil) throws -> Output {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    return try ChildProcess.run(binary, arguments, in: directory ?? TestSupport.repositoryRoot, environment: env)
  }

  static func temporarySpec(_ text: String, name: String = "spec.tipspec") throws -> String {
    let directory = ScratchDirectory.url("tipcheck-e2e")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("verify with no path verifies the current directory, as a linter does")
  func verifyCurrentDirectory() throws {
    let spec = try Self.temporarySpec("tip A { title \"a\" }\nscreen S initial { inline \"x\" shows A }\n")
    let output = try Self.run(["verify"], in: URL(fileURLWithPath: spec).deletingLastPathComponent().path)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("./spec.tipspec\n"), "\(output.stdout)")
    #expect(output.stdout.contains("OK: 1 spec, 3 properties"))
  }

  @Test("verify Specs/: every verdict as expected, exit 0")
  func verifySpecs() throws {
    let output = try Self.run(["verify", "Specs"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("OK: 13 specs"))
    #expect(output.stdout.contains("✓ single-tip             violated, as expected"))
    #expect(output.stderr.isEmpty)
  }

  @Test("an unexpected violation: the story, a compiler-style line, exit 1")
  func violation() throws {
    let path = try Self.temporarySpec(
      """
      tip A { title "a" }
      tip B { title "b" }
      inline "left" shows A
      inline "right" shows B
      check single-tip
      """)
    let output = try Self.run(["verify", path])
    #expect(output.status == 1)
    #expect(output.stdout.contains("✗ single-tip  violated"))
    #expect(output.stdout.contains("\(path):5:7: error: single-tip violated: A and B are visible at once after 0 steps"))
    #expect(output.stdout.contains("0. Launch the app\n         visible: A (TipView “left”), B (TipView “right”)"))
    #expect(output.stdout.hasSuffix("FAILED: 1 spec, 1 property, 1 unexpected\n"))
  }

  @Test("invalid input: diagnostics on stderr with a caret, exit 65")
  func invalidInput() throws {
    let path = try Self.temporarySpec("tip A { title \"a\" rule shw }\n")
    let output = try Self.run(["verify", path])
    #expect(output.status == 65)
    #expect(output.stderr == "\(path):1:24: error: unknown name 'shw'\n 1 | tip A { title \"a\" rule shw }\n   |                        ^~~\n")
    #expect(output.stdout.contains("not checked: the input has errors"))
  }

  @Test("a missing input: exit 66")
  func missingInput() throws {
    let output = try Self.run(["verify", "no/such/file.tipspec"])
    #expect(output.status == 66)
    #expect(output.stderr.contains("error: no such file or directory: no/such/file.tipspec"))
  }

  @Test("usage errors go to stderr with the usage, exit 64")
  func usage() throws {
    let output = try Self.run(["verify", "--format", "xml"])
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr
        == "Error: 'xml' is not valid for '--format' (values: text, json, sarif, junit, github)\nUSAGE: tipcheck verify [<paths> ...] [--format <format>] [options]\n  See 'tipcheck help verify' for more information.\n"
    )
  }

  @Test("a limit gives an inconclusive run, exit 2")
  func inconclusive() throws {
    let output = try Self.run(["verify", "Specs/seed-1-ordered-group.tipspec", "--max-states", "2"])
    #expect(output.status == 2)
    #expect(output.stdout.contains("? no-deadlock"))
    #expect(output.stdout.contains("Why unknown: stopped at the state limit after 2 states"))
  }

  @Test("--format json is valid JSON with the documented keys")
  func json() throws {
    let output = try Self.run(["verify", "Specs/defect-4-max-display-relay.tipspec", "--format", "json"])
    #expect(output.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 1)
    let specs = try #require(document["specs"] as? [[String: Any]])
    let properties = try #require(specs[0]["properties"] as? [[String: Any]])
    let deadlock = try #require(properties.first { $0["property"] as? String == "no-deadlock" })
    #expect(deadlock["verdict"] as? String == "violated")
    #expect(deadlock["expected"] as? String == "violated")
    let trace = try #require(deadlock["trace"] as? [[String: Any]])
    #expect(trace.map { $0["move"] as? String } == [
      "Launch the app", "Tap “Start Tutorial”", "Tap outside the popover on “Target A”",
    ])
    let statistics = try #require(specs[0]["statistics"] as? [String: Any])
    #expect(statistics["states"] as? Int == 6)
  }

  @Test("--help, --version")
  func helpAndVersion() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: Model-check TipKit tutorials"))
    let verifyHelp = try Self.run(["verify", "--help"])
    #expect(verifyHelp.status == 0 && verifyHelp.stdout.contains("USAGE: tipcheck verify"))
    let version = try Self.run(["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("tipcheck 0.1.0\nZ3 4."))
  }

  @Test(
    "Every complete engine verifies Specs/ with the expected verdicts",
    arguments: ["explicit", "pdr", "auto", "explicit-core", "explicit-fast"])
  func engines(engine: String) throws {
    let output = try Self.run(["verify", "Specs", "--engine", engine, "--verbose"])
    #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    #expect(output.stdout.contains("OK: 13 specs"))
    // Which explicit engine searched: the core for models this small, unless the accelerator is asked for.
    if engine.hasPrefix("explicit") {
      #expect(output.stdout.contains("visited set: one hash table (the core engine)") == (engine != "explicit-fast"))
    }
  }

  @Test("k-induction never contradicts an expected verdict; what it cannot prove is unknown")
  func kInduction() throws {
    let output = try Self.run(["verify", "Specs", "--engine", "kind"])
    #expect(output.status == 0 || output.status == 2, "\(output.stdout)")
    #expect(!output.stdout.contains("unexpected"))
  }

  @Test("BMC cannot prove invariants: inconclusive, and it says why")
  func bmcIsInconclusive() throws {
    let output = try Self.run(["verify", "Specs/seed-1-ordered-group.tipspec", "--engine", "bmc", "--bound", "5"])
    #expect(output.status == 2)
    #expect(output.stdout.contains("Why unknown: no counterexample up to depth 5; BMC cannot say more"))
    #expect(output.stdout.contains("no-deadlock is a branching-time property: the bmc engine cannot decide it"))
  }

  @Test("A Z3 error is a clear message and exit 70")
  func z3Error() throws {
    let output = try Self.run(
      ["verify", "Specs/seed-1-ordered-group.tipspec", "--engine", "pdr"], environment: ["TIPCHECK_INJECT_Z3_ERROR": "1"])
    #expect(output.status == 70)
    #expect(output.stderr.contains("Specs/seed-1-ordered-group.tipspec: error: internal error: Z3 error 12: Sort mismatch"))
  }

  @Test("An output that cannot be written is exit 73 with the path, for every writer")
  func cannotWrite() throws {
    let missing = ScratchDirectory.url("tipcheck-no-such-dir").appendingPathComponent("out").path
    // The report's output is a directory: a regular file in its place.
    let file = try Self.temporarySpec("not a directory", name: "report")
    #expect(try Self.run(["report", "Specs/seed-1-ordered-group.tipspec", "-o", file]).status == 73)
    for arguments in [
      ["verify", "Specs/seed-1-ordered-group.tipspec", "--output", "json=\(missing)"],
      ["export", "Specs/seed-1-ordered-group.tipspec", "-o", missing],
    ] {
      let output = try Self.run(arguments)
      #expect(output.status == 73, "\(arguments[0]): \(output.stderr)")
      #expect(output.stderr.contains("error: cannot write \(missing)"), "\(arguments[0]): \(output.stderr)")
    }
  }

  @Test("A symbolic link that leads nowhere is named as such (exit 66)")
  func brokenLink() throws {
    let spec = try Self.temporarySpec("unused")
    let link = URL(fileURLWithPath: spec).deletingLastPathComponent().appendingPathComponent("loop.tipspec").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: link)
    let output = try Self.run(["verify", link])
    #expect(output.status == 66)
    #expect(output.stderr.contains("error: \(link) is a symbolic link to \(link), which does not resolve (broken, or a loop)"))
    // The same inside a directory that is verified: missing, not an unreadable spec.
    let directory = URL(fileURLWithPath: link).deletingLastPathComponent().path
    let inDirectory = try Self.run(["verify", directory])
    #expect(inDirectory.status == 66, "\(inDirectory.stderr)")
    #expect(inDirectory.stderr.contains("error: \(directory)/loop.tipspec is a symbolic link"), "\(inDirectory.stderr)")
  }

  @Test("simulate: the same seed tells the same walk")
  func simulate() throws {
    let first = try Self.run(["simulate", "Specs/seed-3-chained-style.tipspec", "--steps", "6", "--seed", "4"])
    let second = try Self.run(["simulate", "Specs/seed-3-chained-style.tipspec", "--steps", "6", "--seed", "4"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasPrefix("Random walk of Specs/seed-3-chained-style.tipspec (seed 4, 6 moves):\n  0. Launch the app"))
  }

  @Test("xcuitest -o writes the UI tests of one spec; two inputs are a usage error")
  func xcuitestEndToEnd() throws {
    let directory = ScratchDirectory.url("tipcheck-xcuitest")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("TutorialUITests.swift").path
    let output = try Self.run(["xcuitest", "Specs/seed-3-chained-style.tipspec", "-o", path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == "Wrote \(path)\n")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let golden = try String(contentsOfFile: TestSupport.repositoryRoot + "/Reports/xcuitest/seed-3-chained-style.swift", encoding: .utf8)
    #expect(written == golden)
    let two = try Self.run(["xcuitest", "Specs"])
    #expect(two.status == 64, "\(two.stderr)")
    #expect(two.stderr.contains("xcuitest writes the tests of one model"))
  }

  @Test("--readings all says which verdicts depend on a reading of undocumented TipKit behaviour; the exit status stays the default reading's")
  func readingsAll() throws {
    // By hand: B is in an ordered group behind A and also has a TipView of
    // its own. By default (S12) that TipView shows B at launch beside the
    // group's A: single-tip and the order are violated. If a member shown
    // directly waits for its group, B waits behind A: both hold.
    let path = try Self.temporarySpec(
      """
      tip A { title "a" }
      tip B { title "b" }
      group tour ordered { A, B }
      screen Home initial { inline "tour" shows tour.currentTip  inline "b" shows B }
      config { popoversBlockInteraction false }
      """)
    let output = try Self.run(["verify", path, "--readings", "all"])
    #expect(output.status == 1)
    #expect(output.stdout.contains(
      "  ✗ single-tip    violated\n      readings: depends on S12 (a group member shown by a site of its own waits for its group): then holds\n"),
      "\(output.stdout)")
    #expect(output.stdout.contains("  ✓ no-deadlock   holds\n      readings: holds under every reading (S12)\n"), "\(output.stdout)")
    // Without the option, the other verdicts are not told; one note says
    // which verdicts would differ.
    let plain = try Self.run(["verify", path])
    #expect(!plain.stdout.contains("readings:"))
    #expect(plain.stdout.contains(
      "  note: single-tip, order A -> B would have another verdict under another reading of TipKit behaviour Apple does not document (S12); '--readings all' tells"),
      "\(plain.stdout)")
    let sarif = try Self.run(["verify", path, "--format", "sarif"])
    #expect(sarif.stdout.contains("Depends on how TipKit behaves where Apple does not document it: S12 (otherwise a group member shown by a site of its own waits for its group)."))
  }
}
