import TipModel

/// Renders `.tipspec` syntax as text that parses back to the same tree.
///
/// Every name, literal and operator is written with the range of the node
/// it came from as its origin (`SourceFile.Origin`), so text printed from a
/// tree the Swift front end built reports its errors at the exact Swift
/// expression, not at the whole line. The printer never reads semantics:
/// it writes what the tree says, parenthesizing only where the parser's
/// precedence requires.
package struct SpecPrinter {
  package private(set) var text = ""
  package private(set) var origins: [SourceFile.Origin] = []
  private var byteCount = 0
  /// The origin of the text being written, when nothing finer is known.
  private var current: SourceRange?
  /// Text that ends the next line (`  // File.swift:12` after a
  /// declaration's head, for people reading `tipcheck extract`).
  private var pendingNote: String?

  package init() {}

  /// A printer whose text, until a node says otherwise, comes from
  /// `start`: where a reader of the printed file reports what belongs to
  /// the whole file (the default properties).
  package init(startingAt start: SourceRange) {
    origins = [SourceFile.Origin(offset: 0, range: start)]
    current = start
  }

  // MARK: Primitives

  /// Appends `text` from `range` (nil: the enclosing origin goes on).
  package mutating func write(_ text: String, from range: SourceRange? = nil) {
    guard !text.isEmpty else { return }
    if let range, range != current {
      origins.append(SourceFile.Origin(offset: byteCount, range: range))
      current = range
    }
    self.text += text
    byteCount += text.utf8.count
  }

  /// Starts a line at `depth` (two spaces a level).
  package mutating func indent(_ depth: Int) {
    write(String(repeating: "  ", count: depth))
  }

  package mutating func newline() {
    if let note = pendingNote {
      pendingNote = nil
      write(note)
    }
    write("\n")
  }

  /// Ends the next line written with `note`.
  package mutating func noteNextLine(_ note: String) {
    pendingNote = note.isEmpty ? nil : note
  }

  // MARK: Expressions

  /// The parser's binary precedence levels, loosest first.
  static func level(of op: String) -> Int {
    switch op {
    case "||": 0
    case "&&": 1
    case "==", "!=", "<", "<=", ">", ">=": 2
    case "+", "-": 3
    default: 4
    }
  }

  package mutating func print(_ expression: ExpressionSyntax) {
    switch expression {
    case .integer(let value, let range):
      write(String(value), from: range)
    case .boolean(let value, let range):
      write(value ? "true" : "false", from: range)
    case .enumCase(let name):
      write("." + name.text, from: name.range)
    case .path(let names):
      for (position, name) in names.enumerated() {
        write((position == 0 ? "" : ".") + name.text, from: name.range)
      }
    case .call(let name, let arguments, let range):
      write(name.text + "(", from: name.range)
      for (position, argument) in arguments.enumerated() {
        if position > 0 { write(", ", from: range) }
        print(argument)
      }
      write(")", from: range)
    case .unary(let op, let operand, _):
      write(op.text, from: op.range)
      printOperand(operand, parenthesized: !operand.isPrimary || (op.text == "-" && operand.isNegativeLiteral))
    case .binary(let op, let lhs, let rhs):
      let level = Self.level(of: op.text)
      // Left-associative; comparisons do not chain.
      printOperand(lhs, parenthesized: lhs.binaryLevel.map { $0 < level || ($0 == level && level == 2) } ?? false)
      write(" " + op.text + " ", from: op.range)
      printOperand(rhs, parenthesized: rhs.binaryLevel.map { $0 <= level } ?? false)
    case .parenthesized(let inner, let range):
      write("(", from: range)
      print(inner)
      write(")", from: range)
    }
  }

  private mutating func printOperand(_ operand: ExpressionSyntax, parenthesized: Bool) {
    guard parenthesized else { return print(operand) }
    write("(", from: operand.range)
    print(operand)
    write(")", from: operand.range)
  }

  package mutating func print(_ names: [Name]) {
    print(ExpressionSyntax.path(names))
  }

  package mutating func print(_ literal: StringLiteral) {
    write(SpecPrinter.quoted(literal.value), from: literal.range)
  }

  // MARK: Effects

  /// Effects one per line at `depth`.
  package mutating func print(_ effects: [EffectSyntax], depth: Int) {
    for effect in effects {
      indent(depth)
      print(effect, depth: depth)
      newline()
    }
  }

  /// One effect, from the current column; a conditional's blocks are
  /// indented at `depth + 1`.
  package mutating func print(_ effect: EffectSyntax, depth: Int) {
    switch effect.kind {
    case .set(let target, let op, let value):
      write("set ", from: effect.range)
      print(target)
      write(" " + op + " ", from: effect.range)
      print(value)
    case .toggle(let target):
      write("toggle ", from: effect.range)
      print(target)
    case .donate(let target):
      write("donate ", from: effect.range)
      print(target)
    case .invalidate(let tip, let reason):
      write("invalidate ", from: effect.range)
      write(tip.text, from: tip.range)
      if let reason { write(" ." + reason.text, from: reason.range) }
    case .navigate(let screen):
      write("navigate ", from: effect.range)
      write(screen.text, from: screen.range)
    case .conditional(let condition, let then, let otherwise):
      write("if ", from: effect.range)
      print(condition)
      printBlock(then, depth: depth, from: effect.range)
      guard !otherwise.isEmpty else { return }
      write(" else", from: effect.range)
      if otherwise.count == 1, case .conditional = otherwise[0].kind {
        write(" ")
        print(otherwise[0], depth: depth)
      } else {
        printBlock(otherwise, depth: depth, from: effect.range)
      }
    case .either(let blocks, let assumptions):
      write("either", from: effect.range)
      for (index, block) in blocks.enumerated() {
        if index > 0 { write(" or", from: effect.range) }
        if let assumption = assumptions.indices.contains(index) ? assumptions[index] : nil {
          write(" " + SpecPrinter.quoted(assumption), from: effect.range)
        }
        printBlock(block, depth: depth, from: effect.range)
      }
    case .havoc(let target):
      write("havoc ", from: effect.range)
      print(target)
    }
  }

  /// ` {`, the effects one level deeper, `}` (or ` {}` when empty).
  package mutating func printBlock(_ effects: [EffectSyntax], depth: Int, from range: SourceRange) {
    guard !effects.isEmpty else { return write(" {}", from: range) }
    write(" {", from: range)
    newline()
    print(effects, depth: depth + 1)
    indent(depth)
    write("}", from: range)
  }

  // MARK: Lexical rules

  /// A string literal, escaped.
  package static func quoted(_ text: String) -> String {
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

  /// An identifier of the language for any name: backticks removed,
  /// characters outside `[A-Za-z0-9_]` spelled as `_`, a leading digit
  /// prefixed with `_`.
  package static func identifier(_ name: String) -> String {
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

extension ExpressionSyntax {
  /// Whether it prints as one operand without parentheses.
  var isPrimary: Bool {
    switch self {
    case .integer(let value, _): value >= 0
    case .boolean, .enumCase, .path, .call, .parenthesized: true
    case .unary, .binary: false
    }
  }

  var isNegativeLiteral: Bool {
    if case .integer(let value, _) = self { return value < 0 }
    return false
  }

  /// The precedence level of a binary operator at the root, if any.
  var binaryLevel: Int? {
    if case .binary(let op, _, _) = self { return SpecPrinter.level(of: op.text) }
    return nil
  }
}
