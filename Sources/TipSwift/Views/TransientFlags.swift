#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel

/// A `Bool` property that is back at its initial value whenever the code
/// that changed it has finished: the flag a view model raises for the
/// length of one call.
///
/// ```swift
/// @Published var isSaving = false
/// func save() async {
///     isSaving = true
///     defer { isSaving = false }
///     …
/// }
/// ```
///
/// A move runs an action's code to its end, so between moves such a flag
/// has its initial value, and a condition over such flags has one value
/// too: `.disabled(model.isSaving)` disables nothing at any state of the
/// model, and reading its controls as enabled is exact (not a gap).
///
/// A flag qualifies when one declaration in the app has its name (a stored
/// `var` with a `true`/`false` literal), no file left unparsed mentions it,
/// nothing binds it (`$flag`, `&flag`), and every write of another value is
/// in a function (not a closure, which may run later) whose top-level
/// `defer` restores the literal: a write after the `defer` statement, or
/// the statement just before it (no exit can come between them).
extension SwiftLowering {
  /// The value `condition` has at every state between moves, if it has one.
  func valueBetweenMoves(_ condition: ExprSyntax) -> Bool? {
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return valueBetweenMoves(only.expression)
    }
    if let literal = condition.boolValue { return literal }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return valueBetweenMoves(prefix.expression).map(!)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      let (left, right) = (valueBetweenMoves(infix.leftOperand), valueBetweenMoves(infix.rightOperand))
      switch op.operator.text {
      case "&&": return left == false || right == false ? false : (left == true && right == true ? true : nil)
      case "||": return left == true || right == true ? true : (left == false && right == false ? false : nil)
      default: return nil
      }
    }
    guard let name = Self.flagName(condition) else { return nil }
    return transientFlags[name]
  }

  /// `flag`, `self.flag` or `model.flag`: the property's name.
  static func flagName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
    return nil
  }

  /// Every transient flag of the app, with its value between moves.
  func findTransientFlags() -> [String: Bool] {
    // Candidates: names declared once, as a stored Bool var with a literal.
    var declared: [String: Bool] = [:]
    var ambiguous: Set<String> = []
    for type in index.all {
      for (decl, _) in type.members {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
          variable.bindings.count == 1, let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        guard let initial = binding.initializer?.value.boolValue, binding.accessorBlock == nil,
          binding.typeAnnotation.map({ $0.type.trimmedDescription == "Bool" }) ?? true, storesOnlyHere(variable)
        else {
          ambiguous.insert(name)
          continue
        }
        if declared[name] != nil { ambiguous.insert(name) }
        declared[name] = initial
      }
    }
    for name in ambiguous { declared[name] = nil }
    guard !declared.isEmpty else { return [:] }
    // A file not parsed that mentions the name may write it.
    let parsedPaths = Set(files.map(\.source.path))
    for source in allSources where !parsedPaths.contains(source.path) {
      for name in declared.keys where Self.occurrences(of: name, in: source.text, wholeWords: true) > 0 { declared[name] = nil }
    }
    for file in files {
      for node in Syntax(file.tree).descendants() where !declared.isEmpty {
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
          declared[String(reference.baseName.text.dropFirst())] = nil
        } else if let member = node.as(MemberAccessExprSyntax.self), Self.rootIsBinding(member) {
          declared[member.declName.baseName.text] = nil
        } else if let inout_ = node.as(InOutExprSyntax.self), let name = Self.flagName(inout_.expression) {
          declared[name] = nil
        } else if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "toggle", let base = member.base, let name = Self.flagName(base)
        {
          declared[name] = nil
        } else if let infix = node.assignment,
          let name = Self.flagName(infix.leftOperand), let initial = declared[name]
        {
          let value = infix.rightOperand.boolValue
          if value != initial && !Self.isRestored(name, to: initial, after: infix) { declared[name] = nil }
        }
      }
    }
    return declared
  }

  /// Whether the property's value lives in it alone: no wrapper, `@State`
  /// or `@Published`, or an `@AppStorage`/`@SceneStorage` whose key nothing
  /// else names (another property with the key, or `UserDefaults`, writes it).
  private func storesOnlyHere(_ variable: VariableDeclSyntax) -> Bool {
    for element in variable.attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      switch attribute.attributeName.trimmedDescription {
      case "State", "Published", "ObservationIgnored": continue
      case "AppStorage", "SceneStorage":
        guard let key = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.stringValue else { return false }
        if timesQuoted(key) != 1 { return false }
      default: return false
      }
    }
    return true
  }

  /// `$model.flag`: a binding someone else may write through.
  static func rootIsBinding(_ member: MemberAccessExprSyntax) -> Bool {
    var base = member.base
    while let next = base?.as(MemberAccessExprSyntax.self) { base = next.base }
    return base?.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") ?? false
  }

  /// Whether a write of `name` is undone when its function returns: a
  /// top-level `defer { name = initial }` of the nearest function, in force
  /// at the write (before it, or the very next statement).
  private static func isRestored(_ name: String, to initial: Bool, after write: InfixOperatorExprSyntax) -> Bool {
    // The nearest function-like ancestor must be a function: a closure runs later.
    var node = Syntax(write).parent
    var body: CodeBlockSyntax?
    while let current = node {
      if current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self) { return false }
      if let function = current.as(FunctionDeclSyntax.self) {
        body = function.body
        break
      }
      node = current.parent
    }
    guard let statements = body?.statements else { return false }
    let restores: (CodeBlockItemSyntax) -> Bool = { item in
      guard let deferred = item.item.as(DeferStmtSyntax.self) else { return false }
      return deferred.body.statements.contains { statement in
        guard let assignment = statement.item.assignment, flagName(assignment.leftOperand) == name else { return false }
        return assignment.rightOperand.boolValue == initial
      }
    }
    guard let deferIndex = statements.firstIndex(where: restores) else { return false }
    let writeOffset = write.position.utf8Offset
    // In force: the defer statement comes first.
    if statements[deferIndex].position.utf8Offset < writeOffset { return true }
    // Or the write is the top-level statement just before it.
    guard deferIndex != statements.startIndex else { return false }
    let previous = statements[statements.index(before: deferIndex)]
    return previous.item.as(InfixOperatorExprSyntax.self)?.position == write.position
  }
}
#endif
