import TipModel

/// A `.tipspec` document under construction: lines and blocks, each
/// remembering the Swift code it was written from.
///
/// The Swift front end lowers an app to this text rather than to the model
/// directly, so that one resolver (names, types, ranges, default
/// properties) serves both front ends, and `tipcheck extract` prints
/// exactly what is verified.
indirect enum SpecNode: Hashable, Sendable {
  case line(String, origin: SourceRange?)
  /// A line of the user's own text (a `// tipcheck:` directive), starting
  /// at `origin.start`: locations inside it map character by character.
  case verbatim(String, origin: SourceRange)
  /// `head {` children `}`.
  case block(String, origin: SourceRange?, [SpecNode])
  /// A comment line, for people reading `tipcheck extract`.
  case comment(String)
  case blank
}

extension SpecNode {
  /// The text of every line and block head, this node's and its children's.
  var texts: [String] {
    switch self {
    case .line(let text, _), .verbatim(let text, _): [text]
    case .block(let head, _, let children): [head] + children.flatMap(\.texts)
    case .comment, .blank: []
    }
  }
}

/// Renders `SpecNode`s to text and records, for every line, the Swift range
/// it came from (`SourceFile.Origin`).
struct SpecWriter {
  private(set) var text = ""
  private(set) var origins: [SourceFile.Origin] = []
  private var byteCount = 0
  /// Whether declaration heads get a `// File.swift:12` comment.
  let annotate: Bool
  /// Paths are printed relative to this prefix.
  let pathPrefix: String

  init(annotate: Bool, pathPrefix: String = "") {
    self.annotate = annotate
    self.pathPrefix = pathPrefix
  }

  mutating func write(_ nodes: [SpecNode], depth: Int = 0) {
    for (index, node) in nodes.enumerated() {
      // For people: a blank line between declarations.
      if annotate, depth == 0, index > 0, case .block = node { append("\n", origin: nil) }
      write(node, depth: depth)
    }
  }

  mutating func write(_ node: SpecNode, depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    switch node {
    case .blank:
      append("\n", origin: nil)
    case .comment(let comment):
      append(indent + "// " + comment + "\n", origin: nil)
    case .line(let line, let origin):
      let annotation = line.hasPrefix("//") ? "" : note(origin, depth: depth)
      append(indent + line + annotation + "\n", origin: origin)
    case .verbatim(let line, let origin):
      append(indent, origin: origin)
      append(line, origin: origin, verbatim: true)
      append(note(origin, depth: depth) + "\n", origin: nil)
    case .block(let head, let origin, let children):
      append(indent + head + " {" + note(origin, depth: depth) + "\n", origin: origin)
      write(children, depth: depth + 1)
      append(indent + "}\n", origin: origin)
    }
  }

  private func note(_ origin: SourceRange?, depth: Int) -> String {
    guard annotate, depth == 0, let origin, !origin.isSynthesized else { return "" }
    var file = origin.start.file
    if !pathPrefix.isEmpty, file.hasPrefix(pathPrefix) { file = String(file.dropFirst(pathPrefix.count)) }
    return "  // \(file):\(origin.start.line)"
  }

  private mutating func append(_ line: String, origin: SourceRange?, verbatim: Bool = false) {
    if let origin {
      origins.append(SourceFile.Origin(offset: byteCount, range: origin, verbatim: verbatim))
    } else if let previous = origins.last {
      // Unattributed text (braces, comments) belongs to what precedes it:
      // its end, after a verbatim stretch.
      var range = previous.range
      if previous.verbatim { range.start = range.end }
      origins.append(SourceFile.Origin(offset: byteCount, range: range))
    }
    text += line
    byteCount += line.utf8.count
  }
}

/// Quoting and naming rules of the `.tipspec` language.
enum SpecSyntax {
  /// A string literal, escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": break
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// An identifier of the language for a Swift name: backticks removed,
  /// characters outside `[A-Za-z0-9_]` spelled as `_`.
  static func identifier(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars where scalar != "`" {
      let ok = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
        || scalar == "_"
      result.unicodeScalars.append(ok ? scalar : "_")
    }
    if result.isEmpty { return "_" }
    if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "_" + result }
    return result
  }
}
