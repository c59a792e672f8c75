import TipModel

/// A lexical token of a `.tipspec` file. Keywords are contextual, so
/// `Token.Kind` has no keyword cases: the parser matches identifier text.
struct Token: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case identifier
    case integer
    case string
    case punctuation
    case endOfFile
    case invalid
  }

  var kind: Kind
  /// Source text; for strings, the decoded value.
  var text: String
  /// Byte offsets in the file.
  var start: Int
  var end: Int
  /// Whether whitespace or a comment separates this token from the previous
  /// one (lets `single-tip` be one name while `a - b` is arithmetic).
  var followsSpace: Bool

  func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }
  func isKeyword(_ word: String) -> Bool { kind == .identifier && text == word }
}
