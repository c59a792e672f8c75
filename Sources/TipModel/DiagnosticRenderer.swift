/// Renders diagnostics the way swiftc does: `file:line:col: error: message`,
/// then the source line and a caret under the offending range, so that
/// Xcode, editors and people all read the same text.
public struct DiagnosticRenderer: Sendable {
  public var sources: [String: SourceFile]

  public init(sources: [SourceFile]) {
    var byPath: [String: SourceFile] = [:]
    for source in sources { byPath[source.path] = source }
    self.sources = byPath
  }

  /// Messages quote names from the inputs: their control characters are
  /// shown as U+FFFD, as in the source line, never sent to the terminal.
  public func render(_ diagnostic: Diagnostic) -> String {
    var lines = ["\(diagnostic.range.start): \(diagnostic.severity.rawValue): \(Self.printable(diagnostic.message))"]
    lines += snippet(for: diagnostic.range, hint: diagnostic.hint.map(Self.printable))
    for note in diagnostic.notes {
      lines.append("\(note.range.start): note: \(Self.printable(note.message))")
      lines += snippet(for: note.range, hint: note.hint.map(Self.printable))
    }
    return lines.joined(separator: "\n")
  }

  /// Control characters other than newline and tab as U+FFFD: a name or
  /// title from the inputs cannot move the cursor, recolour or retitle the
  /// terminal.
  public static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t" ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  /// The source line with a caret (and tildes) under the range.
  public func snippet(for range: SourceRange, hint: String?) -> [String] {
    guard !range.isSynthesized, let source = sources[range.start.file] else {
      return hint.map { ["    \($0)"] } ?? []
    }
    let line = range.start.line
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    let width: Int
    if range.end.line == line, range.end.column > range.start.column {
      width = range.end.column - range.start.column
    } else {
      width = 1
    }
    let (text, startColumn) = Self.displayed(source.lineText(line), column: range.start.column)
    var marker = String(repeating: " ", count: max(0, startColumn - 1)) + "^"
    if width > 1 { marker += String(repeating: "~", count: min(width, Self.window) - 1) }
    if let hint { marker += " " + hint }
    return [" \(number) | \(text)", " \(gutter) | \(marker)"]
  }
}

extension DiagnosticRenderer {
  /// How many characters of a long line are shown around the caret.
  public static let window = 100

  /// The line as printed, one character per Unicode scalar so the caret's
  /// column stays right: tabs as spaces, other control characters (a NUL,
  /// a lone CR) as U+FFFD; a long line cut to `window` characters around
  /// the column, with `…` on the cut sides. Returns the caret's column in it.
  static func displayed(_ line: String, column: Int) -> (text: String, column: Int) {
    var scalars = line.unicodeScalars.map { scalar -> Unicode.Scalar in
      if scalar == "\t" { return " " }
      return scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar
    }
    var caret = column
    if scalars.count > window + 20 {
      let start = max(0, min(column - 1 - window / 3, scalars.count - window))
      let end = min(scalars.count, start + window)
      var cut = Array(scalars[start..<end])
      if start > 0 {
        cut.insert("…", at: 0)
        caret = column - start + 1
      }
      if end < scalars.count { cut.append("…") }
      scalars = cut
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return (text, caret)
  }
}
