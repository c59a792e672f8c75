import Foundation
import TipModel
import TipResults
import TipSpec
import TipSwift

/// `.tipcheck.yml`: the settings a team keeps with its code, read by every
/// run from the directory it names (or the working directory) upwards, as
/// SwiftLint reads `.swiftlint.yml`. Command-line options win over it.
///
/// Every key is in `ProjectConfiguration.keys`; an unknown key, a value of
/// the wrong shape or one its option refuses is an error at its line and
/// column (exit 65), before anything is verified.
public struct ProjectConfiguration: Sendable {
  public static let fileName = ".tipcheck.yml"

  /// The file, for printing errors and verdicts that point into it.
  public var source: SourceFile
  /// The paths to check when the command line names none, as paths from
  /// the working directory.
  public var included: [String] = []
  public var excluded: PathExclusion
  /// `verify`'s options the file sets, in command-line form (validated).
  public var arguments: [Argument] = []
  /// `check` lines added to every Swift app's model.
  public var checks: [AddedDirective] = []

  /// One option as it would be typed, with where the file sets it.
  public struct Argument: Sendable, Equatable {
    public var flag: String
    public var value: String
    public var range: SourceRange
  }

  /// A key of the file: what it sets, and its help line (`docs/configuration.md` lists the same).
  struct Key {
    var name: String
    /// The `verify` option the value is given to, if it is one.
    var flag: String?
    var help: String
  }

  static let keys: [Key] = [
    Key(name: "included", help: "paths checked when the command line names none (default: the current directory)"),
    Key(name: "excluded", help: "paths and patterns a directory walk leaves out"),
    Key(name: "checks", help: "properties added to every Swift app, as in '// tipcheck: check' comments"),
    Key(name: "unknown", flag: "--unknown", help: "error or warning: whether a verdict left unknown fails the run"),
    Key(name: "readings", flag: "--readings", help: "default or all"),
    Key(name: "engine", flag: "--engine", help: "explicit, bmc, kind, pdr, auto, explicit-core or explicit-fast"),
    Key(name: "bound", flag: "--bound", help: "depth of bounded model checking"),
    Key(name: "threads", flag: "--threads", help: "worker threads of the explicit search"),
    Key(name: "limits", help: "timeout, max-states, max-depth, memory-limit"),
  ]

  static let limitKeys: [Key] = [
    Key(name: "timeout", flag: "--timeout", help: "seconds"),
    Key(name: "max-states", flag: "--max-states", help: "states"),
    Key(name: "max-depth", flag: "--max-depth", help: "moves"),
    Key(name: "memory-limit", flag: "--memory-limit", help: "MiB"),
  ]

  /// Reads a configuration file; `directory` is the path of its directory
  /// from the working directory (what its relative paths are relative to).
  static func read(_ source: SourceFile, directory: String) -> Result<ProjectConfiguration, Diagnostic> {
    var reader = YAMLSubsetReader(source)
    do {
      let document = try reader.read()
      var configuration = ProjectConfiguration(source: source, excluded: PathExclusion(base: directory, entries: []))
      try configuration.apply(document, directory: directory)
      return .success(configuration)
    } catch {
      return .failure(error)
    }
  }

  private mutating func apply(_ document: YAMLNode, directory: String) throws(Diagnostic) {
    guard case .mapping(let entries, _) = document else { return }
    for entry in entries {
      switch entry.key {
      case "included": included = try Self.strings(entry).map { Self.path($0.text, in: directory) }
      case "excluded": excluded = PathExclusion(base: directory, entries: try Self.strings(entry).map(\.text))
      case "checks": checks = try Self.strings(entry).map(Self.check)
      case "limits":
        guard case .mapping(let limits, _) = entry.value else {
          throw Diagnostic.error(
            "'limits' is a mapping (timeout, max-states, max-depth, memory-limit), not \(entry.value.kind)", at: entry.value.range
          ).with(id: "config.shape")
        }
        for limit in limits { arguments.append(try Self.argument(limit, keys: Self.limitKeys, in: "limits")) }
      default: arguments.append(try Self.argument(entry, keys: Self.keys, in: nil))
      }
    }
  }

  /// A key that is one of `verify`'s options: its value, checked by the option's own parser.
  private static func argument(_ entry: YAMLEntry, keys: [Key], in parent: String?) throws(Diagnostic) -> Argument {
    guard let key = keys.first(where: { $0.name == entry.key }), let flag = key.flag else {
      throw unknownKey(entry, keys: keys, in: parent)
    }
    guard case .scalar(let value, let range) = entry.value else {
      throw Diagnostic.error("'\(entry.key)' takes one value (\(key.help)), not \(entry.value.kind)", at: entry.value.range)
        .with(id: "config.shape")
    }
    do {
      _ = try ArgumentParser.parseVerify(["\(flag)=\(value)"])
    } catch {
      // The option's own message, with the key's name for the flag's.
      throw Diagnostic.error(error.description.replacingOccurrences(of: "'\(flag)'", with: "'\(entry.key)'"), at: range)
        .with(id: "config.invalid-value")
    }
    return Argument(flag: flag, value: value, range: range)
  }

  private static func unknownKey(_ entry: YAMLEntry, keys: [Key], in parent: String?) -> Diagnostic {
    let names = keys.map(\.name)
    let close = names.first { Spelling.editDistance(Array($0), Array(entry.key), atMost: 2) != nil }
    let hint = close.map { "did you mean '\($0)'?" } ?? "keys\(parent.map { " of '\($0)'" } ?? ""): \(names.joined(separator: ", "))"
    return Diagnostic.error("unknown key '\(entry.key)'\(parent.map { " in '\($0)'" } ?? "")", at: entry.keyRange, hint: hint)
      .with(id: "config.unknown-key")
  }

  /// A list of values (one value is a list of one; nothing is an empty list).
  private static func strings(_ entry: YAMLEntry) throws(Diagnostic) -> [(text: String, range: SourceRange)] {
    switch entry.value {
    case .scalar(let text, let range): return [(text, range)]
    case .empty: return []
    case .mapping: throw Diagnostic.error("'\(entry.key)' is a list of values, not a mapping", at: entry.value.range).with(id: "config.shape")
    case .list(let items, _):
      var values: [(text: String, range: SourceRange)] = []
      for item in items {
        guard case .scalar(let text, let range) = item else {
          throw Diagnostic.error("each item of '\(entry.key)' is one value, not \(item.kind)", at: item.range).with(id: "config.shape")
        }
        values.append((text, range))
      }
      return values
    }
  }

  /// A path of the file, as a path from the working directory.
  static func path(_ path: String, in directory: String) -> String {
    if path.hasPrefix("/") || directory == "." { return path }
    return directory + "/" + path
  }

  /// `- no-deadlock expect violated` is `check no-deadlock expect violated`,
  /// read where the item is written.
  private static func check(_ item: (text: String, range: SourceRange)) -> AddedDirective {
    let prefix = item.text.hasPrefix("check ") ? "" : "check "
    let text = prefix + item.text
    // The item's text is the user's as written unless quoting changed it (escapes).
    let verbatim = item.range.end.offset - item.range.start.offset == item.text.utf8.count
    return AddedDirective(
      text: text,
      origins: (prefix.isEmpty ? [] : [SourceFile.Origin(offset: 0, range: item.range)])
        + [SourceFile.Origin(offset: prefix.utf8.count, range: item.range, verbatim: verbatim)])
  }
}
