import TipModel
import TipSpec

/// `.tipspec` expressions built from what the Swift front end reads. Every
/// node carries the range of the Swift code it stands for, so the resolver
/// reports a mistyped comparison at that comparison.
extension ExpressionSyntax {
  /// Where a value read once is kept until it is used: `relocated(to:)`
  /// then places it at the Swift name that stands for it.
  static let unplaced = SourceRange.synthesized("value")

  /// A reference the front end spells as `Owner.name` (a parameter, an
  /// event's `donations.count`), every part at `range`.
  static func reference(_ dotted: String, at range: SourceRange) -> ExpressionSyntax {
    .path(Name.path(dotted, at: range))
  }

  static func enumCase(_ name: String, at range: SourceRange) -> ExpressionSyntax {
    .enumCase(Name(text: SpecPrinter.identifier(name), range: range))
  }

  static func call(_ function: String, _ arguments: [ExpressionSyntax], at range: SourceRange) -> ExpressionSyntax {
    .call(Name(text: function, range: range), arguments, range)
  }

  static func not(_ operand: ExpressionSyntax, at range: SourceRange) -> ExpressionSyntax {
    .unary(Name(text: "!", range: range), operand, range)
  }

  /// `!(e)`, or `e`'s operand when `e` is itself a negation.
  static func negation(of expression: ExpressionSyntax) -> ExpressionSyntax {
    if case .unary(let op, let operand, _) = expression, op.text == "!" { return operand }
    if case .binary = expression { return .not(.parenthesized(expression, expression.range), at: expression.range) }
    return .not(expression, at: expression.range)
  }

  static func binary(_ op: String, _ lhs: ExpressionSyntax, _ rhs: ExpressionSyntax, at range: SourceRange)
    -> ExpressionSyntax
  {
    .binary(Name(text: op, range: range), lhs, rhs)
  }

  /// `a && b && …` (nil for no parts); each `&&` at the range of its right operand.
  static func all(_ parts: [ExpressionSyntax]) -> ExpressionSyntax? {
    parts.dropFirst().reduce(parts.first) { lhs, rhs in lhs.map { .binary("&&", $0, rhs, at: rhs.range) } }
  }

  /// `subject == .a || subject == .b || …` (nil for no cases), every part at `range`.
  static func isOneOf(_ subject: ExpressionSyntax, _ cases: [String], at range: SourceRange) -> ExpressionSyntax? {
    any(cases.map { .binary("==", subject, .enumCase($0, at: range), at: range) })
  }

  /// `a || b || …` (nil for no parts).
  static func any(_ parts: [ExpressionSyntax]) -> ExpressionSyntax? {
    parts.dropFirst().reduce(parts.first) { lhs, rhs in lhs.map { .binary("||", $0, rhs, at: rhs.range) } }
  }

  /// The same expression reported at `range` throughout: a value read once
  /// (`new` in an `.onChange`) used where the name stands.
  func relocated(to range: SourceRange) -> ExpressionSyntax {
    switch self {
    case .integer(let value, _): .integer(value, range)
    case .boolean(let value, _): .boolean(value, range)
    case .enumCase(let name): .enumCase(Name(text: name.text, range: range))
    case .path(let names): .path(names.map { Name(text: $0.text, range: range) })
    case .call(let name, let arguments, _):
      .call(Name(text: name.text, range: range), arguments.map { $0.relocated(to: range) }, range)
    case .unary(let op, let operand, _): .unary(Name(text: op.text, range: range), operand.relocated(to: range), range)
    case .binary(let op, let lhs, let rhs):
      .binary(Name(text: op.text, range: range), lhs.relocated(to: range), rhs.relocated(to: range))
    case .parenthesized(let inner, _): .parenthesized(inner.relocated(to: range), range)
    }
  }

  /// The functions it calls anywhere (`visible`, `current`).
  /// The variables it reads, as dotted paths (`Owner.name`).
  var paths: Set<String> {
    switch self {
    case .integer, .boolean, .enumCase: []
    case .path(let names): [names.map(\.text).joined(separator: ".")]
    case .call(_, let arguments, _): arguments.reduce(into: []) { $0.formUnion($1.paths) }
    case .unary(_, let operand, _): operand.paths
    case .binary(_, let lhs, let rhs): lhs.paths.union(rhs.paths)
    case .parenthesized(let inner, _): inner.paths
    }
  }

  var calledFunctions: Set<String> {
    switch self {
    case .integer, .boolean, .enumCase, .path: []
    case .call(let name, let arguments, _): arguments.reduce(into: [name.text]) { $0.formUnion($1.calledFunctions) }
    case .unary(_, let operand, _): operand.calledFunctions
    case .binary(_, let lhs, let rhs): lhs.calledFunctions.union(rhs.calledFunctions)
    case .parenthesized(let inner, _): inner.calledFunctions
    }
  }
}

extension Name {
  /// `Owner.name` as its parts, every part at `range`.
  static func path(_ dotted: String, at range: SourceRange) -> [Name] {
    dotted.split(separator: ".", omittingEmptySubsequences: false).map { Name(text: String($0), range: range) }
  }
}
