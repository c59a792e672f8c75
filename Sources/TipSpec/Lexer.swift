import TipModel

/// Splits a `.tipspec` file into tokens. It never fails: bad characters and
/// unterminated strings become `.invalid` tokens with a diagnostic, so the
/// parser can go on and report more.
struct Lexer {
  private let bytes: [UInt8]
  private let source: SourceFile
  private var position = 0
  private(set) var diagnostics: [Diagnostic] = []

  /// Multi-character punctuation, longest first.
  private static let symbols = [
    "...", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "?.",
    "{", "}", "(", ")", "[", "]", ",", ":", ";", ".", "<", ">", "!", "+", "-", "*", "=", "?", "@", "#", "$",
  ].map { Array($0.utf8) }

  init(source: SourceFile) {
    self.source = source
    self.bytes = source.bytes
  }

  mutating func tokenize() -> [Token] {
    var tokens: [Token] = []
    while true {
      let hadSpace = skipTrivia()
      let token = next(followsSpace: hadSpace || tokens.isEmpty)
      tokens.append(token)
      if token.kind == .endOfFile { return tokens }
    }
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Skips whitespace and comments; returns whether anything was skipped.
  private mutating func skipTrivia() -> Bool {
    let start = position
    while let byte = peek() {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        position += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        // A line comment ends at LF or CR (a lone CR ends a line too).
        while let c = peek(), c != 0x0A, c != 0x0D { position += 1 }
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        let commentStart = position
        position += 2
        var depth = 1
        while depth > 0 {
          guard let c = peek() else {
            diagnostics.append(.error("unterminated comment", at: source.range(commentStart, commentStart + 2)))
            break
          }
          if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
            depth -= 1
            position += 2
          } else if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
            depth += 1
            position += 2
          } else {
            position += 1
          }
        }
      } else {
        break
      }
    }
    return position > start
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private mutating func next(followsSpace: Bool) -> Token {
    let start = position
    guard let byte = peek() else {
      return Token(kind: .endOfFile, text: "", start: start, end: start, followsSpace: followsSpace)
    }
    if Self.isIdentifierStart(byte) {
      while let c = peek(), Self.isIdentifierStart(c) || Self.isDigit(c) { position += 1 }
      return token(.identifier, from: start, followsSpace)
    }
    if Self.isDigit(byte) {
      while let c = peek(), Self.isDigit(c) || c == UInt8(ascii: "_") { position += 1 }
      return token(.integer, from: start, followsSpace)
    }
    if byte == UInt8(ascii: "\"") {
      return string(from: start, followsSpace)
    }
    for symbol in Self.symbols where bytes.count - position >= symbol.count {
      if Array(bytes[position..<position + symbol.count]) == symbol {
        position += symbol.count
        return token(.punctuation, from: start, followsSpace)
      }
    }
    // An unexpected character: consume one whole UTF-8 scalar.
    position += 1
    while let c = peek(), c & 0xC0 == 0x80 { position += 1 }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    // Invisible characters are named by code point; letters outside ASCII
    // get a hint, since names are ASCII here (titles and labels are not).
    let scalar = text.unicodeScalars.first
    let visible = scalar.map { !$0.properties.isWhitespace && $0.properties.generalCategory != .control && $0.properties.generalCategory != .format } ?? false
    let described = visible ? "'\(text)'" : scalar.map { value -> String in
      let hex = String(value.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    } ?? "?"
    let hint = (scalar?.properties.isAlphabetic ?? false) ? "names are ASCII letters, digits and '_'; other text goes in quotes" : nil
    diagnostics.append(.error("unexpected character \(described)", at: source.range(start, position), hint: hint))
    return Token(kind: .invalid, text: text, start: start, end: position, followsSpace: followsSpace)
  }

  private func token(_ kind: Token.Kind, from start: Int, _ followsSpace: Bool) -> Token {
    Token(
      kind: kind, text: String(decoding: bytes[start..<position], as: UTF8.self), start: start, end: position,
      followsSpace: followsSpace)
  }

  private mutating func string(from start: Int, _ followsSpace: Bool) -> Token {
    position += 1
    var value: [UInt8] = []
    while true {
      guard let c = peek(), c != 0x0A, c != 0x0D else {
        diagnostics.append(
          .error("unterminated string literal", at: source.range(start, position), hint: "add a closing '\"'"))
        return Token(
          kind: .string, text: String(decoding: value, as: UTF8.self), start: start, end: position,
          followsSpace: followsSpace)
      }
      position += 1
      if c == UInt8(ascii: "\"") { break }
      if c == UInt8(ascii: "\\"), let escaped = peek() {
        position += 1
        switch escaped {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): value.append(escaped)
        default:
          diagnostics.append(
            .error("unknown escape sequence '\\\(Character(UnicodeScalar(escaped)))'", at: source.range(position - 2, position)))
        }
      } else {
        value.append(c)
      }
    }
    return Token(
      kind: .string, text: String(decoding: value, as: UTF8.self), start: start, end: position,
      followsSpace: followsSpace)
  }
}
