import TipModel
import TipSpec

/// `.tipspec` effects built from Swift statements, each at the range of
/// the statement it was read from.
extension EffectSyntax {
  /// `set Owner.name op value`.
  static func set(_ target: String, _ op: String, _ value: ExpressionSyntax, at range: SourceRange, targetAt: SourceRange)
    -> EffectSyntax
  {
    EffectSyntax(kind: .set(Name.path(target, at: targetAt), operator: op, value), range: range)
  }

  static func toggle(_ target: String, at range: SourceRange) -> EffectSyntax {
    EffectSyntax(kind: .toggle(Name.path(target, at: range)), range: range)
  }

  static func donate(_ event: String, at range: SourceRange) -> EffectSyntax {
    EffectSyntax(kind: .donate(Name.path(event, at: range)), range: range)
  }

  /// `invalidate Tip .reason` (`tip`: the presented tip, in a style or handler).
  static func invalidate(_ tip: String, reason: InvalidationReason, at range: SourceRange) -> EffectSyntax {
    EffectSyntax(
      kind: .invalidate(Name(text: tip, range: range), reason: Name(text: reason.rawValue, range: range)), range: range)
  }

  /// `navigate Screen`, the screen as the spec names it.
  static func navigate(_ screen: String, at range: SourceRange) -> EffectSyntax {
    EffectSyntax(kind: .navigate(Name(text: screen, range: range)), range: range)
  }

  /// `if condition { then } else { otherwise }`.
  static func when(
    _ condition: ExpressionSyntax, then: [EffectSyntax], else otherwise: [EffectSyntax] = [], at range: SourceRange
  ) -> EffectSyntax {
    EffectSyntax(kind: .conditional(condition, then: then, else: otherwise), range: range)
  }

  /// This effect with every `navigate` (in branches too) replaced by what
  /// `replace` gives for its screen: nil drops the step.
  func replacingNavigations(_ replace: (Name, SourceRange) -> EffectSyntax?) -> EffectSyntax? {
    switch kind {
    case .navigate(let screen):
      return replace(screen, range)
    case .conditional(let condition, let then, let otherwise):
      return .when(
        condition, then: then.compactMap { $0.replacingNavigations(replace) },
        else: otherwise.compactMap { $0.replacingNavigations(replace) }, at: range)
    case .either(let blocks, let assumptions):
      return EffectSyntax(kind: .either(blocks.map { $0.compactMap { $0.replacingNavigations(replace) } }, assumptions: assumptions), range: range)
    default:
      return self
    }
  }

  /// The screens it navigates to, in branches too.
  var navigations: [String] {
    switch kind {
    case .navigate(let screen): [screen.text]
    case .conditional(_, let then, let otherwise): (then + otherwise).flatMap(\.navigations)
    case .either(let blocks, _): blocks.joined().flatMap(\.navigations)
    default: []
    }
  }

  /// Whether it invalidates a tip with `reason`, in branches too.
  func invalidates(reason: InvalidationReason) -> Bool {
    switch kind {
    case .invalidate(_, let given): given?.text == reason.rawValue
    case .conditional(_, let then, let otherwise): (then + otherwise).contains { $0.invalidates(reason: reason) }
    case .either(let blocks, _): blocks.joined().contains { $0.invalidates(reason: reason) }
    default: false
    }
  }
}
