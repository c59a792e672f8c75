import TipModel

/// Where the HTML report's locations link to: a repository page
/// (`--source-url 'https://github.com/team/app/blob/main/{path}#L{line}'`,
/// the path relative to the directory TipCheck ran in) or, without a
/// template, the file itself (`file://`, absolute). Only `http`, `https`
/// and `file` links, or relative ones, are written: a template cannot turn
/// a location into a script.
public struct SourceLinks: Sendable, Equatable {
  public var template: String?
  /// The directory relative paths are resolved against.
  public var root: String

  public init(template: String?, root: String) {
    self.template = template
    self.root = root
  }

  public func url(_ range: SourceRange) -> String? {
    guard !range.isSynthesized else { return nil }
    let path = range.start.file
    let link: String
    if let template {
      let relative = PathRelativizer(root: root).relative(path)
      link = template.replacingOccurrences(of: "{path}", with: Self.percentEncoded(relative))
        .replacingOccurrences(of: "{line}", with: String(range.start.line))
    } else {
      let absolute = path.hasPrefix("/") ? path : (root.hasSuffix("/") ? root : root + "/") + path
      link = "file://" + Self.percentEncoded(absolute)
    }
    return Self.isSafe(link) ? link : nil
  }

  /// A scheme TipCheck may link to, or none (a relative link).
  static func isSafe(_ link: String) -> Bool {
    let lowered = link.lowercased()
    if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.hasPrefix("file://") { return true }
    // No scheme at all: a colon may only come after a '/', '?' or '#'.
    guard let colon = link.firstIndex(of: ":") else { return true }
    return link[..<colon].contains { $0 == "/" || $0 == "?" || $0 == "#" }
  }

  /// Path characters kept; everything else (spaces, quotes, '#', '?', '%',
  /// non-ASCII) percent-encoded byte by byte.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "/-._~+@,;=".unicodeScalars.contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
