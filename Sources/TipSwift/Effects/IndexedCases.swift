#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A wizard's current step looked up by its index in a constant list of
/// cases (IntegerState.swift keeps the index in a range):
///
/// ```swift
/// let steps: [SetupStep] = SetupStep.allCases
/// @Published private(set) var step = 0
/// var currentStep: SetupStep { steps[step] }
/// if currentStep == .linkAccount { … }
/// switch model.currentStep { case .chooseBudget: … }
/// ```
///
/// `currentStep` is the case at each index, so `currentStep == .linkAccount`
/// is `step == 1`, and each `case` of a `switch` over it holds at the
/// indices whose case it names. Read only when every value the index can
/// take is a position of the list: the lookup never traps, and every index
/// has its case.
extension SwiftLowering {
  /// `steps[step]`, or a computed property whose one expression it is, as
  /// the case at each value of the index.
  func indexedCaseRead(_ expression: ExprSyntax, _ scope: LoweringScope) -> EnumMemberRead? {
    var lookup = expression.unwrapped
    var owner = scope.selfType
    var file = scope.file
    if let path = lookup.memberPath, !path.contains(""), let name = path.last {
      var receiver = Array(path.dropLast())
      if receiver.first == "self" { receiver.removeFirst() }
      guard let holder = receiver.isEmpty ? scope.selfType : types.calledType(receiver, from: scope.selfType),
        let body = computedBody(name, of: holder)
      else { return nil }
      (lookup, owner, file) = (body.expression.unwrapped, holder, body.file)
    }
    guard let subscriptCall = lookup.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
      let index = subscriptCall.arguments.first?.expression, let owner,
      let listPath = subscriptCall.calledExpression.memberPath, let cases = constantCases(listPath, in: owner)
    else { return nil }
    let inner = LoweringScope(selfType: owner, file: file)
    guard let path = index.memberPath, let info = parameterInfo(path, inner), case .int(let bounds?) = info.type,
      bounds.lowerBound >= 0, bounds.upperBound < cases.count, let reference = parameterReference(path, inner)
    else { return nil }
    let at = range(index, file: file)
    return EnumMemberRead(
      subject: .reference(reference, at: at),
      values: bounds.map { (String($0), EnumMemberValue.enumCase(cases[$0])) }, keysAreIndices: true)
  }

  /// The cases of a constant list of an enum's cases: `Step.allCases` of a
  /// `CaseIterable` enum without values, or a literal `[.intro, .done]`, as
  /// the list itself or a `let` (or getter) of `owner` that holds one.
  private func constantCases(_ path: [String], in owner: String, depth: Int = 0) -> [String]? {
    var path = path
    if path.first == "self" { path.removeFirst() }
    if path.count == 2, path[1] == "allCases", let type = index.types[path[0] == "Self" ? owner : path[0]],
      type.inherited.contains("CaseIterable")
    {
      return valueFreeEnum(type.name)
    }
    guard depth < 3, path.count == 1, let (value, binding) = unchangingValue(of: path[0], in: owner) else { return nil }
    if let named = value.memberPath { return constantCases(named, in: owner, depth: depth + 1) }
    // `[.intro, .done]`, typed by the declaration (`[Step]`) or by each element.
    guard let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
    let declared = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.trimmedDescription
    var names: [String] = []
    for element in array.elements {
      guard let member = element.expression.as(MemberAccessExprSyntax.self) else { return nil }
      let enumName = member.base?.trimmedDescription ?? declared
      guard let enumName, let cases = valueFreeEnum(enumName), cases.contains(member.declName.baseName.text) else { return nil }
      names.append(member.declName.baseName.text)
    }
    return names
  }
}
#endif
