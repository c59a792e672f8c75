import Foundation
import TipModel

/// What the command line names: `.tipspec` models, and apps made of Swift
/// files.
public enum Input: Sendable, Equatable {
  case spec(path: String)
  /// The `.swift` files of one app; `name` is the directory (or the file)
  /// given on the command line.
  case swiftApp(name: String, files: [String])

  public enum Loaded: Sendable {
    case spec(SourceFile)
    case swift(name: String, sources: [SourceFile])
    case unreadable(path: String, message: String)
  }

  public func load() -> Loaded {
    switch self {
    case .spec(let path):
      do {
        return .spec(SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8)))
      } catch {
        return .unreadable(path: path, message: error.localizedDescription)
      }
    case .swiftApp(let name, let files):
      var sources: [SourceFile] = []
      for file in files {
        do {
          sources.append(SourceFile(path: file, text: try String(contentsOfFile: file, encoding: .utf8)))
        } catch {
          return .unreadable(path: file, message: error.localizedDescription)
        }
      }
      return .swift(name: name, sources: sources)
    }
  }
}

/// Expands command-line paths into inputs.
public enum InputCollector {
  /// Directories never searched: build products and dependencies.
  public static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

  public static func collect(_ paths: [String]) -> (inputs: [Input], missing: [String]) {
    var inputs: [Input] = []
    var missing: [String] = []
    var looseSwiftFiles: [String] = []
    let manager = FileManager.default
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
      let found = files(under: path).sorted()
      inputs += found.filter { $0.hasSuffix(".tipspec") }.map { .spec(path: base + "/" + $0) }
      let swift = found.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
      if !swift.isEmpty { inputs.append(.swiftApp(name: base, files: swift.map { base + "/" + $0 })) }
    }
    flushSwiftFiles()
    return (inputs, missing)
  }

  private static func files(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
        if name.hasPrefix(".") || skippedDirectories.contains(name) { enumerator.skipDescendants() }
        continue
      }
      if relative.hasSuffix(".tipspec") || relative.hasSuffix(".swift") { result.append(relative) }
    }
    return result
  }
}
