import TipModel

/// A value of a configuration file, with where it is written.
///
/// `.tipcheck.yml` is YAML as configuration files use it (SwiftLint's
/// `.swiftlint.yml` is the model): block mappings and lists, one-line flow
/// lists (`[a, b]`), plain and quoted scalars, comments. Everything else
/// YAML has (anchors, aliases, tags, block scalars, flow mappings, several
/// documents) is an error at its place, never a silently different reading.
enum YAMLNode: Equatable, Sendable {
  case scalar(String, SourceRange)
  case list([YAMLNode], SourceRange)
  case mapping([YAMLEntry], SourceRange)
  /// `key:` with nothing after it or below it (YAML's null).
  case empty(SourceRange)

  var range: SourceRange {
    switch self {
    case .scalar(_, let range), .list(_, let range), .mapping(_, let range), .empty(let range): range
    }
  }

  /// What the value is, for messages ("expected a list, found a mapping").
  var kind: String {
    switch self {
    case .scalar: "a value"
    case .list: "a list"
    case .mapping: "a mapping"
    case .empty: "nothing"
    }
  }
}

struct YAMLEntry: Equatable, Sendable {
  var key: String
  var keyRange: SourceRange
  var value: YAMLNode
}

/// Reads the YAML subset of `YAMLNode` from one file. Each line is read
/// once; an error stops the reading (a configuration is small, and the
/// first mistake usually explains the rest).
struct YAMLSubsetReader {
  struct Line {
    /// Offset of the first byte of the line's content (after its indentation).
    var content: Int
    /// Offset just past the line's last byte (before its newline).
    var end: Int
    var indent: Int
  }

  let source: SourceFile
  private var lines: [Line] = []
  private var next = 0
  /// Blocks open around the one being read. A configuration is two levels
  /// deep; a file nesting past `maxDepth` is an error, before the reader's
  /// recursion could run out of stack.
  private var depth = 0
  static let maxDepth = 16

  init(_ source: SourceFile) {
    self.source = source
  }

  private var bytes: [UInt8] { source.bytes }

  /// The document's top-level mapping (an empty file is an empty mapping).
  mutating func read() throws(Diagnostic) -> YAMLNode {
    try splitLines()
    guard let first = lines.first else { return .mapping([], source.range(0, 0)) }
    guard first.indent == 0 else { throw error("the file's first key must start at the beginning of its line", at: first.content) }
    if isListItem(first) { throw error("the file is a mapping of keys (key: value), not a list", at: first.content) }
    let node = try mapping(indent: 0)
    if next < lines.count { throw error("this line is indented less than its block but matches no key above", at: lines[next].content) }
    return node
  }

  // MARK: Lines

  private mutating func splitLines() throws(Diagnostic) {
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
      var content = start
      while content < end, bytes[content] == UInt8(ascii: " ") { content += 1 }
      if content < end, bytes[content] == UInt8(ascii: "\t") {
        throw error("a tab in indentation: YAML indents with spaces", at: content)
      }
      let isComment = content < end && bytes[content] == UInt8(ascii: "#")
      let text = String(decoding: bytes[content..<end], as: UTF8.self)
      let trimmed = text.trimmingSpaces()
      if trimmed == "..." { break }
      if content < end, !isComment, !(trimmed == "---" && lines.isEmpty) {
        if trimmed.hasPrefix("---") || trimmed.hasPrefix("%") {
          throw error("one document per file: TipCheck reads no '---' or directives here", at: content)
        }
        lines.append(Line(content: content, end: end, indent: content - start))
      }
      // CRLF is one line break.
      if end < bytes.count, bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
        end += 1
      }
      start = end + 1
    }
  }

  private func isListItem(_ line: Line) -> Bool {
    bytes[line.content] == UInt8(ascii: "-") && (line.content + 1 == line.end || isSpace(bytes[line.content + 1]))
  }

  private func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  // MARK: Blocks

  /// The block below a `key:` or `-` at `parentIndent`, or nothing.
  private mutating func nested(below parentIndent: Int, at offset: Int, allowsListAtSameIndent: Bool) throws(Diagnostic)
    -> YAMLNode
  {
    guard next < lines.count else { return .empty(source.range(offset, offset)) }
    let line = lines[next]
    // `key:` then `- item` at the key's own indentation is a list too (YAML allows it).
    if line.indent > parentIndent || (allowsListAtSameIndent && line.indent == parentIndent && isListItem(line)) {
      guard depth < Self.maxDepth else { throw error("nested too deep: a configuration's values are at most two levels down", at: line.content) }
      depth += 1
      defer { depth -= 1 }
      return isListItem(line) ? try list(indent: line.indent) : try mapping(indent: line.indent)
    }
    return .empty(source.range(offset, offset))
  }

  private mutating func mapping(indent: Int) throws(Diagnostic) -> YAMLNode {
    var entries: [YAMLEntry] = []
    let start = lines[next].content
    var end = start
    while next < lines.count, lines[next].indent >= indent {
      let line = lines[next]
      guard line.indent == indent else { throw error("unexpected indentation: this line belongs to no key", at: line.content) }
      if isListItem(line) { throw error("a list item where a key was expected", at: line.content) }
      let (key, keyEnd, valueStart) = try self.key(in: line)
      if let earlier = entries.first(where: { $0.key == key }) {
        throw Diagnostic(
          .error, "'\(key)' is set twice", at: source.range(line.content, keyEnd),
          notes: [Diagnostic(.note, "first set here", at: earlier.keyRange)]
        ).with(id: "config.duplicate-key")
      }
      next += 1
      let value: YAMLNode
      if valueStart < line.end {
        value = try inlineValue(from: valueStart, to: line.end)
      } else {
        value = try nested(below: indent, at: keyEnd + 1, allowsListAtSameIndent: true)
      }
      entries.append(YAMLEntry(key: key, keyRange: source.range(line.content, keyEnd), value: value))
      end = max(end, value.range.end.offset, keyEnd)
    }
    return .mapping(entries, source.range(start, end))
  }

  private mutating func list(indent: Int) throws(Diagnostic) -> YAMLNode {
    var items: [YAMLNode] = []
    let start = lines[next].content
    var end = start
    while next < lines.count, lines[next].indent == indent, isListItem(lines[next]) {
      let line = lines[next]
      next += 1
      var valueStart = line.content + 1
      while valueStart < line.end, isSpace(bytes[valueStart]) { valueStart += 1 }
      let item: YAMLNode
      if valueStart < line.end, bytes[valueStart] != UInt8(ascii: "#") {
        item = try inlineValue(from: valueStart, to: line.end)
        if case .scalar(let text, _) = item, bytes[valueStart] != UInt8(ascii: "\""), bytes[valueStart] != UInt8(ascii: "'"),
          text.contains(": ") || text.hasSuffix(":")
        {
          throw error(
            "a list item here is one value; a 'key: value' inside a list is not read", at: valueStart,
            hint: "quote the item if its ': ' is part of the value")
        }
      } else {
        item = try nested(below: indent, at: line.content + 1, allowsListAtSameIndent: false)
      }
      items.append(item)
      end = max(end, item.range.end.offset, line.content + 1)
    }
    if next < lines.count, lines[next].indent > indent {
      throw error("unexpected indentation: this line belongs to no list item", at: lines[next].content)
    }
    return .list(items, source.range(start, end))
  }

  // MARK: Keys and values

  /// A line's key (plain or quoted), the offset past it, and where its value starts.
  private func key(in line: Line) throws(Diagnostic) -> (String, Int, Int) {
    let first = bytes[line.content]
    var key: String
    var keyEnd: Int
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      (key, keyEnd) = try quoted(from: line.content, to: line.end)
    } else {
      try refuseIndicator(at: line.content)
      var position = line.content
      while position < line.end, !(bytes[position] == UInt8(ascii: ":") && (position + 1 == line.end || isSpace(bytes[position + 1]))) {
        if bytes[position] == UInt8(ascii: "#"), position > line.content, isSpace(bytes[position - 1]) { break }
        position += 1
      }
      guard position < line.end, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected 'key: value'", at: line.content, hint: "each line of the file sets a key, or is an item ('- …') of a list")
      }
      keyEnd = position
      while keyEnd > line.content, isSpace(bytes[keyEnd - 1]) { keyEnd -= 1 }
      key = String(decoding: bytes[line.content..<keyEnd], as: UTF8.self)
    }
    var colon = keyEnd
    while colon < line.end, isSpace(bytes[colon]) { colon += 1 }
    guard colon < line.end, bytes[colon] == UInt8(ascii: ":") else { throw error("expected ':' after the key", at: colon) }
    var valueStart = colon + 1
    while valueStart < line.end, isSpace(bytes[valueStart]) { valueStart += 1 }
    if valueStart < line.end, bytes[valueStart] == UInt8(ascii: "#") { valueStart = line.end }
    return (key, keyEnd, valueStart)
  }

  /// A value on the key's (or the item's) line: a quoted or plain scalar,
  /// or a flow list, then at most a comment.
  private func inlineValue(from start: Int, to end: Int) throws(Diagnostic) -> YAMLNode {
    let first = bytes[start]
    if first == UInt8(ascii: "[") {
      let (node, after) = try flowList(from: start, to: end)
      try expectNothing(after: after, to: end)
      return node
    }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      let (text, after) = try quoted(from: start, to: end)
      try expectNothing(after: after, to: end)
      return .scalar(text, source.range(start + 1, after - 1))
    }
    try refuseIndicator(at: start)
    let valueEnd = plainEnd(from: start, to: end, inFlow: false)
    return .scalar(String(decoding: bytes[start..<valueEnd], as: UTF8.self), source.range(start, valueEnd))
  }

  /// Where a plain scalar ends: before a comment (' #'), trailing spaces,
  /// and in a flow list before ',' or ']'.
  private func plainEnd(from start: Int, to end: Int, inFlow: Bool) -> Int {
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "#"), position > start, isSpace(bytes[position - 1]) { break }
      if inFlow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") { break }
      position += 1
    }
    while position > start, isSpace(bytes[position - 1]) { position -= 1 }
    return position
  }

  private func flowList(from start: Int, to end: Int) throws(Diagnostic) -> (YAMLNode, Int) {
    var items: [YAMLNode] = []
    var position = start + 1
    func skipSpaces() { while position < end, isSpace(bytes[position]) { position += 1 } }
    skipSpaces()
    if position < end, bytes[position] == UInt8(ascii: "]") { return (.list([], source.range(start, position + 1)), position + 1) }
    while true {
      skipSpaces()
      guard position < end else { throw error("this list is not closed: a flow list ('[…]') stays on one line", at: start) }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        let (text, after) = try quoted(from: position, to: end)
        items.append(.scalar(text, source.range(position + 1, after - 1)))
        position = after
      } else {
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { throw error("a list inside a list is not read here", at: position) }
        try refuseIndicator(at: position)
        let itemEnd = plainEnd(from: position, to: end, inFlow: true)
        guard itemEnd > position else { throw error("an empty item in a list", at: position) }
        items.append(.scalar(String(decoding: bytes[position..<itemEnd], as: UTF8.self), source.range(position, itemEnd)))
        position = itemEnd
      }
      skipSpaces()
      guard position < end else { throw error("this list is not closed: a flow list ('[…]') stays on one line", at: start) }
      if bytes[position] == UInt8(ascii: "]") { return (.list(items, source.range(start, position + 1)), position + 1) }
      guard bytes[position] == UInt8(ascii: ",") else { throw error("expected ',' or ']' in this list", at: position) }
      position += 1
    }
  }

  /// A single- or double-quoted scalar from its opening quote: its text and
  /// the offset past its closing quote.
  private func quoted(from start: Int, to end: Int) throws(Diagnostic) -> (String, Int) {
    let quote = bytes[start]
    var text: [UInt8] = []
    var position = start + 1
    while position < end {
      let byte = bytes[position]
      if byte == quote {
        // '' is one quote inside single quotes.
        if quote == UInt8(ascii: "'"), position + 1 < end, bytes[position + 1] == quote {
          text.append(quote)
          position += 2
          continue
        }
        return (String(decoding: text, as: UTF8.self), position + 1)
      }
      if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
        guard position + 1 < end else { break }
        let escaped = bytes[position + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        default: throw error("an escape TipCheck does not read: use \\\", \\\\, \\n or \\t", at: position)
        }
        position += 2
        continue
      }
      text.append(byte)
      position += 1
    }
    throw error("this quote is not closed on its line", at: start)
  }

  private func expectNothing(after position: Int, to end: Int) throws(Diagnostic) {
    var position = position
    while position < end, isSpace(bytes[position]) { position += 1 }
    guard position < end, bytes[position] != UInt8(ascii: "#") else { return }
    throw error("unexpected text after the value", at: position)
  }

  /// YAML's indicators TipCheck does not read, where a value would start.
  private func refuseIndicator(at position: Int) throws(Diagnostic) {
    let what: String
    switch bytes[position] {
    case UInt8(ascii: "&"): what = "anchors ('&')"
    case UInt8(ascii: "*"): what = "aliases ('*')"
    case UInt8(ascii: "!"): what = "tags ('!')"
    case UInt8(ascii: "|"), UInt8(ascii: ">"): what = "block scalars ('|', '>')"
    case UInt8(ascii: "{"): what = "flow mappings ('{…}')"
    case UInt8(ascii: "?"): what = "complex keys ('?')"
    case UInt8(ascii: "@"), UInt8(ascii: "`"): what = "values starting with '@' or '`' (reserved by YAML)"
    default: return
    }
    throw error("TipCheck's configuration does not use YAML's \(what)", at: position, hint: "quote the value if it is text")
  }

  private func error(_ message: String, at offset: Int, hint: String? = nil) -> Diagnostic {
    Diagnostic.error(message, at: source.range(offset, min(offset + 1, max(offset, bytes.count))), hint: hint).with(id: "config.yaml")
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
    while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
