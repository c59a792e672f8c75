import TipModel
import TipSpec

/// A `.tipspec` document under construction: lines and blocks, each
/// remembering the Swift code it was written from.
///
/// The Swift front end lowers an app to this text rather than to the model
/// directly, so that one resolver (names, types, ranges, default
/// properties) serves both front ends, and `tipcheck extract` prints
/// exactly what is verified. Expressions inside a line are syntax trees
/// (`ExpressionSyntax`) whose every name and operator carries its own
/// Swift range, so an error in `$0 == 3` points at that comparison.
indirect enum SpecNode: Sendable {
  case line(SpecLine, origin: SourceRange?)
  /// A line of the user's own text (a `// tipcheck:` directive), starting
  /// at `origin.start`: locations inside it map character by character.
  case verbatim(String, origin: SourceRange)
  /// `head {` children `}`.
  case block(SpecLine, origin: SourceRange?, [SpecNode])
  /// An effect built as a syntax tree, printed as the printer lays it out.
  case effect(EffectSyntax)
  /// A declaration built as a syntax tree.
  case declaration(Declaration)
  /// A comment line, for people reading `tipcheck extract`.
  case comment(String)
  case blank
}

extension SpecNode: Equatable {
  /// Two nodes are equal when they print the same text from the same
  /// origins (a site read twice through two paths is one site).
  static func == (lhs: SpecNode, rhs: SpecNode) -> Bool {
    var left = SpecWriter(annotate: false)
    left.write(lhs, depth: 0)
    var right = SpecWriter(annotate: false)
    right.write(rhs, depth: 0)
    return left.text == right.text && left.origins == right.origins
  }
}

/// One line of `.tipspec` (or a block's head): keywords and names as text,
/// expressions as trees printed with their own origins.
struct SpecLine: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  enum Piece: Hashable, Sendable {
    case text(String)
    case expression(ExpressionSyntax)
  }

  private(set) var pieces: [Piece] = []

  init(stringLiteral text: String) {
    if !text.isEmpty { pieces = [.text(text)] }
  }

  init(stringInterpolation: Interpolation) {
    pieces = stringInterpolation.pieces
  }

  init(_ expression: ExpressionSyntax) {
    pieces = [.expression(expression)]
  }

  struct Interpolation: StringInterpolationProtocol {
    var pieces: [Piece] = []

    init(literalCapacity: Int, interpolationCount: Int) {}

    /// Adjacent text is one piece, so equal lines compare equal however
    /// they were composed.
    mutating func appendLiteral(_ text: String) {
      guard !text.isEmpty else { return }
      if case .text(let previous)? = pieces.last {
        pieces[pieces.count - 1] = .text(previous + text)
      } else {
        pieces.append(.text(text))
      }
    }

    mutating func appendInterpolation(_ text: String) { appendLiteral(text) }

    mutating func appendInterpolation(_ value: Int) { appendLiteral(String(value)) }

    mutating func appendInterpolation(_ expression: ExpressionSyntax) { pieces.append(.expression(expression)) }

    mutating func appendInterpolation(_ line: SpecLine) { append(line.pieces) }

    mutating func append(_ more: [Piece]) {
      for piece in more {
        if case .text(let text) = piece { appendLiteral(text) } else { pieces.append(piece) }
      }
    }
  }

  /// Text the front end composed itself (keywords, quoted labels, names).
  init(_ text: String) {
    self.init(stringLiteral: text)
  }

  static func + (lhs: SpecLine, rhs: SpecLine) -> SpecLine {
    var result = lhs
    result += rhs
    return result
  }

  static func += (lhs: inout SpecLine, rhs: SpecLine) {
    var joined = Interpolation(literalCapacity: 0, interpolationCount: 0)
    joined.append(lhs.pieces + rhs.pieces)
    lhs.pieces = joined.pieces
  }

  var isEmpty: Bool { pieces.isEmpty }

  /// The line as `.tipspec` text.
  var description: String {
    var printer = SpecPrinter()
    printer.write(self, from: nil)
    return printer.text
  }

  func hasPrefix(_ prefix: String) -> Bool { description.hasPrefix(prefix) }
  func hasSuffix(_ suffix: String) -> Bool { description.hasSuffix(suffix) }
}

extension SpecPrinter {
  /// Writes a line's text from `origin`, its expressions from their own.
  mutating func write(_ line: SpecLine, from origin: SourceRange?) {
    for piece in line.pieces {
      switch piece {
      case .text(let text): write(text, from: origin)
      case .expression(let expression): print(expression)
      }
    }
  }
}

extension SpecNode {
  /// The screens its effects navigate to, in blocks and branches too.
  var navigations: [String] {
    switch self {
    case .effect(let effect): effect.navigations
    case .block(_, _, let children): children.flatMap(\.navigations)
    case .line, .verbatim, .comment, .blank, .declaration: []
    }
  }

  private static func lines(_ print: (inout SpecPrinter) -> Void) -> [String] {
    var printer = SpecPrinter()
    print(&printer)
    return printer.text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
  }

  /// The text of every line and block head, this node's and its children's.
  var texts: [String] {
    switch self {
    case .line(let line, _): [line.description]
    case .verbatim(let text, _): [text]
    case .block(let head, _, let children): [head.description] + children.flatMap(\.texts)
    case .effect(let effect):
      Self.lines {
        $0.print([effect], depth: 0)
      }
    case .declaration(let declaration):
      Self.lines {
        $0.print(declaration, depth: 0)
      }
    case .comment, .blank: []
    }
  }
}

/// Renders `SpecNode`s to text and records, for every line, the Swift range
/// it came from (`SourceFile.Origin`), and for every name and operator of
/// an expression its own.
struct SpecWriter {
  private var printer: SpecPrinter
  var text: String { printer.text }
  var origins: [SourceFile.Origin] { printer.origins }
  /// Whether declaration heads get a `// File.swift:12` comment.
  let annotate: Bool
  /// Paths are printed relative to this prefix.
  let pathPrefix: String

  init(annotate: Bool, pathPrefix: String = "") {
    self.annotate = annotate
    self.pathPrefix = pathPrefix
    printer = SpecPrinter()
  }

  mutating func write(_ nodes: [SpecNode], depth: Int = 0) {
    for (index, node) in nodes.enumerated() {
      // For people: a blank line between declarations.
      if annotate, depth == 0, index > 0, case .block = node { printer.newline() }
      write(node, depth: depth)
    }
  }

  mutating func write(_ node: SpecNode, depth: Int) {
    switch node {
    case .blank:
      printer.newline()
    case .comment(let comment):
      printer.indent(depth)
      printer.write("// " + comment + "\n")
    case .line(let line, let origin):
      printer.write(String(repeating: "  ", count: depth), from: origin)
      printer.write(line, from: origin)
      if !line.hasPrefix("//") { printer.write(note(origin, depth: depth)) }
      printer.newline()
    case .verbatim(let line, let origin):
      printer.write(String(repeating: "  ", count: depth), from: origin)
      printer.writeVerbatim(line, from: origin)
      printer.write(note(origin, depth: depth) + "\n")
    case .effect(let effect):
      printer.indent(depth)
      printer.print(effect, depth: depth)
      printer.newline()
    case .declaration(let declaration):
      printer.noteNextLine(note(declaration.range, depth: depth))
      printer.print(declaration, depth: depth)
    case .block(let head, let origin, let children):
      printer.write(String(repeating: "  ", count: depth), from: origin)
      printer.write(head, from: origin)
      printer.write(" {", from: origin)
      printer.write(note(origin, depth: depth) + "\n")
      write(children, depth: depth + 1)
      printer.write(String(repeating: "  ", count: depth) + "}\n", from: origin)
    }
  }

  private func note(_ origin: SourceRange?, depth: Int) -> String {
    guard annotate, depth == 0, let origin, !origin.isSynthesized else { return "" }
    var file = origin.start.file
    if !pathPrefix.isEmpty, file.hasPrefix(pathPrefix) { file = String(file.dropFirst(pathPrefix.count)) }
    return "  // \(file):\(origin.start.line)"
  }
}
