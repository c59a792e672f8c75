#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing
import TipTestSupport

/// Outputs a hostile environment gives `tipcheck`: a full disk on standard
/// output, a reader that goes away, symbolic links, FIFOs and directories
/// where a report is to be written. Nothing crashes, nothing is clobbered.
@Suite("Hostile outputs", .serialized)
struct HostileOutputTests {
  /// Runs the binary with its standard output sent to `path`.
  static func run(_ arguments: [String], stdoutTo path: String) throws -> (stderr: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.repositoryRoot)
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: stderr, as: UTF8.self), process.terminationStatus)
  }

  @Test(
    "Standard output on a full disk: exit 73 and a message, for every command that prints",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullDisk() throws {
    let commands: [[String]] = [
      ["verify", "--format", "json", "Specs/seed-1-ordered-group.tipspec"],
      ["export", "--format", "promela", "Specs/seed-1-ordered-group.tipspec"],
      ["extract", "Tests/Fixtures/Apps/recipe-box"],
      ["simulate", "Specs/seed-1-ordered-group.tipspec", "--steps", "5"],
    ]
    for command in commands {
      let output = try Self.run(command, stdoutTo: "/dev/full")
      #expect(output.status == 73, "\(command): \(output.stderr)")
      #expect(output.stderr.contains("tipcheck: cannot write the results to standard output: No space left on device"), "\(command)")
      #expect(!output.stderr.contains("Fatal error"), "\(command)")
    }
  }

  static func temporaryDirectory() throws -> String {
    let directory = ScratchDirectory.url("tipcheck-out").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
  }

  static let spec = "Specs/seed-1-ordered-group.tipspec"

  /// Every writer: `-o`, `--coverage lcov=`, `export -o`, `extract -o`.
  static func writers(_ path: String) -> [[String]] {
    [
      ["verify", spec, "-o", "json=" + path],
      ["verify", spec, "--coverage", "lcov=" + path],
      ["export", spec, "-o", path],
      ["extract", "Tests/Fixtures/Apps/recipe-box", "-o", path],
    ]
  }

  @Test("A symbolic link stays a link: its target gets the new content, for every writer")
  func symbolicLink() throws {
    for command in Self.writers("LINK") {
      let directory = try Self.temporaryDirectory()
      let target = directory + "/target.txt"
      let link = directory + "/link.txt"
      try "old".write(toFile: target, atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
      let output = try EndToEndTests.run(command.map { $0.replacingOccurrences(of: "LINK", with: link) })
      #expect([0, 1].contains(output.status), "\(command): \(output.stderr)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt", "\(command)")
      #expect(try String(contentsOfFile: target, encoding: .utf8) != "old", "\(command)")
      // No temporary file is left beside it.
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["link.txt", "target.txt"], "\(command)")
    }
  }

  @Test("A FIFO is written straight: its reader gets the output, the FIFO stays")
  func fifo() throws {
    let directory = try Self.temporaryDirectory()
    let fifo = directory + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo]
    let received = Pipe()
    reader.standardOutput = received
    try reader.run()
    let output = try EndToEndTests.run(["verify", Self.spec, "-o", "json=" + fifo])
    let data = received.fileHandleForReading.readDataToEndOfFile()
    reader.waitUntilExit()
    #expect(output.status == 0, "\(output.stderr)")
    #expect(String(decoding: data, as: UTF8.self).contains("\"schemaVersion\""))
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("A character device is written straight, never replaced")
  func characterDevice() throws {
    for command in Self.writers("/dev/null") {
      let output = try EndToEndTests.run(command)
      #expect(output.status == 0, "\(command): \(output.stderr)")
    }
    var status = stat()
    #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test("A directory, or a missing one, is a clear message and exit 73")
  func directoryRefused() throws {
    let directory = try Self.temporaryDirectory()
    for command in Self.writers(directory) {
      let output = try EndToEndTests.run(command)
      #expect(output.status == 73, "\(command)")
      #expect(output.stderr.contains("error: cannot write \(directory): it is a directory (give a file name)"), "\(output.stderr)")
    }
    let missing = directory + "/no/such/out.json"
    let output = try EndToEndTests.run(["verify", Self.spec, "-o", "json=" + missing])
    #expect(output.status == 73)
    #expect(output.stderr.contains("error: cannot write \(missing): no such directory"), "\(output.stderr)")
    let file = directory + "/file"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let report = try EndToEndTests.run(["report", Self.spec, "-o", file])
    #expect(report.status == 73)
    #expect(report.stderr.contains("error: cannot write the report into \(file): it is not a directory"), "\(report.stderr)")
  }

  /// A model far too large to finish in a test: 40 million states, in one
  /// part (the tip reads both counters, so nothing decomposes it).
  static let slowSpec = """
    tip A { title "a" param n: Int(0...200000) = 0 param m: Int(0...200) = 0 rule n == 199999 && m == 150 }
    screen S initial { inline "a" shows A
      button "up" { set A.n = A.n + 1 } button "down" { set A.n = A.n - 1 }
      button "m" { set A.m = A.m + 1 } button "m0" { set A.m = 0 } }
    """

  @Test("Ctrl-C, SIGTERM, SIGQUIT and SIGHUP end any engine at once (130, 143, 131, 129), with no output file left half-written")
  func signals() throws {
    let directory = try Self.temporaryDirectory()
    let spec = directory + "/slow.tipspec"
    try Self.slowSpec.write(toFile: spec, atomically: true, encoding: .utf8)
    for (engine, signal, status) in [
      ("explicit", SIGINT, Int32(130)), ("pdr", SIGTERM, 143), ("kind", SIGINT, 130), ("explicit", SIGQUIT, 131), ("pdr", SIGHUP, 129),
    ] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
      process.arguments = ["verify", spec, "--engine", engine, "-o", "json=\(directory)/out.json"]
      let err = Pipe()
      process.standardError = err
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: 1.5)
      kill(process.processIdentifier, signal)
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit && process.terminationStatus == status, "\(engine): \(stderr)")
      #expect(stderr.contains("tipcheck: interrupted") && !stderr.contains("crashed"), "\(engine): \(stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["slow.tipspec"], "\(engine)")
    }
  }

  #if os(Linux)
    static let isLinux = true
  #else
    static let isLinux = false
  #endif

  @Test(
    "Under 'ulimit -v' the default memory limit fits the address space: the search stops cleanly at it",
    .enabled(if: isLinux))
  func addressSpaceLimit() throws {
    let directory = try Self.temporaryDirectory()
    let spec = directory + "/slow.tipspec"
    try Self.slowSpec.write(toFile: spec, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -v 250000 && exec \"$0\" verify --engine explicit \"$1\"", EndToEndTests.binary, spec]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && [1, 2].contains(process.terminationStatus), "\(process.terminationStatus)")
    #expect(stdout.contains("stopped at the memory limit"), "\(stdout.suffix(400))")
  }

  @Test("--timeout bounds the whole run: two specs that each need minutes share one budget")
  func wholeRunTimeout() throws {
    let directory = try Self.temporaryDirectory()
    try Self.slowSpec.write(toFile: directory + "/one.tipspec", atomically: true, encoding: .utf8)
    try Self.slowSpec.write(toFile: directory + "/two.tipspec", atomically: true, encoding: .utf8)
    let clock = ContinuousClock()
    let start = clock.now
    let output = try EndToEndTests.run(["verify", directory, "--timeout", "2", "--format", "json"])
    let elapsed = clock.now - start
    #expect([1, 2].contains(output.status), "\(output.stderr)")
    // Both specs stopped at the time limit; the second had what the first left.
    #expect(output.stdout.components(separatedBy: "\"limit\": \"time limit\"").count == 3, "\(output.stdout.prefix(2000))")
    // Per search the two would need 4 s; a hang guard, not a measurement.
    #expect(elapsed < .seconds(60))
  }

  @Test("On one terminal, diagnostics come before the results they are 'above', coloured only when asked")
  func diagnosticsFirst() throws {
    let directory = try Self.temporaryDirectory()
    let spec = directory + "/warn.tipspec"
    try "tip A { title \"a\" }\ntip B { title \"b\" }\nscreen S initial { inline \"a\" shows A }\n".write(
      toFile: spec, atomically: true, encoding: .utf8)
    for color in ["never", "always"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
      process.arguments = ["verify", spec, "--color", color]
      let both = Pipe()
      process.standardOutput = both
      process.standardError = both
      try process.run()
      let text = String(decoding: both.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let warning = try #require(text.range(of: "tip 'B' is not presented by any site"))
      let seeAbove = try #require(text.range(of: "(see above)"))
      #expect(warning.lowerBound < seeAbove.lowerBound, "\(text)")
      #expect(text.contains("\u{1B}[1m\u{1B}[33mwarning:") == (color == "always"), "\(text)")
    }
  }

  @Test("An output that names an input (itself, through a link, or a source inside an input directory) is refused before any work; the input is untouched")
  func outputNamingAnInput() throws {
    let directory = try Self.temporaryDirectory()
    let spec = directory + "/x.tipspec"
    let text = try String(contentsOfFile: TestSupport.repositoryRoot + "/" + Self.spec, encoding: .utf8)
    try text.write(toFile: spec, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: spec)
    let app = directory + "/App"
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
    let swift = try String(
      contentsOfFile: TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/one-tip-app/FavoritesFilterTip.swift", encoding: .utf8)
    try swift.write(toFile: app + "/Tip.swift", atomically: true, encoding: .utf8)
    let cases: [[String]] = [
      ["verify", spec, "-o", "json=" + spec],
      ["verify", spec, "-o", "sarif=" + directory + "/link.json"],
      ["verify", spec, "--coverage", "lcov=" + spec],
      ["export", spec, "-o", spec],
      ["extract", app, "-o", app + "/Tip.swift"],
      ["extract", app + "/Tip.swift", "-o", directory + "/App/../App/Tip.swift"],
      ["xcuitest", spec, "-o", spec],
    ]
    for arguments in cases {
      let output = try EndToEndTests.run(arguments)
      #expect(output.status == 73, "\(arguments): \(output.stderr)")
      #expect(output.stderr.contains("it is one of this run's inputs"), "\(arguments): \(output.stderr)")
      #expect(try String(contentsOfFile: spec, encoding: .utf8) == text, "\(arguments)")
      #expect(try String(contentsOfFile: app + "/Tip.swift", encoding: .utf8) == swift, "\(arguments)")
    }
    // A new file beside the inputs is fine.
    #expect(try EndToEndTests.run(["verify", spec, "-o", "json=" + directory + "/x.json"]).status == 0)
  }

  @Test("simulate's memory stays that of one window, whatever the walk's length (#45: it grew with the walk)")
  func simulateMemoryIsFlat() throws {
    func peak(_ steps: Int) throws -> Int {
      let result = try #require(
        ChildProcess.peakMemory(
          EndToEndTests.binary, ["simulate", TestSupport.repositoryRoot + "/" + Self.spec, "--steps", String(steps)]))
      #expect(result.status == 0)
      return result.bytes
    }
    let short = try peak(2_000)
    let long = try peak(200_000)
    // A hundred times the walk: what grows with it would be about 170 MB here.
    #expect(long < short + 30_000_000, "\(short) bytes for 2,000 steps, \(long) for 200,000")
  }
}
