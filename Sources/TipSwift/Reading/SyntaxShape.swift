#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax

/// Shapes of Swift source no app has and a hostile file can: the toolchain's
/// parser takes time exponential in the nesting of `[` (it tries each as a
/// type and as a literal), and every walk over a syntax tree recurses once
/// per level, so a chain of 100,000 `.member`s or `+ 1`s overflows any
/// stack. A file past these limits is reported as unreadable at the place
/// (an error: exit 65) and not parsed further. Real code stays far inside
/// them (a SwiftUI body with long modifier chains nests a few hundred levels).
enum SyntaxShape {
  /// `[` open at once; the parser's time grows about 1.7× per level past a dozen.
  static let deepestBrackets = 16
  /// Levels of the syntax tree, before and after operators are folded.
  static let deepestTree = 2_000
  /// Operands in one operator sequence (`a + b + …`): its folded depth.
  static let longestSequence = 2_000

  /// The offset of the first `[` nested deeper than `deepestBrackets`, read
  /// lexically: comments, string literals (with interpolations, which are
  /// code), multi-line and raw strings are skipped.
  static func tooDeepBracket(in text: String) -> Int? {
    let bytes = Array(text.utf8)
    var depth = 0
    var index = 0
    // Interpolations being read: the `(` depth at which each one closes.
    var interpolations: [(parens: Int, quotes: Int, hashes: Int)] = []
    var parens = 0
    func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    /// Skips a string literal opened at `index` (after any `#`s), returning
    /// true if an interpolation was entered instead of reaching its end.
    func skipString(quotes: Int, hashes: Int) -> Bool {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\") {
          var probe = index + 1
          var seen = 0
          while seen < hashes, at(probe) == UInt8(ascii: "#") {
            seen += 1
            probe += 1
          }
          if seen == hashes {
            if at(probe) == UInt8(ascii: "(") {
              index = probe + 1
              interpolations.append((parens, quotes, hashes))
              parens += 1
              return true
            }
            index = probe + 1
            continue
          }
        }
        if byte == UInt8(ascii: "\"") {
          var probe = index
          var run = 0
          while run < quotes, at(probe) == UInt8(ascii: "\"") {
            run += 1
            probe += 1
          }
          var closing = 0
          while closing < hashes, at(probe) == UInt8(ascii: "#") {
            closing += 1
            probe += 1
          }
          if run == quotes && closing == hashes {
            index = probe
            return false
          }
        }
        if quotes == 1 && byte == UInt8(ascii: "\n") { return false }
        index += 1
      }
      return false
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
        var nesting = 0
        repeat {
          if at(index) == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
            nesting += 1
            index += 2
          } else if at(index) == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
            nesting -= 1
            index += 2
          } else {
            index += 1
          }
        } while nesting > 0 && index < bytes.count
        continue
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        var probe = index
        var hashes = 0
        while at(probe) == UInt8(ascii: "#") {
          hashes += 1
          probe += 1
        }
        guard at(probe) == UInt8(ascii: "\"") else {
          index = probe
          continue
        }
        let quotes = at(probe + 1) == UInt8(ascii: "\"") && at(probe + 2) == UInt8(ascii: "\"") ? 3 : 1
        index = probe + quotes
        _ = skipString(quotes: quotes, hashes: hashes)
        continue
      case UInt8(ascii: "("):
        parens += 1
      case UInt8(ascii: ")"):
        parens -= 1
        // The end of an interpolation: back into its string.
        if let open = interpolations.last, parens == open.parens {
          interpolations.removeLast()
          index += 1
          _ = skipString(quotes: open.quotes, hashes: open.hashes)
          continue
        }
      case UInt8(ascii: "["):
        depth += 1
        if depth > deepestBrackets { return index }
      case UInt8(ascii: "]"):
        depth = max(0, depth - 1)
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The first node of `tree` (in a depth-first walk, no recursion) deeper
  /// than `deepestTree`, or the first operator sequence longer than
  /// `longestSequence`, with what is wrong with it.
  static func tooDeep(_ tree: some SyntaxProtocol) -> (node: Syntax, reason: String)? {
    var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = stack.popLast() {
      if depth > deepestTree {
        return (node, "it nests more than \(deepestTree) levels deep")
      }
      if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > longestSequence {
        return (node, "an expression chains more than \(longestSequence / 2) operators")
      }
      for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, depth + 1)) }
    }
    return nil
  }
}
#endif
