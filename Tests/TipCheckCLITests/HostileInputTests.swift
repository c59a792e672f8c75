import Foundation
import Testing
import TipCheckCLI
import TipModel
import TipResults
import TipSemantics
import TipSwift
import TipTestSupport

/// Hostile inputs through the whole command, in process: every run ends,
/// with a documented status (0, 1, 2, or 65 for input TipCheck refuses),
/// never a trap. Seeded, so a failure reproduces; bounded to seconds. A
/// longer run of the same generator: `TIPCHECK_FUZZ_ROUNDS=100 swift test
/// --filter HostileInput` (rounds per app fixture; 3 by default).
@Suite("Hostile inputs end with a documented status", .serialized)
struct HostileInputTests {
  static let environment = TerminalEnvironment(variables: ["NO_COLOR": "1"], stdoutIsTerminal: false, stderrIsTerminal: false)
  static let allowed: Set<Int32> = [0, 1, 2, 65]

  static func directory(_ files: [String: String]) throws -> String {
    let directory = ScratchDirectory.url("tipcheck-hostile").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
    return directory
  }

  static func verify(_ path: String, _ extra: [String] = []) -> CommandOutput {
    Runner.run(["verify", path, "--max-states", "20000"] + extra, environment: environment)
  }

  static let tip = "import TipKit\nstruct A: Tip { var title: Text { Text(\"a\") } }\n"

  /// The shapes that broke the Swift parser or the renderer, and names
  /// that made did-you-mean quadratic.
  static let families: [(name: String, file: String, text: String)] = [
    ("25 nested '[' in a view", "A.swift", tip + "struct V: View { var body: some View { VStack {" + String(repeating: "[", count: 25) + "\n"),
    ("25 nested '[' closed", "A.swift", tip + "let x = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25) + "\n"),
    ("a chain of 100,000 members", "A.swift", tip + "let x = a" + String(repeating: ".b", count: 100_000) + "\n"),
    ("100,000 additions", "A.swift", tip + "let x = 1" + String(repeating: " + 1", count: 100_000) + "\n"),
    ("100,000 open parentheses", "A.swift", tip + "let x = " + String(repeating: "(", count: 100_000) + "\n"),
    ("a 150 KB line of '(!'", "A.swift", tip + "let x = " + String(repeating: "(!", count: 75_000) + "\n"),
    // The word scan looks for function types after every ':': bounded per ':'.
    ("a 200 KB line of ':('", "A.swift", tip + "let x = [" + String(repeating: ":(", count: 100_000) + "]\n"),
    // Every '~' is an error: the first 100 are said, then how many more (rendering each was quadratic).
    ("20,000 errors on one line", "a.tipspec", String(repeating: "~", count: 20_000) + "\n"),
    ("20,000 errors on one line after a non-ASCII title", "a.tipspec", "tip A { title \"é\" } " + String(repeating: "~", count: 20_000) + "\n"),
    // The toolchain's diagnostics asserted (SIGILL) on a Fix-It next to a C0 control character.
    ("a form feed before '='", "A.swift", "x \u{0C}= Tip"),
    ("a vertical tab before '=' in a tip", "A.swift", tip + "let y \u{0B}= 1\n"),
    ("every C0 control character next to operators", "A.swift", tip + (0..<32).map { "let v\($0) \(Character(UnicodeScalar(UInt8($0))))= 1 +\(Character(UnicodeScalar(UInt8($0))))2\n" }.joined()),
    (
      "a 100,000-character name that almost matches another", "a.tipspec",
      "tip \(String(repeating: "a", count: 100_000)) { title \"x\" }\nscreen S initial { inline \"x\" shows \(String(repeating: "a", count: 99_999))b }\n"
    ),
    (
      "a 100,000-character label", "a.tipspec",
      "tip A { title \"x\" }\nscreen S initial { inline \"x\" shows A button \"\(String(repeating: "L", count: 100_000))\" { set A.p = true } }\n"
    ),
  ]

  @Test("Deep nesting, long chains, long lines and long names", arguments: families.map(\.name))
  func family(_ name: String) throws {
    guard let entry = Self.families.first(where: { $0.name == name }) else { return }
    if entry.file.hasSuffix(".swift") && !SwiftFrontend.isAvailable { return }
    let output = Self.verify(try Self.directory([entry.file: entry.text]))
    #expect(Self.allowed.contains(output.status), "\(name): \(output.status)")
    #expect(output.stderr.utf8.count < 200_000, "\(name): the message quotes a bounded part of the line")
    #expect(output.stderr.components(separatedBy: ": error: ").count <= 103, "\(name): at most 100 errors per file, then how many more")
  }

  /// Seeded mutations of the app fixtures: bytes removed, brackets and
  /// keywords inserted, ranges duplicated, the file cut short.
  @Test("Mutated Swift apps end with a documented status", .enabled(if: SwiftFrontend.isAvailable))
  func mutatedApps() throws {
    let corpus = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps"
    let fixtures = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { !$0.hasPrefix(".") }.sorted()
    let fragments = [
      "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#if DEBUG", "#endif", "/*", "\\(", ".popoverTip(", "TipView(", "@Parameter", "!", "?",
      " \u{0C}= ", "\u{0B}", "\u{01}", "\u{7F}", "#if os(iOS)", "#elseif os(macOS)",
    ]
    var random = SplitMix64(seed: 31)
    for fixture in fixtures {
      let files = try FileManager.default.contentsOfDirectory(atPath: corpus + "/" + fixture).filter { $0.hasSuffix(".swift") }
      let rounds = ProcessInfo.processInfo.environment["TIPCHECK_FUZZ_ROUNDS"].flatMap(Int.init) ?? 3
      for _ in 0..<rounds {
        var texts: [String: String] = [:]
        for name in files { texts[name] = try String(contentsOfFile: corpus + "/" + fixture + "/" + name, encoding: .utf8) }
        let victim = files[random.next(below: files.count)]
        var bytes = Array(texts[victim, default: ""].utf8)
        for _ in 0..<(1 + random.next(below: 4)) where !bytes.isEmpty {
          let position = random.next(below: bytes.count)
          switch random.next(below: 4) {
          case 0: bytes.removeSubrange(position..<min(bytes.count, position + random.next(below: 60)))
          case 1: bytes.insert(contentsOf: Array(fragments[random.next(below: fragments.count)].utf8), at: position)
          case 2: bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + random.next(below: 200))], at: position)
          default: bytes.removeSubrange(position...)
          }
        }
        texts[victim] = String(decoding: bytes, as: UTF8.self)
        let output = Self.verify(try Self.directory(texts))
        #expect(Self.allowed.contains(output.status), "\(fixture)/\(victim): \(output.status) \(output.stderr.prefix(300))")
      }
    }
  }

  @Test("Terminal escapes in names and titles reach the terminal as U+FFFD; TipCheck's own colours stay")
  func terminalEscapes() throws {
    let spec = "tip A { title \"a\u{1B}]0;pwned\u{07}\u{1B}[31mred\" }\n"
      + "screen S initial { inline \"x\u{1B}[2J\" shows A button \"b\u{1B}[2J\" { set A.q = true } }\n"
    let path = try Self.directory(["esc.tipspec": spec]) + "/esc.tipspec"
    let plain = Runner.run(["verify", path], environment: Self.environment)
    #expect(plain.status == 65)
    #expect(!(plain.stdout + plain.stderr).unicodeScalars.contains("\u{1B}"), "\(plain.stderr)")
    #expect(plain.stderr.contains("inline \"x\u{FFFD}[2J\""))
    let fixed = spec.replacingOccurrences(of: "set A.q = true", with: "invalidate A .tipClosed")
    let colored = Runner.run(
      ["verify", try Self.directory(["esc.tipspec": fixed]) + "/esc.tipspec", "--verbose", "--color", "always"], environment: Self.environment)
    #expect(colored.status == 0, "\(colored.stderr)")
    #expect(colored.stdout.contains("\u{1B}[32mholds\u{1B}[0m"))
    #expect(!colored.stdout.contains("\u{1B}[2J") && colored.stdout.contains("\u{FFFD}[2J"))
  }

  @Test("A FIFO or a device as input is read to its end; the same file named twice is read once")
  func unusualInputs() throws {
    let empty = Runner.run(["verify", "/dev/null"], environment: Self.environment)
    #expect(empty.status == 65)
    #expect(!empty.stderr.contains("permission"), "\(empty.stderr)")
    #expect(empty.stderr.contains("declare one"), "\(empty.stderr)")
    let endless = Runner.run(["verify", "/dev/zero"], environment: Self.environment)
    #expect(endless.status == 65)
    #expect(endless.stderr.contains("cannot read file: it is larger than 64 MiB"), "\(endless.stderr)")
    let app = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/recipe-box"
    let files = try FileManager.default.contentsOfDirectory(atPath: app).filter { $0.hasSuffix(".swift") }.map { app + "/" + $0 }
    let twice = Runner.run(["verify"] + files + [files[0]], environment: Self.environment)
    #expect(twice.status == 0, "\(twice.stderr)")
    let spec = TestSupport.repositoryRoot + "/Specs/seed-1-ordered-group.tipspec"
    let specTwice = Runner.run(["verify", spec, TestSupport.repositoryRoot + "/Specs/../Specs/seed-1-ordered-group.tipspec"], environment: Self.environment)
    #expect(specTwice.stdout.contains("OK: 1 spec,"), "\(specTwice.stdout)")
  }

  /// Runs the binary as a user without the rights root has: as root (CI
  /// here), through `setpriv` as `nobody`; as anyone else, as is.
  static func runUnprivileged(_ arguments: [String], in directory: String) throws -> ChildProcess.Output? {
    if getuid() != 0 { return try ChildProcess.run(EndToEndTests.binary, arguments, in: directory) }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
    return try ChildProcess.run(
      "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", EndToEndTests.binary] + arguments, in: directory,
      environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"])
  }

  @Test("An unreadable file or directory is an error naming it and the reason, with no position; a directory is never skipped silently")
  func unreadableInputs() throws {
    let root = try Self.directory([:])
    let files = FileManager.default
    try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
    for directory in ["locked", "open"] { try files.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true) }
    let spec = try String(contentsOfFile: TestSupport.specsDirectory + "/seed-1-ordered-group.tipspec", encoding: .utf8)
    for path in ["locked/a.tipspec", "open/a.tipspec", "open/secret.tipspec"] {
      try spec.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    try files.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root + "/locked")
    try files.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root + "/open/secret.tipspec")
    defer { try? files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/locked") }
    guard let named = try Self.runUnprivileged(["verify", "locked", "--quiet"], in: root) else { return }
    #expect(named.status == 65, "\(named.stderr)")
    #expect(named.stderr == "locked: error: cannot read directory: permission denied\n", "\(named.stderr)")
    let walked = try #require(try Self.runUnprivileged(["verify", ".", "--quiet"], in: root))
    #expect(walked.status == 65, "\(walked.stderr)")
    #expect(walked.stderr.contains("./locked: error: cannot read directory: permission denied\n"), "\(walked.stderr)")
    #expect(walked.stderr.contains("./open/secret.tipspec: error: cannot read file: permission denied\n"), "\(walked.stderr)")
    #expect(!walked.stderr.contains(":0:0"), "\(walked.stderr)")
    // The readable spec is still verified: 5 properties, its scenario passes.
    #expect(walked.stdout.contains("FAILED: 3 specs, 5 properties, 1/1 scenarios passed, 2 invalid"), "\(walked.stdout)")
  }

  @Test("--timeout covers the front end: a deadline that passes while the sources are read leaves the app unread, inconclusive, saying how far it got")
  func deadlineWhileReading() throws {
    // The front end's worst case: every file reaches the tip, so every one is parsed.
    let root = try Self.directory([:])
    try AppFamily.write(AppFamily.productionApp(files: 200, tipInEveryLayer: true), to: root)
    // A millisecond: gone before the first file is parsed (collecting and
    // scanning 200 files take longer), so the outcome does not depend on
    // the machine's speed.
    let stopped = Runner.run(["verify", root, "--timeout", "0.001", "-o", "json=\(root)/report.json"], environment: Self.environment)
    #expect(stopped.status == 2, "\(stopped.stdout)\(stopped.stderr)")
    #expect(
      stopped.stdout.contains("  not checked: the time limit was reached while parsing the sources: 0 of the 200 files that can reach a tip were read\n"),
      "\(stopped.stdout)")
    #expect(stopped.stdout.hasSuffix("INCONCLUSIVE: 1 spec, 0 properties, 1 not read\n"), "\(stopped.stdout)")
    let report = try String(contentsOfFile: root + "/report.json", encoding: .utf8)
    #expect(report.contains("\"unfinished\""), "\(report.prefix(600))")
    // With time enough, the same app is read and verified (the hand count of AppFamily.productionApp).
    let whole = Runner.run(["verify", root, "--timeout", "600"], environment: Self.environment)
    #expect(whole.status == 0, "\(whole.stdout)")
  }

  #if os(Linux)
  @Test("Under any address-space limit (ulimit -v) a run ends with a verdict or unknown, never a failed allocation")
  func addressSpaceLimits() throws {
    // 10 ordered groups of 4: the search moves to a 128 MiB visited bitmap,
    // which under 150-250 MB failed to allocate (SIGILL), and two helper
    // threads' malloc arenas overran 280-320 MB (SIGABRT).
    let root = try Self.directory(["groups.tipspec": ModelFamily.groups(10, 4)])
    // The front end's worst case: trees of 200 files, on threads with large stacks.
    try AppFamily.write(AppFamily.productionApp(files: 200, tipInEveryLayer: true), to: root + "/app")
    for (input, megabytes) in [("groups.tipspec", [150, 200, 250, 300]), ("app", [200, 250, 300])] {
      for limit in megabytes {
        let script = "ulimit -v \(limit * 1000) && exec \"$0\" verify \"$1\" --quiet"
        let output = try ChildProcess.run(
          "/bin/sh", ["-c", script, EndToEndTests.binary, input], in: root, environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"])
        #expect([0, 2].contains(output.status), "\(input) under \(limit) MB: \(output.status)\n\(output.stderr.prefix(400))")
        #expect(!output.stderr.contains("Fatal error"), "\(input) under \(limit) MB: \(output.stderr.prefix(400))")
      }
    }
  }
  #endif

  @Test("The front end stops at a deadline already passed, before parsing anything", .enabled(if: SwiftFrontend.isAvailable))
  func frontEndDeadline() {
    let source = SourceFile(path: "A.swift", text: Self.tip)
    let late = SwiftFrontend.load(name: "A", sources: [source], deadline: .now - .seconds(1))
    #expect(late.model == nil)
    #expect(late.unfinished == "the time limit was reached while parsing the sources: 0 of the 1 files that can reach a tip were read")
    let inTime = SwiftFrontend.load(name: "A", sources: [source], deadline: .now + .seconds(600))
    #expect(inTime.unfinished == nil)
    // A budget too small for the file's trees: nothing is parsed.
    let small = SwiftFrontend.load(name: "A", sources: [source], memoryLimit: 1 << 10)
    #expect(small.model == nil)
    #expect(small.unfinished?.hasPrefix("the memory limit (0 MiB) is too small to read the 1 files that can reach a tip") == true, "\(small.unfinished ?? "")")
  }

  /// Collects what `simulate` streams.
  final class Collected: @unchecked Sendable {
    var chunks: [String] = []
  }

  @Test("simulate streams a long walk window by window; the story is the one told at once", arguments: ["text", "json"])
  func simulateStreams(format: String) throws {
    let arguments = ["simulate", TestSupport.repositoryRoot + "/Specs/seed-3-chained-style.tipspec", "--steps", "2500", "--seed", "4", "--format", format]
    let whole = Runner.run(arguments, environment: Self.environment)
    let collected = Collected()
    let streamed = Runner.run(arguments, environment: Self.environment) { collected.chunks.append($0) }
    #expect(streamed.stdout.isEmpty)
    // 2,500 moves in windows of 1,024: three windows, a header and an end.
    #expect(collected.chunks.count >= 3)
    #expect(collected.chunks.joined() == whole.stdout)
    #expect(whole.stdout.contains(format == "json" ? "\"step\": 2500," : "  2500. "))
    if format == "json" {
      #expect((try? JSONSerialization.jsonObject(with: Data(whole.stdout.utf8))) != nil)
    }
  }
}
