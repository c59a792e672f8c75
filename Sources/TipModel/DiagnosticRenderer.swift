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

  public func render(_ diagnostic: Diagnostic) -> String {
    var lines = ["\(diagnostic.range.start): \(diagnostic.severity.rawValue): \(diagnostic.message)"]
    lines += snippet(for: diagnostic.range, hint: diagnostic.hint)
    for note in diagnostic.notes {
      lines.append("\(note.range.start): note: \(note.message)")
      lines += snippet(for: note.range, hint: note.hint)
    }
    return lines.joined(separator: "\n")
  }

  /// The source line with a caret (and tildes) under the range.
  public func snippet(for range: SourceRange, hint: String?) -> [String] {
    guard !range.isSynthesized, let source = sources[range.start.file] else {
      return hint.map { ["    \($0)"] } ?? []
    }
    let line = range.start.line
    let text = source.lineText(line).replacingTabs()
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    let startColumn = range.start.column
    let width: Int
    if range.end.line == line, range.end.column > startColumn {
      width = range.end.column - startColumn
    } else {
      width = 1
    }
    var marker = String(repeating: " ", count: max(0, startColumn - 1)) + "^"
    if width > 1 { marker += String(repeating: "~", count: width - 1) }
    if let hint { marker += " " + hint }
    return [" \(number) | \(text)", " \(gutter) | \(marker)"]
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    var result = ""
    for character in self { result.append(character == "\t" ? " " : character) }
    return result
  }
}
