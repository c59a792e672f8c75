import Foundation
import Testing
import TipModel
import TipResults
import TipSemantics
import TipTestSupport

@testable import TipCheckCLI

/// `.tipcheck.yml`: the YAML it reads, the errors it gives (at their line
/// and column), and what it changes in a run, end to end through the
/// binary in a project directory.
@Suite("Project configuration (.tipcheck.yml)")
struct ConfigurationTests {
  static func read(_ text: String) throws(Diagnostic) -> YAMLNode {
    var reader = YAMLSubsetReader(SourceFile(path: ".tipcheck.yml", text: text))
    return try reader.read()
  }

  /// The entries of a mapping as plain values, for comparing.
  static func plain(_ node: YAMLNode) -> String {
    switch node {
    case .scalar(let text, _): return "'\(text)'"
    case .empty: return "~"
    case .list(let items, _): return "[" + items.map(plain).joined(separator: ", ") + "]"
    case .mapping(let entries, _): return "{" + entries.map { "\($0.key): \(plain($0.value))" }.joined(separator: ", ") + "}"
    }
  }

  @Test("YAML as configuration files write it: mappings, lists in both layouts, flow lists, quotes, comments, CRLF")
  func readsTheSubset() throws {
    let text = """
      # TipCheck settings
      ---
      included:
        - App   # the app
        - "Specs/with space"
      excluded:
      - App/Generated
      checks: [single-tip, 'reachable A', "order A -> B"]
      unknown: warning
      empty:
      limits:
        timeout: 60
        "max-states": '1''000'

      """
    let node = try Self.read(text)
    #expect(
      Self.plain(node)
        == "{included: ['App', 'Specs/with space'], excluded: ['App/Generated'], checks: ['single-tip', 'reachable A', 'order A -> B'], unknown: 'warning', empty: ~, limits: {timeout: '60', max-states: '1'000'}}"
    )
    let crlf = try Self.read("unknown: warning\r\nlimits:\r\n  timeout: 5\r\n")
    #expect(Self.plain(crlf) == "{unknown: 'warning', limits: {timeout: '5'}}")
    #expect(Self.plain(try Self.read("")) == "{}")
    #expect(Self.plain(try Self.read("# only a comment\n")) == "{}")
  }

  @Test(
    "What the reader does not read is an error at its line and column",
    arguments: [
      ("unknown: warning\n\tlimits: 1\n", "2:1", "a tab in indentation"),
      ("base: &a x\n", "1:7", "anchors ('&')"),
      ("included: *a\n", "1:11", "aliases ('*')"),
      ("checks: |\n  single-tip\n", "1:9", "block scalars"),
      ("limits: {timeout: 5}\n", "1:9", "flow mappings"),
      ("unknown: 'warning\n", "1:10", "this quote is not closed"),
      ("unknown: warning\nunknown: error\n", "2:1", "'unknown' is set twice"),
      ("limits:\n  timeout: 5\n    max-depth: 3\n", "3:5", "unexpected indentation"),
      ("included: [a, [b]]\n", "1:15", "a list inside a list"),
      ("included: [a, b\n", "1:11", "this list is not closed"),
      ("included:\n  - a: b\n", "2:5", "a list item here is one value"),
      ("- a\n", "1:1", "a mapping of keys"),
      ("just words\n", "1:1", "expected 'key: value'"),
      ("a: 1\n---\nb: 2\n", "2:1", "one document per file"),
    ])
  func readerErrors(text: String, position: String, message: String) throws {
    do {
      _ = try Self.read(text)
      Issue.record("no error for \(text)")
    } catch {
      #expect("\(error.range.start.line):\(error.range.start.column)" == position, "\(error)")
      #expect(error.message.contains(message), "\(error)")
      #expect(error.id == "config.yaml" || error.id == "config.duplicate-key", "\(error.id ?? "no id")")
    }
  }

  @Test("Hostile files end with a configuration or an error at a place in the file: mutations, deep nesting, long lines")
  func hostileFiles() {
    let valid = """
      included: [App, "Specs/x"]
      excluded:
        - App/Generated   # generated
      checks:
      - 'single-tip expect violated'
      unknown: warning
      limits:
        timeout: 60

      """
    var random = SplitMix64(seed: 46)
    let alphabet = Array(" -:#'\"[],{}&*!|>?@`\t\r\nab0.~\u{0C}é".unicodeScalars)
    func check(_ text: String) {
      let source = SourceFile(path: ".tipcheck.yml", text: text)
      if case .failure(let error) = ProjectConfiguration.read(source, directory: ".") {
        #expect(error.range.start.line >= 1 && error.range.start.line <= source.lineStarts.count, "\(error) in \(text.debugDescription)")
      }
    }
    for _ in 0..<3_000 {
      var scalars = Array(valid.unicodeScalars)
      for _ in 0..<(1 + random.next(below: 4)) {
        let at = random.next(below: scalars.count + 1)
        switch random.next(below: 3) {
        case 0: scalars.insert(alphabet[random.next(below: alphabet.count)], at: at)
        case 1: if at < scalars.count { scalars.remove(at: at) }
        default: if at < scalars.count { scalars[at] = alphabet[random.next(below: alphabet.count)] }
        }
      }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      check(String(text))
    }
    // Nesting past the cap (a 64 MiB file allows over ten thousand levels) stops at the cap.
    check((0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n"))
    check((0..<1_000).map { String(repeating: " ", count: 2 * $0) + "-" }.joined(separator: "\n"))
    check("included: [" + String(repeating: "a, ", count: 20_000) + "b]\n")
    check(String(repeating: "'", count: 100_000))
    // The cap itself: the 17th nested block (line 18, under the top level) is the error.
    let deep = (0..<20).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
    do {
      _ = try Self.read(deep)
      Issue.record("20 levels read")
    } catch {
      #expect(error.message.hasPrefix("nested too deep") && error.range.start.line == 18, "\(error)")
    }
  }

  @Test(
    "Keys and values are checked as the options they set, at the key or the value",
    arguments: [
      ("exclude: [a]\n", "1:1", "unknown key 'exclude'", "did you mean 'excluded'?"),
      ("colour: never\n", "1:1", "unknown key 'colour'", "keys: included, excluded, checks, unknown"),
      ("limits:\n  max-sttes: 4\n", "2:3", "unknown key 'max-sttes' in 'limits'", "did you mean 'max-states'?"),
      ("limits:\n  timeout: soon\n", "2:12", "'soon' is not valid for 'timeout' (expected seconds", nil),
      ("unknown: maybe\n", "1:10", "'maybe' is not valid for 'unknown' (values: error, warning)", nil),
      ("engine: [bmc]\n", "1:9", "'engine' takes one value", nil),
      ("limits: 5\n", "1:9", "'limits' is a mapping", nil),
      ("included:\n  timeout: 5\n", "2:3", "'included' is a list of values, not a mapping", nil),
    ] as [(String, String, String, String?)])
  func configurationErrors(text: String, position: String, message: String, hint: String?) {
    switch ProjectConfiguration.read(SourceFile(path: ".tipcheck.yml", text: text), directory: ".") {
    case .success: Issue.record("no error for \(text)")
    case .failure(let error):
      #expect("\(error.range.start.line):\(error.range.start.column)" == position, "\(error)")
      #expect(error.message.hasPrefix(message), "\(error)")
      #expect(["config.unknown-key", "config.invalid-value", "config.shape"].contains(error.id ?? ""), "\(error.id ?? "no id")")
      if let hint { #expect(error.hint?.hasPrefix(hint) == true, "\(error.hint ?? "no hint")") }
    }
  }

  @Test("Paths are relative to the file's directory; options keep the file's order, command line last")
  func settings() throws {
    let text = "included: [App, /abs/Specs]\nexcluded: [App/Gen]\nunknown: warning\nlimits:\n  timeout: 30\n"
    let configuration = try ProjectConfiguration.read(SourceFile(path: "../.tipcheck.yml", text: text), directory: "..").get()
    #expect(configuration.included == ["../App", "/abs/Specs"])
    #expect(configuration.arguments.map { "\($0.flag)=\($0.value)" } == ["--unknown=warning", "--timeout=30"])
    let command = try ArgumentParser.parse(["verify", "--unknown", "error"])
    let arguments = configuration.arguments(for: command, given: ["verify", "--unknown", "error"])
    #expect(arguments == ["verify", "--unknown=warning", "--timeout=30", "--unknown", "error", "--", "../App", "/abs/Specs"])
    guard case .verify(let options) = try ArgumentParser.parse(arguments) else { return }
    #expect(!options.allowUnknown)
    #expect(options.timeoutSeconds == 30)
    // Named paths win over `included`.
    let named = try ArgumentParser.parse(["verify", "Other"])
    #expect(!configuration.arguments(for: named, given: ["verify", "Other"]).contains("../App"))
  }

  @Test("Exclusion: a directory and everything below it, patterns, never a path outside the base")
  func exclusion() {
    let exclusion = PathExclusion(base: "/p", entries: ["./App/Generated/", "*Preview*.swift", "Vendor"])
    #expect(exclusion.excludes("/p/App/Generated/Model.swift"))
    #expect(exclusion.excludes("/p/App/Generated"))
    #expect(exclusion.excludes("/p/App/Screens/HomePreviews.swift"))
    #expect(exclusion.excludes("/p/Vendor/x/y.swift"))
    #expect(!exclusion.excludes("/p/App/GeneratedNot/Model.swift"))
    #expect(!exclusion.excludes("/p/App/Home.swift"))
    #expect(!exclusion.excludes("/elsewhere/Vendor/y.swift"))
    #expect(!PathExclusion.none.excludes("/p/App/Home.swift"))
  }

  // MARK: End to end, in a project directory

  /// A project: `.tipcheck.yml` at its root, the Purl app of the corpus in
  /// `App/` (by hand, in its verdicts.txt, and AppCorpusTests.stillUnknown:
  /// two verdicts are unknown, resting on a `.disabled` TipCheck does not
  /// read, the others hold), and a spec in `Specs/` beside a broken one in
  /// `Specs/Generated/`.
  static func project(configuration: String) throws -> String {
    let root = ScratchDirectory.url("tipcheck-config").path
    let files = FileManager.default
    for directory in ["App", "Specs/Generated", "sub"] {
      try files.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
    }
    let app = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/purl-row-counter"
    for name in try files.contentsOfDirectory(atPath: app) where name.hasSuffix(".swift") {
      try files.copyItem(atPath: app + "/" + name, toPath: root + "/App/" + name)
    }
    try "tip A { title \"a\" }\nscreen S initial { inline \"x\" shows A }\n".write(
      toFile: root + "/Specs/a.tipspec", atomically: true, encoding: .utf8)
    try "tip {\n".write(toFile: root + "/Specs/Generated/broken.tipspec", atomically: true, encoding: .utf8)
    try configuration.write(toFile: root + "/.tipcheck.yml", atomically: true, encoding: .utf8)
    return root
  }

  @Test("The unknown policy: the file over the build plugin's default, the command line over the file")
  func unknownPolicy() throws {
    let root = try Self.project(configuration: "unknown: warning\n")
    let warned = try EndToEndTests.run(["verify", "App", "--quiet"], in: root)
    #expect(warned.status == 0, "\(warned.stderr)")
    #expect(warned.stderr.contains("App/CounterView.swift:57:18: warning: TipCheck does not model '.disabled'"), "\(warned.stderr)")
    #expect(try EndToEndTests.run(["verify", "App", "--quiet", "--unknown", "error"], in: root).status == 2)
    #expect(try EndToEndTests.run(["verify", "App", "--quiet", "--no-config"], in: root).status == 2)

    try "unknown: error\n".write(toFile: root + "/.tipcheck.yml", atomically: true, encoding: .utf8)
    let strict = try EndToEndTests.run(["verify", "App", "--quiet", "--unknown-default", "warning"], in: root)
    #expect(strict.status == 2)
    // The build log says why it failed: each unknown verdict as an error line.
    #expect(
      strict.stdout.contains("App/PurlTips.swift:27:8: error: reachable FinishedProjectsTip is unknown: it holds in the model"), "\(strict.stdout)")
    try "# nothing said\n".write(toFile: root + "/.tipcheck.yml", atomically: true, encoding: .utf8)
    #expect(try EndToEndTests.run(["verify", "App", "--quiet", "--unknown-default", "warning"], in: root).status == 0)
  }

  @Test("included, found from a subdirectory; excluded leaves out what a walk finds, not what is named")
  func includedAndExcluded() throws {
    let root = try Self.project(configuration: "included: [Specs]\nexcluded: [Specs/Generated]\n")
    let fromBelow = try EndToEndTests.run(["verify"], in: root + "/sub")
    #expect(fromBelow.status == 0, "\(fromBelow.stderr)")
    #expect(fromBelow.stdout.hasPrefix("../Specs/a.tipspec\n"), "\(fromBelow.stdout)")
    #expect(fromBelow.stdout.contains("OK: 1 spec, 3 properties"), "\(fromBelow.stdout)")
    let named = try EndToEndTests.run(["verify", "Specs/Generated/broken.tipspec"], in: root)
    #expect(named.status == 65, "\(named.stderr)")
    // Without the file both specs are read, and the broken one is an error.
    #expect(try EndToEndTests.run(["verify", "Specs", "--no-config"], in: root).status == 65)
    // `--config` names another file; its paths are relative to it.
    try "included: [../Specs/a.tipspec]\n".write(toFile: root + "/sub/other.yml", atomically: true, encoding: .utf8)
    let other = try EndToEndTests.run(["verify", "--config", "sub/other.yml"], in: root)
    #expect(other.stdout.hasPrefix("sub/../Specs/a.tipspec\n"), "\(other.stdout)")
  }

  @Test("checks: a baseline for a Swift app, reported at its line in the file")
  func checks() throws {
    // By hand (verdicts.txt): single-tip holds in Purl (one site per tab,
    // but the counter's two, one retired before the other can show);
    // expecting it violated makes the run fail at the item.
    let root = try Self.project(configuration: "unknown: warning\nchecks:\n  - single-tip expect violated\n")
    let output = try EndToEndTests.run(["verify", "App", "--quiet"], in: root)
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stdout.contains(".tipcheck.yml:3:5: error: single-tip holds, but the spec expects it to be violated"), "\(output.stdout)")
    // A check naming no tip of the app is an error in the file, with a caret.
    try "checks: [reachable NoSuchTip]\n".write(toFile: root + "/.tipcheck.yml", atomically: true, encoding: .utf8)
    let wrong = try EndToEndTests.run(["verify", "App"], in: root)
    #expect(wrong.status == 65)
    #expect(wrong.stderr.contains(".tipcheck.yml:1:20: error: unknown tip 'NoSuchTip'\n 1 | checks: [reachable NoSuchTip]\n"), "\(wrong.stderr)")
  }

  @Test("A mistake in the file stops every command before it reads anything: exit 65, a caret")
  func invalidFile() throws {
    let root = try Self.project(configuration: "limits:\n  timeout: soon\n")
    for command in [["verify"], ["extract", "App"], ["simulate", "Specs/a.tipspec"]] {
      let output = try EndToEndTests.run(command, in: root)
      #expect(output.status == 65, "\(command)")
      #expect(
        output.stderr.hasPrefix(
          ".tipcheck.yml:2:12: error: 'soon' is not valid for 'timeout' (expected seconds, more than 0 and at most 1e9)\n 2 |   timeout: soon\n   |            ^~~~"),
        "\(output.stderr)")
    }
    #expect(try EndToEndTests.run(["verify", "--config", "missing.yml"], in: root).status == 66)
    // The file is an input: no report replaces it.
    try "unknown: warning\n".write(toFile: root + "/.tipcheck.yml", atomically: true, encoding: .utf8)
    let clobber = try EndToEndTests.run(["verify", "Specs/a.tipspec", "-o", "json=.tipcheck.yml"], in: root)
    #expect(clobber.status == 73, "\(clobber.stderr)")
    #expect(try String(contentsOfFile: root + "/.tipcheck.yml", encoding: .utf8) == "unknown: warning\n")
    #expect(try EndToEndTests.run(["--version"], in: root).status == 0)
  }

  @Test("--build-stamp: written when the run passes, not when it fails")
  func buildStamp() throws {
    let root = try Self.project(configuration: "")
    let stamp = root + "/stamp.swift"
    #expect(try EndToEndTests.run(["verify", "Specs/a.tipspec", "--build-stamp", stamp], in: root).status == 0)
    #expect(FileManager.default.fileExists(atPath: stamp))
    try FileManager.default.removeItem(atPath: stamp)
    #expect(try EndToEndTests.run(["verify", "App", "--build-stamp", stamp], in: root).status == 2)
    #expect(!FileManager.default.fileExists(atPath: stamp))
  }
}
