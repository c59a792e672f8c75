import Foundation

/// Paths a directory walk leaves out: a configuration's `excluded`, written
/// relative to the configuration's directory. An entry is a file or a
/// directory (everything below it), or a pattern with `*`, `?` or `[…]`
/// matched against the path relative to that directory and each of its
/// parent directories (`*/Generated`, `**/*Preview*.swift`; `*` also
/// crosses `/`). A path named on the command line is always read: only
/// what a walk finds is left out.
public struct PathExclusion: Sendable, Equatable {
  /// The directory the entries are relative to, absolute and standardized.
  public var base: String
  /// Entries without a leading `./` or a trailing `/`.
  public var entries: [String]

  public init(base: String, entries: [String]) {
    self.base = URL(fileURLWithPath: base).standardizedFileURL.path
    self.entries = entries.map { entry in
      var entry = Substring(entry)
      while entry.hasPrefix("./") { entry = entry.dropFirst(2) }
      while entry.count > 1, entry.hasSuffix("/") { entry = entry.dropLast() }
      return String(entry)
    }
  }

  /// Nothing is excluded.
  public static let none = PathExclusion(base: "/", entries: [])

  /// Whether a path (relative to the working directory, or absolute) is left out.
  public func excludes(_ path: String) -> Bool {
    guard !entries.isEmpty else { return false }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = base == "/" ? "/" : base + "/"
    guard absolute.hasPrefix(prefix) else { return false }
    let relative = String(absolute.dropFirst(prefix.count))
    // The path itself and each directory it is in.
    var candidates = [relative]
    var parent = Substring(relative)
    while let slash = parent.lastIndex(of: "/") {
      parent = parent[..<slash]
      candidates.append(String(parent))
    }
    return entries.contains { entry in
      if entry == "." { return true }
      let isPattern = entry.contains { $0 == "*" || $0 == "?" || $0 == "[" }
      return candidates.contains { isPattern ? fnmatch(entry, $0, 0) == 0 : $0 == entry }
    }
  }
}
