/// The text of one input file, with the line table needed to turn byte
/// offsets into line and column numbers and to print a line under a caret.
public struct SourceFile: Sendable {
  public let path: String
  public let text: String
  /// UTF-8 view of `text`, kept as an array for O(1) offset access.
  public let bytes: [UInt8]
  /// Byte offset at which each line starts (line 1 is index 0).
  public let lineStarts: [Int]
  /// Whether each line is ASCII: its columns are then its byte offsets, so a
  /// location costs no scan of the line (thousands of errors on one long
  /// line stay linear).
  let lineIsASCII: [Bool]
  /// For text generated from other sources (the `.tipspec` the Swift front
  /// end writes): where each stretch of this text came from, sorted by
  /// offset. Locations in such text are reported at their origin, so every
  /// diagnostic and trace step points at the user's own code.
  public let origins: [Origin]

  /// A stretch of generated text, from `offset` to the next origin, and the
  /// range of user code it was generated from.
  public struct Origin: Sendable, Hashable {
    public var offset: Int
    public var range: SourceRange
    /// The stretch is the user's text copied as is (a `// tipcheck:`
    /// comment), so a location inside it maps to the same place in the
    /// user's line, not to the start of the range.
    public var verbatim: Bool

    public init(offset: Int, range: SourceRange, verbatim: Bool = false) {
      self.offset = offset
      self.range = range
      self.verbatim = verbatim
    }

    /// Where `offset` (inside this verbatim stretch of `text`) is in the user's file.
    func location(of offset: Int, in text: [UInt8]) -> SourceLocation {
      let length = range.end.offset - range.start.offset
      let end = min(max(offset, self.offset), self.offset + length, text.count)
      let columns = String(decoding: text[self.offset..<end], as: UTF8.self).unicodeScalars.count
      var location = range.start
      location.column += columns
      location.offset += end - self.offset
      return location
    }
  }

  public init(path: String, text: String, origins: [Origin] = []) {
    self.path = path
    self.text = text
    self.origins = origins.sorted { $0.offset < $1.offset }
    self.bytes = Array(text.utf8)
    // Lines end at LF, CRLF, or a lone CR (classic Mac files).
    var starts = [0]
    var ascii = [true]
    for (index, byte) in bytes.enumerated() {
      if byte >= 128 { ascii[ascii.count - 1] = false }
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
      {
        starts.append(index + 1)
        ascii.append(true)
      }
    }
    self.lineStarts = starts
    self.lineIsASCII = ascii
  }

  /// The location of a byte offset. Columns count Unicode scalars, as
  /// Xcode and most editors do, so carets line up under non-ASCII titles.
  public func location(at offset: Int) -> SourceLocation {
    if let origin = origin(at: offset) { return origin.verbatim ? origin.location(of: offset, in: bytes) : origin.range.start }
    return ownLocation(at: offset)
  }

  /// The origin of the generated text at `offset` (the last one starting at
  /// or before it), if this text was generated.
  public func origin(at offset: Int) -> Origin? {
    guard !origins.isEmpty else { return nil }
    var low = 0
    var high = origins.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if origins[mid].offset <= offset { low = mid } else { high = mid - 1 }
    }
    return origins[low]
  }

  /// The location in this text itself, ignoring origins.
  public func ownLocation(at offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let lineStart = lineStarts[low]
    // Scalars before the offset: bytes that do not continue a UTF-8 sequence.
    let column =
      lineIsASCII[low]
      ? clamped - lineStart + 1 : bytes[lineStart..<clamped].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return SourceLocation(file: path, line: low + 1, column: column, offset: clamped)
  }

  public func range(_ start: Int, _ end: Int) -> SourceRange {
    if let first = origin(at: start) {
      if first.verbatim, let last = origin(at: max(start, end - 1)), last == first {
        return SourceRange(start: first.location(of: start, in: bytes), end: first.location(of: max(start, end), in: bytes))
      }
      // Within one origin, the origin's whole range; across several, from
      // the first origin to the end of the last one in the same file.
      let last = origin(at: max(start, end - 1)) ?? first
      guard last.range.start.file == first.range.start.file, last.range.end >= first.range.start else {
        return first.range
      }
      return SourceRange(start: first.range.start, end: last.range.end)
    }
    return SourceRange(start: location(at: start), end: location(at: max(start, end)))
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
