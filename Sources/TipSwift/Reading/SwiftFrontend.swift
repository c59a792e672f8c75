import Dispatch
import TipModel
import TipSpec

#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
#endif

/// Reads an app's TipKit Swift sources into a `TutorialModel`.
///
/// The sources are lowered to `.tipspec` syntax trees (`extract` prints
/// them) and resolved by the same resolver as a spec, so both front ends
/// give one model and one set of checks; every location in the model, its
/// diagnostics and its traces is a place in the Swift sources.
public enum SwiftFrontend {
  public struct Result: Sendable {
    public var model: TutorialModel?
    /// Swift-located errors and warnings.
    public var diagnostics: [TipModel.Diagnostic]
    /// The Swift files read, for printing diagnostics.
    public var sources: [SourceFile]
    /// The `.tipspec` the sources were lowered to, annotated with the Swift
    /// line of each declaration.
    public var spec: String
    /// Set when the deadline passed before the model was read: what was
    /// done by then. There is no model, and no verdict.
    public var unfinished: String? = nil
  }

  /// Whether this build can read Swift (it found the toolchain's SwiftSyntax).
  public static var isAvailable: Bool {
    #if TIPCHECK_SWIFT_SYNTAX
    true
    #else
    false
    #endif
  }

  public static let unavailableMessage =
    "this build of TipCheck cannot read Swift sources: the Swift toolchain's SwiftSyntax libraries (usr/lib/swift/host) were not found when it was built"
  public static let unavailableHint =
    "rebuild with a Swift 6 toolchain that has them, or set TIPCHECK_SWIFT_SYNTAX_PATH to that directory; .tipspec files work without them"

  /// At most this many Swift syntax errors are listed.
  static let syntaxErrorLimit = 10

  /// Which files are parsed and lowered.
  public enum Reading: Sendable {
    /// Those that can matter (`RelevantFiles`): what TipCheck does.
    case relevantFiles
    /// Every file: the simple core the relevant files are tested against
    /// (a verdict decided both ways must be the same).
    case everyFile
  }

  /// Reads the files of one app. `name` names the model (the directory or
  /// file given on the command line); `pathPrefix` is dropped from paths
  /// in the annotations of the extracted spec; `added` are directives
  /// from outside the sources (a configuration's checks).
  /// What syntax trees and the lowering may hold per byte of Swift parsed:
  /// an upper estimate, with room over what the dense production-shaped
  /// benchmark app needs.
  static let bytesPerParsedByte = 200

  /// `deadline` (the run's `--timeout`) is checked before each file is
  /// parsed and between the phases; once it has passed, the result is
  /// `unfinished`, saying how far the reading got. So is a `memoryLimit`
  /// (the run's budget) too small for the trees of the files to parse:
  /// nothing is parsed, rather than an allocation failing midway.
  public static func load(
    name: String, sources: [SourceFile], pathPrefix: String = "", reading: Reading = .relevantFiles,
    added: [AddedDirective] = [], deadline: ContinuousClock.Instant? = nil, memoryLimit: Int? = nil
  ) -> Result {
    #if TIPCHECK_SWIFT_SYNTAX
    func unfinished(_ what: String) -> Result {
      Result(model: nil, diagnostics: [], sources: sources, spec: "", unfinished: what)
    }
    let pastDeadline: @Sendable () -> Bool = { deadline.map { ContinuousClock.now >= $0 } ?? false }
    var parsed = Array(sources.indices)
    var inertTypes: Set<String> = []
    if reading == .relevantFiles {
      let relevant = RelevantFiles(wordsInParallel(sources))
      (parsed, inertTypes) = (relevant.parsed, relevant.inertTypes)
    }
    let parsedBytes = parsed.reduce(0) { $0 + sources[$1].bytes.count }
    if let memoryLimit, parsedBytes * bytesPerParsedByte > memoryLimit {
      let needed = (parsedBytes * bytesPerParsedByte) >> 20
      return unfinished(
        "the memory limit (\(memoryLimit >> 20) MiB) is too small to read the \(parsed.count) files that can reach a tip (\(parsedBytes / 1024) KiB of Swift, about \(needed) MiB to read)"
      )
    }
    let files = parseInParallel(parsed.map { sources[$0] }, until: pastDeadline)
    if files.count < parsed.count {
      return unfinished(
        "the time limit was reached while parsing the sources: \(files.count) of the \(parsed.count) files that can reach a tip were read")
    }
    var diagnostics: [Diagnostic] = []
    for file in files { diagnostics += file.syntaxErrors(limit: syntaxErrorLimit) }
    let lowering = SwiftLowering(files: files, allSources: sources, inertTypes: inertTypes, addedDirectives: added)
    // The lowering walks trees recursively too (SyntaxShape bounds their depth).
    let document = LargeStack.run { lowering.lower() }
    if pastDeadline() { return unfinished("the time limit was reached while reading the app's code (its \(files.count) files were parsed)") }
    diagnostics += lowering.diagnostics
    if lowering.tipTypes.isEmpty {
      let location = sources.first.map { $0.range(0, 0) } ?? .synthesized(name)
      diagnostics.append(
        .error(
          "no TipKit tips found in \(sources.count == 1 ? "this file" : "these \(sources.count) files")", at: location,
          hint: "TipCheck looks for types conforming to 'Tip' (or to a protocol that refines it)"))
    }
    // Printing and resolving walk the trees recursively too.
    let (spec, resolved) = LargeStack.run {
      (
        document.text(
          header: "Generated by `tipcheck extract` from \(name). Each declaration names the Swift line it was read from.",
          pathPrefix: pathPrefix),
        SpecFrontend.resolve(
          SpecFileSyntax(declarations: document.declarations), name: name,
          wholeFile: document.wholeApp ?? .synthesized(name))
      )
    }
    // With no tip types, the resolver's own "no tip is declared" says it again.
    diagnostics += lowering.tipTypes.isEmpty ? [] : resolved.diagnostics
    diagnostics = deduplicated(diagnostics).cappedPerFile()
    let model = diagnostics.hasErrors ? nil : resolved.model
    return Result(model: model, diagnostics: diagnostics, sources: sources, spec: spec)
    #else
    let location = sources.first.map { $0.range(0, 0) } ?? .synthesized(name)
    return Result(
      model: nil, diagnostics: [.error(unavailableMessage, at: location, hint: unavailableHint)], sources: sources, spec: "")
    #endif
  }

  #if TIPCHECK_SWIFT_SYNTAX
  /// Parses files on every core: each parse is independent of the others.
  /// On threads with large stacks (`LargeStack`): the parser and operator
  /// folding recurse once per level of the tree.
  /// Files not yet started when `stop` says so are not parsed (the result
  /// is then shorter than `sources`).
  static func parseInParallel(_ sources: [SourceFile], until stop: @escaping @Sendable () -> Bool = { false }) -> [SwiftFile] {
    let results = ParallelSlots<SwiftFile>(count: sources.count)
    LargeStack.forEach(sources.count, threads: LargeStack.cores) { index in
      guard !stop() else { return }
      results.store(SwiftFile(source: sources[index]), at: index)
    }
    return results.values
  }

  /// Scans every file's words on every core (`FileWords`, independent per file).
  static func wordsInParallel(_ sources: [SourceFile]) -> [FileWords] {
    let results = ParallelSlots<FileWords>(count: sources.count)
    LargeStack.forEach(sources.count, threads: LargeStack.cores) { index in
      results.store(FileWords(sources[index].text), at: index)
    }
    return results.values
  }

  #endif

  /// The same message at the same place is said once (a style bound at two
  /// sites is lowered twice; an `if` around two sites is noted for each),
  /// with the gaps of every time it was said.
  static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var positions: [String: Int] = [:]
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      let key = "\(diagnostic.range.start)|\(diagnostic.severity)|\(diagnostic.message)"
      if let position = positions[key] {
        if let gap = diagnostic.gap { kept[position].gap = kept[position].gap.map { $0.merged(with: gap) } ?? gap }
        continue
      }
      positions[key] = kept.count
      kept.append(diagnostic)
    }
    return kept.sorted { ($0.range.start.file, $0.range.start.offset) < ($1.range.start.file, $1.range.start.offset) }
  }
}

#if TIPCHECK_SWIFT_SYNTAX
/// The results of parallel work on files (parses, word scans), each slot
/// written by one worker once.
final class ParallelSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = SlotLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  var values: [Value] { slots.compactMap { $0 } }
}

/// A mutual-exclusion lock from Dispatch (TipSwift does not use Foundation).
final class SlotLock: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  func withLock<Result>(_ body: () -> Result) -> Result {
    semaphore.wait()
    defer { semaphore.signal() }
    return body()
  }
}
#endif
