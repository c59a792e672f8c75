#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftParser
internal import SwiftSyntax

/// Small questions the lowering asks of Swift syntax, answered without
/// type checking: what a call is called, its arguments, the text of a
/// string literal.
extension ExprSyntax {
  /// Removes `try`, `await`, parentheses around a single expression.
  var unwrapped: ExprSyntax {
    if let tryExpr = self.as(TryExprSyntax.self) { return tryExpr.expression.unwrapped }
    if let awaitExpr = self.as(AwaitExprSyntax.self) { return awaitExpr.expression.unwrapped }
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return only.expression.unwrapped
    }
    return self
  }

  /// `a.b.c` as ["a", "b", "c"], or nil for anything else (calls, literals).
  var memberPath: [String]? {
    let expression = unwrapped
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return ["", name] }
      return base.memberPath.map { $0 + [name] }
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return forced.expression.memberPath }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return optional.expression.memberPath }
    return nil
  }

  /// The value of a string literal, escapes resolved (`"Go \"now\""` is
  /// `Go "now"`, as the app shows it); interpolated parts are written `…`.
  var stringValue: String? {
    guard let literal = unwrapped.as(StringLiteralExprSyntax.self) else { return nil }
    if let value = literal.representedLiteralValue { return value }
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part): text += part.content.text
      case .expressionSegment: text += "…"
      @unknown default: return nil
      }
    }
    return text
  }

  var boolValue: Bool? {
    guard let literal = unwrapped.as(BooleanLiteralExprSyntax.self) else { return nil }
    return literal.literal.text == "true"
  }

  var intValue: Int? {
    let expression = unwrapped
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Int(literal.literal.text.filter { $0 != "_" })
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return prefix.expression.intValue.map { -$0 }
    }
    return nil
  }

  /// The first string literal inside, in source order (`Text("Step 1")`,
  /// `Text(verbatim: "…")`, `Label("Save", systemImage: …)`).
  var firstString: String? { stringValue ?? Syntax(self).firstStringLiteral }
}

extension FunctionCallExprSyntax {
  /// `min(a, b)` or `max(a, b)` of the standard library: which, and its two values.
  var minimumOrMaximum: (isMinimum: Bool, first: ExprSyntax, second: ExprSyntax)? {
    guard let name = calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "min" || name == "max",
      arguments.count == 2, trailingClosure == nil, let first = arguments.first?.expression, let second = arguments.last?.expression
    else { return nil }
    return (name == "min", first, second)
  }

  /// The called name: `Button` for `Button(…)`, `popoverTip` for
  /// `x.popoverTip(…)`, `Event` for `Tips.Event(…)`.
  var calleeName: String? {
    let callee = calledExpression.unwrapped
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      return specialized.expression.memberPath?.last
    }
    return nil
  }

  /// The base of a modifier call: `Text("A")` for `Text("A").popoverTip(t)`.
  var modifierBase: ExprSyntax? {
    calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// The modifier's name token (`onDisappear` in `v.onDisappear { … }`),
  /// where warnings about it point.
  var modifierName: Syntax {
    calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(calledExpression)
  }

  func argument(_ label: String?) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }

  var unlabeledArguments: [ExprSyntax] {
    // `Array` first: filtering a syntax collection builds a new tree.
    arguments.compactMap { $0.label == nil ? $0.expression : nil }
  }

  /// The closure passed under `label` or as the (first) trailing closure.
  func closure(_ label: String?, trailingIndex: Int = 0) -> ClosureExprSyntax? {
    if let label, let argument = argument(label)?.unwrapped.as(ClosureExprSyntax.self) { return argument }
    if label == nil, let argument = arguments.last?.expression.unwrapped.as(ClosureExprSyntax.self),
      arguments.last?.label == nil
    {
      return argument
    }
    if trailingIndex == 0, let trailing = trailingClosure { return trailing }
    if let label, let extra = additionalTrailingClosures.first(where: { $0.label.text == label }) {
      return extra.closure
    }
    return nil
  }

  /// Every closure argument, labelled or trailing, in order.
  var allClosures: [ClosureExprSyntax] {
    var closures = arguments.compactMap { $0.expression.unwrapped.as(ClosureExprSyntax.self) }
    if let trailing = trailingClosure { closures.append(trailing) }
    closures += additionalTrailingClosures.map(\.closure)
    return closures
  }
}

extension ClosureExprSyntax {
  /// Parameter names, `$0`-style when the closure declares none.
  var parameterNames: [String] {
    guard let clause = signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let list): return list.parameters.map { ($0.secondName ?? $0.firstName).text }
    @unknown default: return []
    }
  }

  /// The single expression of a one-expression closure (`{ $0 }`,
  /// `{ return $0 == true }`).
  var singleExpression: ExprSyntax? { statements.singleValue }
}

extension VariableDeclSyntax {
  var isStatic: Bool { modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } }

  func hasAttribute(_ name: String) -> AttributeSyntax? {
    for element in attributes {
      if case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) == name
      {
        return attribute
      }
    }
    return nil
  }

  /// The names bound (`let a = …, b = …` gives both).
  var boundNames: [String] {
    bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
  }

  var firstBinding: PatternBindingSyntax? { bindings.first }

  /// The value: the initializer, or a getter's single expression.
  var valueExpression: ExprSyntax? {
    guard let binding = firstBinding else { return nil }
    if let value = binding.initializer?.value { return value }
    return binding.accessorBlock?.getterStatements?.singleValue
  }

  /// The statements of a computed property's getter.
  var getterStatements: CodeBlockItemListSyntax? {
    firstBinding?.accessorBlock?.getterStatements
  }
}

extension AccessorBlockSyntax {
  var getterStatements: CodeBlockItemListSyntax? {
    switch accessors {
    case .getter(let statements): return statements
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
    @unknown default: return nil
    }
  }
}

extension CodeBlockItemListSyntax {
  /// `expr` or `return expr` as the only statement.
  var singleValue: ExprSyntax? {
    guard count == 1, let item = first?.item else { return nil }
    switch item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
      if let expressionStatement = statement.as(ExpressionStmtSyntax.self) { return expressionStatement.expression }
      return nil
    default: return nil
    }
  }
}

extension TypeSyntax {
  /// The last component without generic arguments: `Tip` for
  /// `TipKit.Tip`, `Event` for `Tips.Event<Payload>`.
  var baseName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.baseName }
    if let some = self.as(SomeOrAnyTypeSyntax.self) { return some.constraint.baseName }
    return trimmedDescription
  }
}

extension SyntaxProtocol {
  /// `target = value` (operators folded): the assignment this node is, if it is one.
  var assignment: InfixOperatorExprSyntax? {
    guard let infix = Syntax(self).as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { return nil }
    return infix
  }
}

extension Syntax {
  /// Every descendant (and itself), depth first, in source order.
  func descendants() -> [Syntax] {
    var nodes: [Syntax] = []
    var stack: [Syntax] = [self]
    while let node = stack.popLast() {
      nodes.append(node)
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
    }
    return nodes
  }

  /// Whether any identifier token of the subtree is in `names`.
  func mentions(_ names: Set<String>) -> Bool {
    for token in tokens(viewMode: .sourceAccurate) {
      var text = token.text
      if text.hasPrefix("$") { text.removeFirst() }
      if names.contains(text) { return true }
    }
    return false
  }
}

/// A freestanding macro use (`#Rule(…) { … }`), whether it parsed as an
/// expression or as a declaration.
struct MacroUse {
  var name: String
  var arguments: LabeledExprListSyntax
  var trailingClosure: ClosureExprSyntax?
  var node: Syntax

  init?(_ node: Syntax) {
    if let expression = node.as(MacroExpansionExprSyntax.self) {
      name = expression.macroName.text
      arguments = expression.arguments
      trailingClosure = expression.trailingClosure
    } else if let declaration = node.as(MacroExpansionDeclSyntax.self) {
      name = declaration.macroName.text
      arguments = declaration.arguments
      trailingClosure = declaration.trailingClosure
    } else {
      return nil
    }
    self.node = node
  }
}
#endif

#if TIPCHECK_SWIFT_SYNTAX
extension Syntax {
  /// Inside `#Preview { … }` or a `PreviewProvider`: code Xcode runs for
  /// previews, not the app (a `Tips.configure` there configures nothing).
  var isInPreview: Bool {
    var node = parent
    while let current = node {
      if let macro = current.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
      if let macro = current.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
      if let type = current.asProtocol(DeclGroupSyntax.self),
        type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true
      {
        return true
      }
      node = current.parent
    }
    return false
  }
}
extension SwitchCaseItemSyntax {
  /// The enum case a `case` item matches: `case .detail`, `case
  /// .detail(let id)`, `case let .detail(id)` → "detail"; nil for any other
  /// pattern.
  var enumCaseName: String? { pattern.enumCaseMember?.declName.baseName.text }
}

extension PatternSyntax {
  /// The case a pattern names, as written: `.detail`, `.detail(let id)`,
  /// `let .detail(id)`, `Route.detail`.
  var enumCaseMember: MemberAccessExprSyntax? {
    let written = self.as(ValueBindingPatternSyntax.self)?.pattern ?? self
    let expression = written.as(ExpressionPatternSyntax.self)?.expression
    let callee = expression?.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    return callee?.as(MemberAccessExprSyntax.self)
  }
}

extension InfixOperatorExprSyntax {
  /// `x == nil`, `nil != x`: `x`, the operand compared with `nil`.
  var operandComparedWithNil: ExprSyntax? {
    let (left, right) = (leftOperand.unwrapped, rightOperand.unwrapped)
    return left.is(NilLiteralExprSyntax.self) ? right : right.is(NilLiteralExprSyntax.self) ? left : nil
  }
}
#endif
