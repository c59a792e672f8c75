import Testing
import TipCheckCLI

@Suite("Command-line parsing")
struct ArgumentParserTests {
  @Test("verify: defaults, paths, options in both spellings")
  func verify() throws {
    #expect(try ArgumentParser.parse(["verify"]) == .verify(VerifyOptions.with { $0.paths = ["."] }))
    let parsed = try ArgumentParser.parse([
      "verify", "a.tipspec", "--format=json", "--max-states", "10", "--max-depth=3", "--timeout", "1.5", "--color",
      "never", "-q", "--", "--odd-name.tipspec",
    ])
    var expected = VerifyOptions()
    expected.paths = ["a.tipspec", "--odd-name.tipspec"]
    expected.pathsNamed = true
    expected.format = .json
    expected.maxStates = 10
    expected.maxDepth = 3
    expected.timeoutSeconds = 1.5
    expected.color = .never
    expected.quiet = true
    #expect(parsed == .verify(expected))
  }

  @Test(
    "Usage errors name the problem",
    arguments: [
      (["verify", "--format", "xml"], "'xml' is not valid for '--format' (values: text, json, sarif, junit, github)"),
      (["verify", "--max-states", "0"], "'0' is not valid for '--max-states' (expected an integer ≥ 1)"),
      (["verify", "--timeout", "soon"], "'soon' is not valid for '--timeout' (expected seconds, more than 0 and at most 1e9)"),
      (["verify", "--timeout", "1e18"], "'1e18' is not valid for '--timeout' (expected seconds, more than 0 and at most 1e9)"),
      (["verify", "--timeout", "nan"], "'nan' is not valid for '--timeout' (expected seconds, more than 0 and at most 1e9)"),
      (["verify", "--memory-limit", "99999999999999"],
        "'99999999999999' is not valid for '--memory-limit' (expected an integer from 1 to 1073741824)"),
      (["verify", "-o", "json=r.json", "-o", "sarif=./r.json"],
        "'./r.json' and 'r.json' are the same file: each report (--output, --coverage lcov=, --build-stamp) needs its own"),
      (["verify", "--coverage", "lcov=r.json", "-o", "json=r.json"],
        "'r.json' and 'r.json' are the same file: each report (--output, --coverage lcov=, --build-stamp) needs its own"),
      (["verify", "--frobnicate"], "unknown option '--frobnicate'"),
      (["verify", "--format"], "missing value for '--format'"),
      (["verfy"], "unknown command 'verfy' (did you mean 'verify'?)"),
      (["simulate"], "missing the spec to simulate"),
      (["simulate", "a", "b"], "simulate takes one spec"),
      (["simulate", "a", "--seed", "-1"], "'-1' is not valid for '--seed' (expected a non-negative integer)"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments) }
    do {
      _ = try ArgumentParser.parse(arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("help and version")
  func helpAndVersion() throws {
    #expect(try ArgumentParser.parse([]) == .help(topic: nil))
    #expect(try ArgumentParser.parse(["--help"]) == .help(topic: nil))
    #expect(try ArgumentParser.parse(["help", "verify"]) == .help(topic: "verify"))
    #expect(try ArgumentParser.parse(["--version"]) == .version)
  }

  @Test("simulate options")
  func simulate() throws {
    guard case .simulate(let options) = try ArgumentParser.parse(["simulate", "x.tipspec", "--steps=5", "--seed", "9"])
    else {
      Issue.record("not simulate")
      return
    }
    #expect(options.path == "x.tipspec" && options.steps == 5 && options.seed == 9)
  }
}

extension VerifyOptions {
  static func with(_ change: (inout VerifyOptions) -> Void) -> VerifyOptions {
    var options = VerifyOptions()
    change(&options)
    return options
  }

  @Test("xcuitest: one spec or app, an output, a class name and launch arguments")
  func xcuitest() throws {
    guard case .xcuitest(let options) = try ArgumentParser.parse(
      ["xcuitest", "Specs/a.tipspec", "-o", "UI.swift", "--class", "OnboardingUITests", "--launch-argument", "-UITests"])
    else {
      Issue.record("not xcuitest")
      return
    }
    #expect(options.verify.paths == ["Specs/a.tipspec"])
    #expect(options.output == "UI.swift" && options.className == "OnboardingUITests" && options.launchArguments == ["-UITests"])
    // As verify: with no path, the current directory (an app's folder).
    if case .xcuitest(let bare) = try ArgumentParser.parse(["xcuitest"]) { #expect(bare.verify.paths == ["."]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["xcuitest", "a.tipspec", "b.tipspec"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["xcuitest", "a.tipspec", "--class", "1Bad"]) }
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["xcuitest", "a.tipspec", "--format", "json"]) }
  }
}
