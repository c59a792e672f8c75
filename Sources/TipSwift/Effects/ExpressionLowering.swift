#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A closure a view passed to a component it embeds (`BigButton(title: "Play")
/// { Run.ran.sendDonation() }`): the component's `action` is the parent's
/// code, read in the parent's scope wherever the component calls it.
final class BoundClosure {
  let closure: ClosureExprSyntax
  let scope: LoweringScope
  /// The embedding call in the parent: where a move it makes is declared.
  let origin: SourceRange

  init(closure: ClosureExprSyntax, scope: LoweringScope, origin: SourceRange) {
    self.closure = closure
    self.scope = scope
    self.origin = origin
  }
}

/// What a `#Rule` closure's parameter stands for: `Owner.name` of a
/// parameter or of an event, as the `.tipspec` spells it.
enum RuleSubject {
  case parameter(String)
  case event(String)
}

/// What names mean where an expression or effect is read.
struct LoweringScope {
  /// The type whose code this is (`Self`, bare static names, methods).
  var selfType: String?
  var file: Int
  /// Closure parameters of `#Rule` bound to the rule's subjects.
  var subjects: [String: RuleSubject] = [:]
  /// Style parameters (`nextTip`) and the generic parameters they bind
  /// (`NextTip`), both spelled as the style parameter.
  var styleParameters: [String: String] = [:]
  /// Optional style parameters the site left out (`nil`): an optional chain
  /// through one (`next?.isActive = true`) does nothing.
  var absentStyleParameters: Set<String> = []
  /// Names that denote the presented tip (`configuration.tip` in a style).
  var presentedTipPaths: Set<[String]> = []
  /// Local or stored tip instances.
  var tipVariables: [String: String] = [:]
  /// `@State` flags that present another view (`.sheet(isPresented:)`).
  var presentationFlags: [String: String] = [:]
  /// `TabView(selection: $tab)`: per binding, the screen each tag shows.
  var tabSelections: [String: [String: String]] = [:]
  /// `NavigationStack(path: $path)`: per path variable, the views
  /// `path.append(value)` can open, with the value type each is declared for
  /// (`.navigationDestination(for: Route.self)`).
  var navigationPaths: [String: [NavigationTarget]] = [:]
  /// Methods already being inlined (no recursion).
  var inlining: Set<String> = []
  /// Parameters of an inlined function: a bare `a` in its body is the
  /// argument, not the member `Self.a` (whose value TipCheck cannot bind).
  var shadowed: Set<String> = []
  /// Names bound by `if let tip = group.currentTip`: the group's spec name.
  var currentTipGroups: [String: String] = [:]
  /// Names standing for a value in this reading (`new` in an `.onChange`
  /// version), as `.tipspec` expressions.
  var values: [String: ExpressionSyntax] = [:]
  /// A component's closure properties bound by the view that embeds it.
  var closures: [String: BoundClosure] = [:]
  /// The arguments of the call an inlined function's body is read for, by
  /// parameter name (`push(.book(b))` binds `route` to `.book(b)`).
  var arguments: [String: ExprSyntax] = [:]
  /// A view's parameters that hold a group (`let tips: TipGroup`), by the
  /// spec name of the group passed in.
  var groupBindings: [String: String] = [:]
  /// The view whose control runs this code, kept through the methods it
  /// calls (NavigationPaths.swift reads `path.isEmpty` by it).
  var controlView: String?

  /// The scope of `function`'s body, inlined from here.
  func inlining(_ function: FunctionDeclSyntax, file: Int, selfType: String? = nil) -> LoweringScope {
    var inner = self
    inner.inlining.insert(function.name.text)
    inner.file = file
    // The caller's local names (`if let tip = tips.currentTip`, a view's
    // `if let` bindings, its parameters) are not visible in the method;
    // another type's method does not see the view's group parameters.
    inner.currentTipGroups = [:]
    if let selfType, selfType != self.selfType { inner.groupBindings = [:] }
    if let selfType { inner.selfType = selfType }
    inner.shadowed = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    inner.arguments = [:]
    return inner
  }
}

/// Why a piece of Swift could not be lowered, and where.
struct LoweringFailure: Error {
  var reason: String
  var node: Syntax
}

extension SwiftLowering {
  static let binaryOperators: Set<String> = ["&&", "||", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*"]

  /// A Swift condition or value as a `.tipspec` expression, each node at
  /// the range of the Swift it was read from.
  func lowerExpression(_ expression: ExprSyntax, _ scope: LoweringScope) throws -> ExpressionSyntax {
    let expression = expression.unwrapped
    let at = range(expression, file: scope.file)
    if let literal = expression.boolValue { return .boolean(literal, at) }
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = scope.values[name] {
      return value.relocated(to: at)
    }
    if let literal = expression.intValue { return .integer(literal, at) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return .parenthesized(try lowerExpression(only.expression, scope), at)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, Self.binaryOperators.contains(op)
      else {
        throw LoweringFailure(reason: "the operator '\(infix.operator.trimmedDescription)'", node: Syntax(infix.operator))
      }
      if op == "==" || op == "!=", let hasCurrent = currentTipAgainstNil(infix, scope) {
        return op == "!=" ? hasCurrent : .not(hasCurrent, at: at)
      }
      if let compared = enumMemberComparison(infix, scope) { return compared }
      if let compared = presenceComparison(infix, scope) { return compared }
      let lhs = try lowerExpression(infix.leftOperand, scope)
      let rhs = try lowerExpression(infix.rightOperand, scope)
      return .binary(op, lhs, rhs, at: range(infix.operator, file: scope.file))
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      let op = prefix.operator.text
      guard op == "!" || op == "-" else {
        throw LoweringFailure(reason: "the operator '\(op)'", node: Syntax(prefix))
      }
      let operand = try lowerExpression(prefix.expression, scope)
      return .unary(Name(text: op, range: range(prefix.operator, file: scope.file)), operand, at)
    }
    if let count = try donationCount(expression, scope) { return .reference(count, at: at) }
    // `pages.count` of a constant array (IntegerState.swift).
    if let count = constantCount(expression, in: scope.selfType, shadowed: scope.shadowed) { return .integer(count, at) }
    if let call = expression.as(FunctionCallExprSyntax.self), let flag = userDefaultsRead(call, scope) {
      return .reference(flag, at: at)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return .enumCase(member.declName.baseName.text, at: at)
    }
    if let path = expression.memberPath {
      // `records.isEmpty` of a list held as its count (ElementCounts.swift).
      if let read = try elementCountRead(path, expression, scope, at: at) { return read }
      if let reference = parameterReference(path, scope) {
        // An optional held only as whether it has a value (OptionalPresence.swift).
        if parameterInfo(path, scope)?.isPresence == true {
          throw LoweringFailure(reason: "'\(expression.trimmedDescription)' other than against nil", node: Syntax(expression))
        }
        if parameterInfo(path, scope)?.elementCount != nil {
          throw LoweringFailure(reason: "'\(expression.trimmedDescription)' other than its count", node: Syntax(expression))
        }
        return .reference(reference, at: at)
      }
      if path.count == 2, let type = index.types[path[0]], type.kind == .enumeration, type.cases.contains(path[1]) {
        return .enumCase(path[1], at: at)
      }
      if let unsupported = unsupportedParameter(path, scope) {
        throw LoweringFailure(reason: "'\(path.joined(separator: "."))', which \(unsupported)", node: Syntax(expression))
      }
      // `page.isLast` of an enum variable, `model.isLastPage` (ComputedValues.swift).
      if let read = enumMemberRead(expression, scope), read.values.allSatisfy({ if case .bool = $0.value { true } else { false } }) {
        return read.condition(at: at) { $0 == .bool(true) }
      }
      if let value = try computedPropertyValue(path, expression, scope) { return value }
    }
    throw LoweringFailure(reason: "'\(expression.trimmedDescription)'", node: Syntax(expression))
  }

  /// `tips.currentTip == nil` (or `nil != tips.currentTip`): the condition
  /// that the group has a current tip, which the comparison tests.
  private func currentTipAgainstNil(_ infix: InfixOperatorExprSyntax, _ scope: LoweringScope) -> ExpressionSyntax? {
    guard let other = infix.operandComparedWithNil, let group = currentTipGroup(other, scope), !group.members.isEmpty else { return nil }
    return Self.hasCurrentTipCondition(group, at: range(other, file: scope.file))
  }

  /// `Owner.name` for a parameter path, as the `.tipspec` spells it.
  func parameterReference(_ path: [String], _ scope: LoweringScope) -> String? {
    // `Self.$show` (the projected value, as `#Rule` takes it) is `show`.
    let path = path.map { $0.hasPrefix("$") && Int($0.dropFirst()) == nil ? String($0.dropFirst()) : $0 }
    if path.count == 1, case .parameter(let subject)? = scope.subjects[path[0]] { return subject }
    if let stored = sharedStorageReference(path, scope) { return stored }
    return memberReference(path, scope) { parameter($0, $1) != nil }
  }

  /// `Owner.event` for an event path.
  func eventReference(_ path: [String], _ scope: LoweringScope) -> String? {
    if path.count == 1, case .event(let subject)? = scope.subjects[path[0]] { return subject }
    return memberReference(path, scope) { event($0, $1) != nil }
  }

  /// `Owner.member` for `self.m`, `Self.m`, `m` (on the current type),
  /// `Owner.m` and `styleParameter.m`, if `exists(owner, member)`.
  func memberReference(_ path: [String], _ scope: LoweringScope, exists: (String, String) -> Bool) -> String? {
    var path = droppingEnclosers(path)
    // `self.soil` is the member even where a parameter `soil` hides it.
    let isSelf = path.first == "self"
    if isSelf { path.removeFirst() }
    guard !path.isEmpty else { return nil }
    if path.first == "Self" || path.first == "", let selfType = scope.selfType { path[0] = selfType }
    if path.count == 1, !isSelf, scope.shadowed.contains(path[0]) { return nil }
    if path.count == 1, let selfType = scope.selfType, exists(selfType, path[0]) {
      return "\(specOwner(selfType)).\(SpecPrinter.identifier(path[0]))"
    }
    if path.count == 2, let style = scope.styleParameters[path[0]] { return "\(style).\(path[1])" }
    if path.count == 2, exists(path[0], path[1]) { return "\(specOwner(path[0])).\(SpecPrinter.identifier(path[1]))" }
    // `model.isFinished`: a member of the object a property holds.
    guard path.count >= 2, let member = path.last, !scope.shadowed.contains(path[0]),
      let owner = types.calledType(Array(path.dropLast()), from: scope.selfType), exists(owner, member)
    else { return nil }
    return "\(specOwner(owner)).\(SpecPrinter.identifier(member))"
  }

  private func unsupportedParameter(_ path: [String], _ scope: LoweringScope) -> String? {
    let owner = path.count == 2 ? (path[0] == "Self" ? scope.selfType ?? path[0] : path[0]) : scope.selfType
    guard let owner, let name = path.last else { return nil }
    return unsupportedParameters[owner]?[name.hasPrefix("$") ? String(name.dropFirst()) : name]
  }

  /// `$0.donations.count`, `Self.opened.donations.count`; with
  /// `donatedWithin(…)` the window is dropped, with a warning.
  private func donationCount(_ expression: ExprSyntax, _ scope: LoweringScope) throws -> String? {
    guard let count = expression.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
      var base = count.base?.unwrapped
    else { return nil }
    if let call = base.as(FunctionCallExprSyntax.self), call.calleeName == "donatedWithin", let inner = call.modifierBase {
      warn(
        "TipCheck does not model time windows: 'donatedWithin' is read as every donation ever made",
        call.calledExpression, file: scope.file, id: "swift.time-window",
        gap: ReadingGap(
          .unknown, scope.selfType.map { tipTypeSet.contains($0) ? [.tip(SpecPrinter.identifier($0))] : [] } ?? [])
          .merged(with: gap(.unknown, mentionedIn: inner) ?? ReadingGap(.unknown, [])))
      base = inner
    } else if let call = base.as(FunctionCallExprSyntax.self), call.modifierBase != nil {
      throw LoweringFailure(reason: "'\(call.calledExpression.trimmedDescription)' on donations", node: Syntax(call))
    }
    guard let path = base.memberPath, path.last == "donations" else { return nil }
    guard let event = eventReference(Array(path.dropLast()), scope) else {
      throw LoweringFailure(reason: "the donations of '\(path.dropLast().joined(separator: "."))'", node: Syntax(base))
    }
    return "\(event).donations.count"
  }
}
#endif
