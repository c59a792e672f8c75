/// A position in a source file, 1-based, as editors and compilers print it.
///
/// Every entity of a model keeps the range it was read from, so that a
/// verdict, a trace step or an error can point at the line that caused it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  /// Byte offset in the file's UTF-8, used to cut source lines for carets.
  public var offset: Int

  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
  }

  /// `file:line:column`, or only `file` for a place that is not in the
  /// file's text (line 0: a file that cannot be read, a synthesized
  /// entity), as compilers print errors about a whole file.
  public var description: String { line == 0 ? file : "\(file):\(line):\(column)" }
}

/// A half-open range of source text, `start..<end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// A range for entities that were not read from a file (built-in styles,
  /// generated models), so that every entity still has a location.
  public static func synthesized(_ name: String) -> SourceRange {
    let location = SourceLocation(file: name, line: 0, column: 0, offset: 0)
    return SourceRange(start: location, end: location)
  }

  public var isSynthesized: Bool { start.line == 0 }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  public var description: String { start.description }
}
