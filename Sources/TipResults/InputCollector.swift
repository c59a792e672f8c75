import Foundation
import TipModel

/// What the command line names: `.tipspec` models, and apps made of Swift
/// files.
public enum Input: Sendable, Equatable {
  case spec(path: String)
  /// The `.swift` files of one app; `name` is the directory (or the file)
  /// given on the command line.
  case swiftApp(name: String, files: [String])
  /// A directory that could not be listed (its files may hold models):
  /// an error that says so, never a directory silently skipped.
  case unreadableDirectory(path: String, reason: String)

  public enum Loaded: Sendable {
    case spec(SourceFile)
    case swift(name: String, sources: [SourceFile])
    /// `message` says what could not be read and why ("cannot read file: permission denied").
    case unreadable(path: String, message: String)
    /// Not UTF-8: the text with bad bytes replaced (for the caret), and the
    /// first bad byte's offset and value.
    case invalidUTF8(SourceFile, offset: Int, byte: UInt8)

    /// The error for a file that is not UTF-8, at its first bad byte.
    public static func encodingError(_ source: SourceFile, offset: Int, byte: UInt8) -> Diagnostic {
      .error(
        "not valid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) here", at: source.range(offset, offset + 1),
        hint: "TipCheck reads UTF-8 text; save the file as UTF-8")
    }
  }

  public func load() -> Loaded {
    switch self {
    case .spec(let path):
      switch SourceReader.read(path) {
      case .success(let source): return .spec(source)
      case .failure(let failure): return Self.loaded(path, failure)
      }
    case .swiftApp(let name, let files):
      var sources: [SourceFile] = []
      for file in files {
        switch SourceReader.read(file) {
        case .success(let source): sources.append(source)
        case .failure(let failure): return Self.loaded(file, failure)
        }
      }
      return .swift(name: name, sources: sources)
    case .unreadableDirectory(let path, let reason):
      return .unreadable(path: path, message: "cannot read directory: \(reason)")
    }
  }

  private static func loaded(_ path: String, _ failure: SourceReader.Failure) -> Loaded {
    switch failure {
    case .unreadable(let message): .unreadable(path: path, message: "cannot read file: \(message)")
    case .invalidUTF8(let source, let offset, let byte): .invalidUTF8(source, offset: offset, byte: byte)
    }
  }
}

/// Expands command-line paths into inputs.
public enum InputCollector {
  /// Directories never searched: build products and dependencies.
  public static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

  /// `excluded` leaves out what a directory walk finds below a path, never
  /// a path named itself. `asOneApp`: the Swift files of every path are one
  /// app (a modular app whose tips, views and view models sit in several
  /// targets or packages), named after the first.
  public static func collect(_ paths: [String], excluding excluded: PathExclusion = .none, asOneApp: Bool = false) -> (
    inputs: [Input], missing: [String]
  ) {
    let collected = collectEach(paths, excluding: excluded)
    guard asOneApp else { return collected }
    var inputs: [Input] = []
    var apps: [(name: String, files: [String])] = []
    for input in collected.inputs {
      guard case .swiftApp(let name, let files) = input else {
        inputs.append(input)
        continue
      }
      if apps.isEmpty { inputs.append(input) }
      apps.append((name, files))
    }
    if apps.count > 1, let position = inputs.firstIndex(where: { if case .swiftApp = $0 { true } else { false } }) {
      inputs[position] = .swiftApp(name: "\(apps[0].name) and \(apps.count - 1) more", files: apps.flatMap(\.files))
    }
    return (inputs, collected.missing)
  }

  private static func collectEach(_ paths: [String], excluding excluded: PathExclusion) -> (
    inputs: [Input], missing: [String]
  ) {
    var inputs: [Input] = []
    var missing: [String] = []
    var looseSwiftFiles: [String] = []
    let manager = FileManager.default
    // A file named twice (directly, through a link, or inside a directory
    // also named) is read once: a Swift file twice would declare its types twice.
    var seen: Set<String> = []
    func firstTime(_ path: String) -> Bool {
      seen.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path).inserted
    }
    func flushSwiftFiles() {
      guard !looseSwiftFiles.isEmpty else { return }
      let name =
        looseSwiftFiles.count == 1 ? looseSwiftFiles[0] : "\(looseSwiftFiles[0]) and \(looseSwiftFiles.count - 1) more"
      inputs.append(.swiftApp(name: name, files: looseSwiftFiles))
      looseSwiftFiles = []
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if !isDirectory.boolValue {
        guard firstTime(path) else { continue }
        if path.hasSuffix(".swift") {
          looseSwiftFiles.append(path)
        } else {
          flushSwiftFiles()
          inputs.append(.spec(path: path))
        }
        continue
      }
      flushSwiftFiles()
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      // A link in the directory that leads nowhere is missing, like a path
      // named on the command line (exit 66), not an unreadable spec.
      var unreadable: [(path: String, reason: String)] = []
      let listed = files(under: path, excluding: excluded, unreadable: &unreadable).sorted()
      inputs += unreadable.map { .unreadableDirectory(path: $0.path, reason: $0.reason) }
      missing += listed.filter { !manager.fileExists(atPath: base + "/" + $0) }.map { base + "/" + $0 }
      let found = listed.filter { manager.fileExists(atPath: base + "/" + $0) && firstTime(base + "/" + $0) }
      inputs += found.filter { $0.hasSuffix(".tipspec") }.map { .spec(path: base + "/" + $0) }
      let swift = found.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
      if !swift.isEmpty { inputs.append(.swiftApp(name: base, files: swift.map { base + "/" + $0 })) }
    }
    flushSwiftFiles()
    return (inputs, missing)
  }

  /// The `.tipspec` and `.swift` files below a directory, relative to it;
  /// the directories that cannot be listed go to `unreadable` (the
  /// enumerator would skip them without a word).
  private static func files(
    under directory: String, excluding excluded: PathExclusion, unreadable: inout [(path: String, reason: String)]
  ) -> [String] {
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    if let reason = unlistable(directory) {
      unreadable.append((base, reason))
      return []
    }
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
        if name.hasPrefix(".") || skippedDirectories.contains(name) || excluded.excludes(base + "/" + relative) {
          enumerator.skipDescendants()
        } else if let reason = unlistable(base + "/" + relative) {
          unreadable.append((base + "/" + relative, reason))
          enumerator.skipDescendants()
        }
        continue
      }
      if relative.hasSuffix(".tipspec") || relative.hasSuffix(".swift"), !excluded.excludes(base + "/" + relative) {
        result.append(relative)
      }
    }
    return result
  }

  /// Why a directory cannot be listed (opened and searched), or nil.
  private static func unlistable(_ directory: String) -> String? {
    guard access(directory, R_OK | X_OK) != 0 else { return nil }
    return SourceReader.reason(errno)
  }
}
