import TipModel

/// The one bound on how deep expressions and `if` blocks go
/// (`Parser.maximumNesting`). Every pass after the front ends (the
/// resolver, the semantics, the engines' encodings, the explainer) walks
/// trees recursively and relies on it. The parser enforces it on text;
/// trees another front end builds are measured here before they are
/// resolved. Measuring stops one level past the bound, so it cannot run
/// out of stack itself.
enum NestingLimit {
  static let message = "expression or 'if' nested too deeply (more than \(Parser.maximumNesting) levels)"
  static let hint = "split it into smaller parts"

  /// The first expression or effect deeper than the bound, if any.
  static func firstTooDeep(in declarations: [Declaration]) -> SourceRange? {
    for declaration in declarations {
      if let range = firstTooDeep(in: declaration) { return range }
    }
    return nil
  }

  private static func firstTooDeep(in declaration: Declaration) -> SourceRange? {
    var expressions: [ExpressionSyntax] = []
    var effects: [EffectSyntax] = []
    switch declaration {
    case .tip(let tip):
      expressions = tip.rules + tip.parameters.compactMap(\.defaultValue)
      effects = tip.actions.flatMap(\.perform)
    case .holder(let holder):
      expressions = holder.parameters.compactMap(\.defaultValue)
    case .style(let style):
      effects = style.buttons.flatMap(\.effects)
    case .screen(let screen):
      expressions = screen.sites.compactMap(\.condition) + screen.actions.compactMap(\.condition)
      effects = screen.sites.flatMap { $0.handlers.flatMap(\.effects) } + screen.actions.flatMap(\.effects) + screen.onAppear
    case .site(let site):
      expressions = site.condition.map { [$0] } ?? []
      effects = site.handlers.flatMap(\.effects)
    case .action(let action):
      expressions = action.condition.map { [$0] } ?? []
      effects = action.effects
    case .check(let check):
      for item in check.items {
        switch item.kind {
        case .reachableState(_, let condition), .invariant(_, let condition): expressions.append(condition)
        default: break
        }
      }
    case .invalidationHandler(let handler):
      effects = handler.effects
    case .enumeration, .group, .config, .scenario:
      break
    }
    let bound = Parser.maximumNesting
    if let deep = expressions.first(where: { depth(of: $0, past: bound) > bound }) { return deep.range }
    if let deep = effects.first(where: { depth(of: $0, past: bound) > bound }) { return deep.range }
    return nil
  }

  /// The tree's depth, or `bound + 1` once it is deeper than `bound`.
  static func depth(of expression: ExpressionSyntax, past bound: Int) -> Int {
    guard bound >= 0 else { return 1 }
    switch expression {
    case .integer, .boolean, .enumCase, .path:
      return 1
    case .call(_, let arguments, _):
      return 1 + (arguments.map { depth(of: $0, past: bound - 1) }.max() ?? 0)
    case .unary(_, let operand, _), .parenthesized(let operand, _):
      return 1 + depth(of: operand, past: bound - 1)
    case .binary(_, let lhs, let rhs):
      return 1 + max(depth(of: lhs, past: bound - 1), depth(of: rhs, past: bound - 1))
    }
  }

  /// Nested `if`s and their conditions count together, as in the parser.
  static func depth(of effect: EffectSyntax, past bound: Int) -> Int {
    guard bound >= 0 else { return 1 }
    switch effect.kind {
    case .set(_, _, let value):
      return depth(of: value, past: bound)
    case .conditional(let condition, let then, let otherwise):
      let branches = (then + otherwise).map { depth(of: $0, past: bound - 1) }.max() ?? 0
      return 1 + max(depth(of: condition, past: bound - 1), branches)
    case .either(let blocks, _):
      return 1 + (blocks.joined().map { depth(of: $0, past: bound - 1) }.max() ?? 0)
    case .toggle, .donate, .invalidate, .navigate, .havoc:
      return 1
    }
  }
}
