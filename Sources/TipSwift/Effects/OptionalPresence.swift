#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// An optional a view model keeps, read by the model only as whether it has
/// a value (a transient `Bool`, AppState.swift):
///
/// ```swift
/// @Published private(set) var soil: SoilType?
/// var canContinue: Bool { step != .soil || soil != nil }
/// func choose(_ soil: SoilType) { self.soil = soil }
/// ```
///
/// - `x != nil`, `x == nil` and `if let v = x` / `guard let v = x` read it;
///   `v` is then a value the model does not hold. Any other read of `x` is
///   a condition TipCheck cannot read, as before.
/// - `x = nil` clears it; `x = value` sets it when the value cannot be nil:
///   a literal, an enum case, a parameter of the function declared with a
///   non-optional type, or such a parameter's non-optional `id`. Any other
///   value may be nil, and the write takes any value (a `havoc`).
extension SwiftLowering {
  /// The presence flag a path names, if it is one.
  func presenceFlag(_ expression: ExprSyntax, _ scope: LoweringScope) -> String? {
    guard let path = expression.unwrapped.memberPath, parameterInfo(path, scope)?.isPresence == true else { return nil }
    return parameterReference(path, scope)
  }

  /// `x == nil`, `nil != x`: the flag, or its negation.
  func presenceComparison(_ infix: InfixOperatorExprSyntax, _ scope: LoweringScope) -> ExpressionSyntax? {
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
    guard let other = infix.operandComparedWithNil, let flag = presenceFlag(other, scope) else { return nil }
    let at = range(infix, file: scope.file)
    let present = ExpressionSyntax.reference(flag, at: at)
    return op == "!=" ? present : .not(present, at: at)
  }

  /// What writing `value` makes of a presence flag: false for `nil`, true
  /// for a value that cannot be nil, nil when TipCheck cannot tell.
  func presenceAfterWriting(_ value: ExprSyntax, _ scope: LoweringScope) -> Bool? {
    let value = value.unwrapped
    if value.is(NilLiteralExprSyntax.self) { return false }
    if value.is(StringLiteralExprSyntax.self) || value.boolValue != nil || value.intValue != nil { return true }
    if let member = value.as(MemberAccessExprSyntax.self), member.base == nil { return true }
    guard let path = value.memberPath, !path.isEmpty, path.count <= 2 else { return nil }
    if path.count == 2, let type = index.types[path[0]], type.kind == .enumeration, type.cases.contains(path[1]) { return true }
    // A parameter of the enclosing function, not optional; or its `id`.
    guard let function = Syntax(value).ancestors.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first,
      let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == path[0] }),
      !parameter.type.is(OptionalTypeSyntax.self), !parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    else { return nil }
    if path.count == 1 { return true }
    guard path[1] == "id", let type = index.types[parameter.type.trimmedDescription] else { return nil }
    let declared = type.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames == ["id"],
        let binding = variable.bindings.first, binding.accessorBlock == nil
      else { return false }
      if let annotation = binding.typeAnnotation?.type { return !annotation.is(OptionalTypeSyntax.self) }
      return binding.initializer?.value.as(FunctionCallExprSyntax.self) != nil
    }
    return declared ? true : nil
  }
}
#endif
