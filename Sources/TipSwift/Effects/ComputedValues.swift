#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// What a computed property stands for when code reads it.
///
/// ```swift
/// enum Page: Int { case welcome, privacy, reminders
///     var next: Page? { Page(rawValue: rawValue + 1) }
/// }
/// final class PagerModel: ObservableObject {
///     @Published var page: Page = .welcome
///     var isLastPage: Bool { page.next == nil }
/// }
/// ```
///
/// - A property of an app type with one expression for its body
///   (`model.isLastPage`) is that expression, read in its owner's scope.
/// - A property of an enum a model variable holds (`page.next`) has one
///   value per case, worked out here from its body (`switch self`, case
///   literals, `nil`, `Page(rawValue: rawValue + 1)` over `Int` raw values,
///   `==`, `&&`, `? :`): a read of it is a condition over the variable's
///   cases (`page.next == nil` is `page == .reminders`), and `if let next =
///   page.next` is a branch per case, with `next` bound to a case literal.
/// A body TipCheck cannot work out leaves the read unreadable, as before.
enum EnumMemberValue: Equatable {
  case enumCase(String)
  case none
  case bool(Bool)
  case int(Int)
}

/// An enum member read of a model variable: the variable and the member's
/// value for each of its cases, in declaration order.
struct EnumMemberRead {
  var subject: ExpressionSyntax
  var values: [(caseName: String, value: EnumMemberValue)]
  /// The subject is an `Int` index, and each key the decimal of one of its
  /// values (IndexedCases.swift).
  var keysAreIndices = false

  /// The variable holds one of the cases whose value passes `test`.
  func condition(at range: SourceRange, where test: (EnumMemberValue) -> Bool) -> ExpressionSyntax {
    let keys = values.filter { test($0.value) }.map(\.caseName)
    if keysAreIndices {
      return ExpressionSyntax.any(keys.compactMap(Int.init).map { .binary("==", subject, .integer($0, range), at: range) })
        ?? .boolean(false, range)
    }
    return ExpressionSyntax.isOneOf(subject, keys, at: range) ?? .boolean(false, range)
  }
}

extension SwiftLowering {
  /// What a computed property's one-expression body reads: `(base, name)`
  /// as `memberReads` gives them, and bare names with an empty base.
  func computedReads(_ name: String, of owner: String) -> [(base: [String], name: String)] {
    guard let body = computedBody(name, of: owner)?.expression else { return [] }
    // The roots of member paths too: `page` in `page.next == nil`.
    let roots = Syntax(body).descendants().compactMap { node -> String? in
      guard let reference = node.as(DeclReferenceExprSyntax.self), reference.parent?.is(FunctionCallExprSyntax.self) != true
      else { return nil }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), Syntax(member.declName) == Syntax(reference) { return nil }
      return reference.baseName.text
    }
    return Self.memberReads(in: Syntax(body)) + roots.map { ([], $0) }
  }

  /// The one expression a computed property of `owner` returns (`var
  /// isLastPage: Bool { page.next == nil }`, or with a `return` or a `get`).
  func computedBody(_ name: String, of owner: String) -> (expression: ExprSyntax, file: Int)? {
    let found = (index.types[owner]?.members ?? []).compactMap { member -> (PatternBindingSyntax, Int)? in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        !variable.isStatic
      else { return nil }
      return (binding, member.file)
    }
    guard found.count == 1, let (binding, file) = found.first, let accessors = binding.accessorBlock?.accessors else { return nil }
    let statements: CodeBlockItemListSyntax
    switch accessors {
    case .getter(let items): statements = items
    case .accessors(let list):
      guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
        let body = getter.body
      else { return nil }
      statements = body.statements
    @unknown default: return nil
    }
    return statements.singleValue.map { ($0, file) }
  }

  /// `model.isLastPage`, or `isLastPage` on the current type: the computed
  /// property's expression as the model reads it, at `expression`.
  func computedPropertyValue(_ path: [String], _ expression: ExprSyntax, _ scope: LoweringScope) throws -> ExpressionSyntax? {
    guard let name = path.last else { return nil }
    var receiver = Array(path.dropLast())
    if receiver.first == "self" { receiver.removeFirst() }
    if path.count == 1, scope.shadowed.contains(name) { return nil }
    guard let owner = receiver.isEmpty ? scope.selfType : types.calledType(receiver, from: scope.selfType),
      let (body, file) = computedBody(name, of: owner)
    else { return nil }
    let key = "get " + owner + "." + name
    guard !scope.inlining.contains(key) else { return nil }
    var inner = LoweringScope(selfType: owner, file: file)
    inner.inlining = scope.inlining.union([key])
    do {
      let value = try lowerExpression(body, inner).relocated(to: range(expression, file: scope.file))
      consume(body, file: file)
      return value
    } catch is LoweringFailure {
      throw LoweringFailure(reason: "'\(expression.trimmedDescription)'", node: Syntax(expression))
    }
  }

  /// `page.next`, `Step(rawValue: step.rawValue + 1)`, `step == .done ?
  /// .a : .b`: an expression over one enum model variable (not the bare
  /// variable), by the variable's case.
  func enumMemberRead(_ expression: ExprSyntax, _ scope: LoweringScope) -> EnumMemberRead? {
    let expression = expression.unwrapped
    if let indexed = indexedCaseRead(expression, scope) { return indexed }
    var subject: (path: [String], reference: String, enumName: String, node: Syntax)?
    for node in [Syntax(expression)] + Array(Syntax(expression).descendants()) {
      // Whole member paths only: not the base or the name of a longer one.
      if let member = node.parent?.as(MemberAccessExprSyntax.self), Syntax(member.declName) == node || member.base.map(Syntax.init) == node {
        continue
      }
      guard let path = node.as(ExprSyntax.self)?.memberPath else { continue }
      // The longest prefix of a member path that is an enum variable.
      for length in stride(from: path.count, through: 1, by: -1) {
        let prefix = Array(path.prefix(length))
        guard let info = parameterInfo(prefix, scope), case .enumeration(let enumName) = info.type,
          let reference = parameterReference(prefix, scope)
        else { continue }
        if let known = subject, known.reference != reference { return nil }
        subject = (prefix, reference, enumName, node)
        break
      }
    }
    guard let subject, expression.memberPath != subject.path, let cases = valueFreeEnum(subject.enumName) else { return nil }
    let raw = rawValues(of: subject.enumName)
    var values: [(caseName: String, value: EnumMemberValue)] = []
    let paths = [subject.path, ["self"] + subject.path]
    for caseName in cases {
      guard let value = evaluate(expression, subject: paths, selfCase: caseName, cases: cases, raw: raw, enumName: subject.enumName)
      else { return nil }
      values.append((caseName, value))
    }
    return EnumMemberRead(subject: .reference(subject.reference, at: range(expression, file: scope.file)), values: values)
  }

  /// `page.next == nil`, `page.next != .done`: the comparison as a
  /// condition over the variable's cases.
  func enumMemberComparison(_ infix: InfixOperatorExprSyntax, _ scope: LoweringScope) -> ExpressionSyntax? {
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
    for (side, other) in [(infix.leftOperand, infix.rightOperand), (infix.rightOperand, infix.leftOperand)] {
      guard let read = enumMemberRead(side, scope) else { continue }
      let other = other.unwrapped
      let compared: EnumMemberValue
      if other.is(NilLiteralExprSyntax.self) {
        compared = .none
      } else if let literal = other.boolValue {
        compared = .bool(literal)
      } else if let caseName = other.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        other.as(MemberAccessExprSyntax.self)?.base == nil
          || read.values.contains(where: { $0.value == .enumCase(caseName) })
      {
        compared = .enumCase(caseName)
      } else {
        continue
      }
      return read.condition(at: range(infix, file: scope.file)) { op == "==" ? $0 == compared : $0 != compared }
    }
    return nil
  }

  /// `if let next = page.next { … } else { … }` (or a `guard`): a branch
  /// per case the member yields, with `next` bound to it; the `else` when
  /// it yields `nil`.
  func enumMemberBinding(
    _ conditions: ConditionElementListSyntax, node: Syntax, then: (LoweringScope) -> [EffectVariant],
    otherwise: () -> [EffectVariant], _ scope: LoweringScope
  ) -> [EffectVariant]? {
    // One binding of such a value; the other conditions are read as usual.
    let bindings = conditions.compactMap { element -> OptionalBindingConditionSyntax? in
      if case .optionalBinding(let binding) = element.condition { binding } else { nil }
    }
    guard bindings.count == 1, let binding = bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
      let read = enumMemberRead(value, scope)
    else { return nil }
    var others: [ExpressionSyntax] = []
    for element in conditions {
      guard case .expression(let condition) = element.condition else { continue }
      guard let other = try? lowerExpression(condition, scope) else { return nil }
      others.append(other)
    }
    var yielded: [String] = []
    for (_, result) in read.values {
      switch result {
      case .enumCase(let caseName): if !yielded.contains(caseName) { yielded.append(caseName) }
      case .none: break
      case .bool, .int: return nil
      }
    }
    consume(binding, file: scope.file)
    let origin = range(node, file: scope.file)
    var result = otherwise()
    for caseName in yielded.reversed() {
      var inner = scope
      inner.values[name] = .enumCase(caseName, at: origin)
      let yields = read.condition(at: origin) { $0 == .enumCase(caseName) }
      guard let condition = ExpressionSyntax.all(others + [yields]) else { continue }
      result = Self.branches(condition, origin: origin, then(inner), result)
    }
    return result
  }

  /// The parameter a path names, with its declaration.
  func parameterInfo(_ path: [String], _ scope: LoweringScope) -> ParameterInfo? {
    var found: ParameterInfo?
    _ = memberReference(path, scope) { owner, name in
      found = parameter(owner, name)
      return found != nil
    }
    return found
  }

  /// The value of `enumName`'s computed property `member` for each case.
  func enumMemberValues(_ member: String, of enumName: String) -> [(caseName: String, value: EnumMemberValue)]? {
    guard let cases = valueFreeEnum(enumName), let (body, file) = computedBody(member, of: enumName) else { return nil }
    let raw = rawValues(of: enumName)
    var values: [(caseName: String, value: EnumMemberValue)] = []
    for caseName in cases {
      guard let value = evaluate(body, subject: [["self"]], selfCase: caseName, cases: cases, raw: raw, enumName: enumName)
      else { return nil }
      values.append((caseName, value))
    }
    consume(body, file: file)
    return values
  }

  /// The `Int` raw value of each case, if the enum has them.
  private func rawValues(of enumName: String) -> [String: Int]? {
    guard let type = index.types[enumName], type.inherited.contains("Int") else { return nil }
    var raw: [String: Int] = [:]
    var next = 0
    for (decl, _) in type.members {
      for element in decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
        if let written = element.rawValue {
          guard let value = written.value.intValue else { return nil }
          next = value
        }
        raw[element.name.text] = next
        next += 1
      }
    }
    return raw
  }

  /// `body` with `subject` (`self`, or the variable) the case `selfCase`,
  /// if TipCheck can work it out.
  private func evaluate(
    _ body: ExprSyntax, subject: [[String]], selfCase: String, cases: [String], raw: [String: Int]?, enumName: String
  ) -> EnumMemberValue? {
    let isMember = subject == [["self"]]
    func value(_ expression: ExprSyntax) -> EnumMemberValue? {
      let expression = expression.unwrapped
      if expression.is(NilLiteralExprSyntax.self) { return EnumMemberValue.none }
      if let literal = expression.boolValue { return .bool(literal) }
      if let literal = expression.intValue { return .int(literal) }
      if let path = expression.memberPath {
        if subject.contains(path) { return .enumCase(selfCase) }
        if isMember, path == ["rawValue"] { return raw?[selfCase].map(EnumMemberValue.int) }
        if path.count == 2, path[0] == enumName || path[0] == "Self", cases.contains(path[1]) { return .enumCase(path[1]) }
        // `subject.rawValue`, `subject.next` (a computed property, by case).
        if let member = path.last, subject.contains(Array(path.dropLast())) {
          if member == "rawValue" { return raw?[selfCase].map(EnumMemberValue.int) }
          guard !isMember || member != "self" else { return nil }
          return enumMemberValues(member, of: enumName)?.first(where: { $0.caseName == selfCase })?.value
        }
      }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, cases.contains(member.declName.baseName.text) {
        return .enumCase(member.declName.baseName.text)
      }
      // `Page(rawValue: rawValue + 1)`.
      if let call = expression.as(FunctionCallExprSyntax.self), let raw,
        ["Self", enumName, "Self.init", enumName + ".init"].contains(call.calledExpression.trimmedDescription),
        call.arguments.count == 1, call.arguments.first?.label?.text == "rawValue",
        let argument = call.arguments.first, case .int(let wanted)? = value(argument.expression)
      {
        return raw.first(where: { $0.value == wanted }).map { .enumCase($0.key) } ?? EnumMemberValue.none
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
        case .bool(let operand)? = value(prefix.expression)
      {
        return .bool(!operand)
      }
      if let ternary = expression.as(TernaryExprSyntax.self), case .bool(let condition)? = value(ternary.condition) {
        return value(condition ? ternary.thenExpression : ternary.elseExpression)
      }
      if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        let left = value(infix.leftOperand), let right = value(infix.rightOperand)
      {
        switch (op, left, right) {
        case ("==", _, _): return .bool(left == right)
        case ("!=", _, _): return .bool(left != right)
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("+", .int(let a), .int(let b)): return .int(a + b)
        case ("-", .int(let a), .int(let b)): return .int(a - b)
        case ("<", .int(let a), .int(let b)): return .bool(a < b)
        case ("<=", .int(let a), .int(let b)): return .bool(a <= b)
        case (">", .int(let a), .int(let b)): return .bool(a > b)
        case (">=", .int(let a), .int(let b)): return .bool(a >= b)
        default: return nil
        }
      }
      // `switch self { case .a, .b: .c  default: nil }`.
      if let choice = expression.as(SwitchExprSyntax.self), value(choice.subject) == .enumCase(selfCase) {
        for case .switchCase(let switchCase) in choice.cases {
          let matches: Bool
          switch switchCase.label {
          case .case(let label): matches = label.caseItems.contains { $0.enumCaseName == selfCase && $0.whereClause == nil }
          case .default: matches = true
          @unknown default: return nil
          }
          guard matches else { continue }
          guard let result = switchCase.statements.singleValue else { return nil }
          return value(result)
        }
        return nil
      }
      return nil
    }
    return value(body)
  }
}
#endif
