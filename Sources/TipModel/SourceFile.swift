/// The text of one input file, with the line table needed to turn byte
/// offsets into line and column numbers and to print a line under a caret.
public struct SourceFile: Sendable {
  public let path: String
  public let text: String
  /// UTF-8 view of `text`, kept as an array for O(1) offset access.
  public let bytes: [UInt8]
  /// Byte offset at which each line starts (line 1 is index 0).
  public let lineStarts: [Int]

  public init(path: String, text: String) {
    self.path = path
    self.text = text
    self.bytes = Array(text.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    self.lineStarts = starts
  }

  /// The location of a byte offset. Columns count Unicode scalars, as
  /// Xcode and most editors do, so carets line up under non-ASCII titles.
  public func location(at offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let lineStart = lineStarts[low]
    let prefix = bytes[lineStart..<clamped]
    let column = (String(decoding: prefix, as: UTF8.self).unicodeScalars.count) + 1
    return SourceLocation(file: path, line: low + 1, column: column, offset: clamped)
  }

  public func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: location(at: start), end: location(at: max(start, end)))
  }

  /// The text of a 1-based line, without its newline.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
      end -= 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
