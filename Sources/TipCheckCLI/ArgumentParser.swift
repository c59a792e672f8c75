import Foundation
import TipModel

/// Parses `tipcheck`'s arguments. A pure function, so every accepted and
/// rejected command line is unit-tested without starting a process.
public enum ArgumentParser {
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var rest = arguments[...]
    guard let first = rest.popFirst() else { return .help(topic: nil) }
    switch first {
    case "-h", "--help", "help":
      return .help(topic: rest.first)
    case "--version", "-V", "version":
      return .version
    case "verify":
      return .verify(try parseVerify(rest))
    case "simulate":
      return .simulate(try parseSimulate(rest))
    case "export":
      return .export(try parseExport(rest))
    case "extract":
      return .extract(try parseExtract(rest))
    case "report":
      return .report(try parseReport(rest))
    case "xcuitest":
      return .xcuitest(try parseXCUITest(rest))
    default:
      if first.hasPrefix("-") {
        throw UsageError("unknown option '\(first)'")
      }
      let hint =
        ["verify", "simulate", "export", "extract", "report", "xcuitest", "help"].first { Spelling.editDistance(Array($0), Array(first), atMost: 2) != nil }.map { " (did you mean '\($0)'?)" } ?? ""
      throw UsageError("unknown command '\(first)'\(hint)")
    }
  }

  /// Takes `--config PATH` and `--no-config` out of a command line (before
  /// a `--`): which configuration a command reads is decided before the
  /// command is parsed, since the file's settings come first.
  public static func configurationChoice(_ arguments: [String]) throws(UsageError) -> (ConfigurationChoice, [String]) {
    var choice = ConfigurationChoice.discover
    var rest: [String] = []
    var index = arguments.startIndex
    let command = arguments.first ?? ""
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      let (name, inline) = split(argument)
      switch name {
      case "--config":
        guard choice == .discover else { throw UsageError("one '--config' or '--no-config' only", command: command) }
        if let inline {
          choice = .file(inline)
        } else {
          guard index < arguments.endIndex else { throw UsageError("missing value for '--config'", command: command) }
          choice = .file(arguments[index])
          index += 1
        }
        if case .file("") = choice { throw UsageError("'--config' needs a path", command: command) }
      case "--no-config":
        guard choice == .discover else { throw UsageError("one '--config' or '--no-config' only", command: command) }
        choice = .none
      default: rest.append(argument)
      }
    }
    return (choice, rest)
  }

  /// Splits `--name=value`.
  fileprivate static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private struct Cursor {
    var rest: ArraySlice<String>
    let command: String

    mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      guard let next = rest.popFirst() else { throw UsageError("missing value for '\(name)'", command: command) }
      return next
    }

    mutating func integer(for name: String, inline: String?, minimum: Int, maximum: Int = Int.max) throws(UsageError)
      -> Int
    {
      let text = try value(for: name, inline: inline)
      guard let number = Int(text), number >= minimum, number <= maximum else {
        let expected = maximum == Int.max ? "≥ \(minimum)" : "from \(minimum) to \(maximum)"
        throw UsageError("'\(text)' is not valid for '\(name)' (expected an integer \(expected))", command: command)
      }
      return number
    }

    /// Walks the rest of the arguments the way `simulate`, `export` and
    /// `extract` read them: a word not starting with `-` goes to
    /// `positional`; an option (split at `=`) to `option`, which reads its
    /// value from the cursor it is given and returns false for a name it
    /// does not know. Help and unknown options are handled here.
    mutating func walk(
      positional: (String) -> Void,
      option: (_ name: String, _ inline: String?, _ cursor: inout Cursor) throws(UsageError) -> Bool
    ) throws(UsageError) {
      while let argument = rest.popFirst() {
        guard argument.hasPrefix("-") else {
          positional(argument)
          continue
        }
        let (name, inline) = ArgumentParser.split(argument)
        if name == "-h" || name == "--help" { throw UsageError("", command: command + ":help") }
        guard try option(name, inline, &self) else { throw UsageError("unknown option '\(name)'", command: command) }
      }
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(
      _ type: T.Type, for name: String, inline: String?
    ) throws(UsageError) -> T where T.RawValue == String {
      let text = try value(for: name, inline: inline)
      guard let value = T(rawValue: text) else {
        let values = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("'\(text)' is not valid for '\(name)' (values: \(values))", command: command)
      }
      return value
    }
  }

  static func parseVerify(_ arguments: ArraySlice<String>) throws(UsageError) -> VerifyOptions {
    var options = VerifyOptions()
    var cursor = Cursor(rest: arguments, command: "verify")
    while let argument = cursor.rest.popFirst() {
      if argument == "--" {
        options.paths += cursor.rest
        options.pathsNamed = options.pathsNamed || !cursor.rest.isEmpty
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        options.paths.append(argument)
        options.pathsNamed = true
        continue
      }
      let (name, inline) = split(argument)
      switch name {
      case "-h", "--help": throw UsageError("", command: "verify:help")
      case "--format", "-f": options.format = try cursor.choice(OutputFormat.self, for: name, inline: inline)
      case "--output", "-o":
        let value = try cursor.value(for: name, inline: inline)
        let kinds = OutputFormat.allCases.map(\.rawValue) + ["html", "lcov"]
        guard let equals = value.firstIndex(of: "="), kinds.contains(String(value[..<equals])),
          value.index(after: equals) < value.endIndex
        else {
          throw UsageError("'\(value)' is not FORMAT=PATH (formats: \(kinds.joined(separator: ", ")))", command: "verify")
        }
        let path = String(value[value.index(after: equals)...])
        let kind = String(value[..<equals])
        switch kind {
        // The HTML explorer and LCOV need the coverage the run then measures.
        case "html":
          guard options.htmlDirectory == nil else { throw UsageError("the HTML report is written once: one 'html=' only", command: "verify") }
          options.htmlDirectory = path
        case "lcov":
          guard options.lcovPath == nil else { throw UsageError("LCOV is written once: one 'lcov=' only", command: "verify") }
          options.lcovPath = path
        default:
          if let format = OutputFormat(rawValue: kind) {
            options.outputs.append(OutputTarget(format: format, path: path))
          }
        }
      case "--engine", "-e": options.engine = try cursor.choice(EngineName.self, for: name, inline: inline)
      case "--bound":
        // BMC adds one copy of the model per step: past ten thousand, no run ends.
        options.bound = try cursor.integer(for: name, inline: inline, minimum: 0, maximum: 10_000)
      case "--max-states": options.maxStates = try cursor.integer(for: name, inline: inline, minimum: 1)
      case "--max-depth": options.maxDepth = try cursor.integer(for: name, inline: inline, minimum: 0)
      case "--memory-limit":
        // A petabyte: the limit is kept in bytes.
        options.memoryLimitMB = try cursor.integer(for: name, inline: inline, minimum: 1, maximum: 1 << 30)
      case "--threads", "-j": options.threads = try cursor.integer(for: name, inline: inline, minimum: 1)
      case "--timeout":
        let text = try cursor.value(for: name, inline: inline)
        // Up to about 31 years: the limit is kept in milliseconds.
        guard let seconds = Double(text), seconds > 0, seconds <= 1e9 else {
          throw UsageError("'\(text)' is not valid for '--timeout' (expected seconds, more than 0 and at most 1e9)", command: "verify")
        }
        options.timeoutSeconds = seconds
      case "--color": options.color = try cursor.choice(ColorMode.self, for: name, inline: inline)
      case "--verbose", "-v": options.verbose = true
      case "--quiet", "-q": options.quiet = true
      case "--one-app": options.oneApp = true
      case "--allow-unknown": options.unknown = .warning
      case "--unknown": options.unknown = try cursor.choice(UnknownPolicy.self, for: name, inline: inline)
      case "--unknown-default": options.unknownDefault = try cursor.choice(UnknownPolicy.self, for: name, inline: inline)
      case "--build-stamp": options.buildStamp = try cursor.value(for: name, inline: inline)
      case "--readings":
        let value = try cursor.value(for: name, inline: inline)
        guard value == "all" || value == "default" else {
          throw UsageError("'\(value)' is not valid for '--readings' (expected 'all' or 'default')", command: "verify")
        }
        options.comparesReadings = value == "all"
      case "--coverage":
        options.coverage = true
        // `--coverage lcov=PATH` (or `--coverage=lcov=PATH`) also writes LCOV.
        let next = inline ?? cursor.rest.first
        if let next, next.hasPrefix("lcov=") {
          if inline == nil { cursor.rest.removeFirst() }
          let path = String(next.dropFirst("lcov=".count))
          guard !path.isEmpty else { throw UsageError("'--coverage lcov=' needs a path", command: "verify") }
          guard options.lcovPath == nil else { throw UsageError("LCOV is written once: one 'lcov=' only", command: "verify") }
          options.lcovPath = path
        } else if let inline {
          throw UsageError("'\(inline)' is not valid for '--coverage' (expected lcov=PATH)", command: "verify")
        }
      default: throw UsageError("unknown option '\(name)'", command: "verify")
      }
    }
    // Like a linter: the app or package you are in.
    if options.paths.isEmpty { options.paths = ["."] }
    options.allowUnknown = (options.unknown ?? options.unknownDefault ?? .error) == .warning
    // Two reports into one file: the second would silently replace the first.
    var written: [String: String] = [:]
    for path in options.outputs.map(\.path) + (options.lcovPath.map { [$0] } ?? []) + (options.buildStamp.map { [$0] } ?? []) {
      let file = URL(fileURLWithPath: path).standardizedFileURL.path
      if let earlier = written[file] {
        throw UsageError(
          "'\(path)' and '\(earlier)' are the same file: each report (--output, --coverage lcov=, --build-stamp) needs its own",
          command: "verify")
      }
      written[file] = path
    }
    return options
  }

  static func parseSimulate(_ arguments: ArraySlice<String>) throws(UsageError) -> SimulateOptions {
    var options = SimulateOptions()
    var cursor = Cursor(rest: arguments, command: "simulate")
    var paths: [String] = []
    try cursor.walk(positional: { paths.append($0) }) { (name, inline, cursor) throws(UsageError) in
      switch name {
      case "--steps": options.steps = try cursor.integer(for: name, inline: inline, minimum: 0)
      case "--seed":
        let text = try cursor.value(for: name, inline: inline)
        guard let seed = UInt64(text) else {
          throw UsageError("'\(text)' is not valid for '--seed' (expected a non-negative integer)", command: "simulate")
        }
        options.seed = seed
      case "--format", "-f": options.format = try cursor.choice(WalkFormat.self, for: name, inline: inline)
      case "--color": options.color = try cursor.choice(ColorMode.self, for: name, inline: inline)
      default: return false
      }
      return true
    }
    guard paths.count == 1 else {
      throw UsageError(paths.isEmpty ? "missing the spec to simulate" : "simulate takes one spec", command: "simulate")
    }
    options.path = paths[0]
    return options
  }

  static func parseExport(_ arguments: ArraySlice<String>) throws(UsageError) -> ExportOptions {
    var options = ExportOptions()
    var cursor = Cursor(rest: arguments, command: "export")
    var paths: [String] = []
    try cursor.walk(positional: { paths.append($0) }) { (name, inline, cursor) throws(UsageError) in
      switch name {
      case "--format", "-f": options.format = try cursor.choice(ExportFormat.self, for: name, inline: inline)
      case "--output", "-o": options.output = try cursor.value(for: name, inline: inline)
      default: return false
      }
      return true
    }
    guard paths.count == 1 else {
      throw UsageError(paths.isEmpty ? "missing the spec to export" : "export takes one spec", command: "export")
    }
    options.path = paths[0]
    return options
  }

  static func parseExtract(_ arguments: ArraySlice<String>) throws(UsageError) -> ExtractOptions {
    var options = ExtractOptions()
    var cursor = Cursor(rest: arguments, command: "extract")
    try cursor.walk(positional: { options.paths.append($0) }) { (name, inline, cursor) throws(UsageError) in
      guard name == "--output" || name == "-o" else { return false }
      options.output = try cursor.value(for: name, inline: inline)
      return true
    }
    guard !options.paths.isEmpty else { throw UsageError("missing the Swift files or directory to read", command: "extract") }
    return options
  }

  /// `xcuitest` takes one spec or app, `verify`'s limits, and where the
  /// file goes, its class name and extra launch arguments.
  static func parseXCUITest(_ arguments: ArraySlice<String>) throws(UsageError) -> XCUITestOptions {
    var options = XCUITestOptions()
    var cursor = Cursor(rest: arguments, command: "xcuitest")
    var forwarded: [String] = []
    while let argument = cursor.rest.popFirst() {
      let (name, inline) = split(argument)
      switch name {
      case "-h", "--help": throw UsageError("", command: "xcuitest:help")
      case "--output", "-o": options.output = try cursor.value(for: name, inline: inline)
      case "--class":
        let value = try cursor.value(for: name, inline: inline)
        guard let first = value.first, first.isLetter || first == "_", value.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        else { throw UsageError("'\(value)' is not a Swift class name", command: "xcuitest") }
        options.className = value
      case "--launch-argument": options.launchArguments.append(try cursor.value(for: name, inline: inline))
      case "--format", "-f", "--coverage", "--quiet", "-q", "--verbose", "-v", "--allow-unknown", "--unknown",
        "--unknown-default", "--build-stamp":
        throw UsageError("'\(name)' is not an option of 'xcuitest'", command: "xcuitest")
      default: forwarded.append(argument)
      }
    }
    do {
      options.verify = try parseVerify(forwarded[...])
    } catch {
      throw UsageError(error.description, command: "xcuitest")
    }
    guard options.verify.paths.count == 1 else {
      throw UsageError(
        "xcuitest takes one spec or one app directory",
        command: "xcuitest")
    }
    return options
  }

  /// `report` takes `verify`'s inputs and limits, and `-o DIR` for where
  /// the page goes.
  static func parseReport(_ arguments: ArraySlice<String>) throws(UsageError) -> ReportOptions {
    var options = ReportOptions()
    var cursor = Cursor(rest: arguments, command: "report")
    var forwarded: [String] = []
    var directory: String?
    while let argument = cursor.rest.popFirst() {
      if argument == "--" {
        forwarded += ["--"] + cursor.rest
        break
      }
      let (name, inline) = split(argument)
      switch name {
      case "-h", "--help": throw UsageError("", command: "report:help")
      case "--output", "-o": directory = try cursor.value(for: name, inline: inline)
      case "--source-url": options.sourceURL = try cursor.value(for: name, inline: inline)
      case "--format", "-f", "--coverage", "--quiet", "-q", "--verbose", "-v":
        throw UsageError("'\(name)' is not an option of 'report' (the page always has every section)", command: "report")
      case "--build-stamp": throw UsageError("'\(name)' is an option of 'verify'", command: "report")
      default: forwarded.append(argument)
      }
    }
    guard let directory, !directory.isEmpty else {
      throw UsageError("missing '-o <directory>': where to write the report", command: "report")
    }
    do {
      options.verify = try parseVerify(forwarded[...])
    } catch {
      throw UsageError(error.description, command: "report")
    }
    options.directory = directory
    return options
  }
}
