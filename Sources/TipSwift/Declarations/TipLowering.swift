#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

extension SwiftLowering {
  /// `tip Name { … }` for a type conforming to `Tip`.
  func lowerTip(_ name: String) -> SpecNode? {
    guard let type = index.types[name] else { return nil }
    var header: [SpecNode] = []
    var children: [SpecNode] = []
    var scope = LoweringScope(selfType: name, file: type.file)
    for (decl, file) in type.members {
      scope.file = file
      // The tip's declarations are read here; its methods only where they are called.
      if !decl.is(FunctionDeclSyntax.self) { consume(decl, file: file) }
      guard let variable = decl.as(VariableDeclSyntax.self), let member = variable.boundNames.first,
        variable.hasAttribute("Parameter") == nil
      else { continue }
      let origin = range(variable, file: file)
      switch member {
      case "id":
        if let id = variable.valueExpression?.stringValue {
          header.append(.line("id \(SpecPrinter.quoted(id))", origin: origin))
        } else {
          warn("TipCheck cannot read this tip id; the type name is used", variable, file: file, id: "swift.tip-id")
        }
      case "title", "message":
        if let text = variable.valueExpression?.firstString ?? variable.getterStatements.flatMap({ Syntax($0).firstStringLiteral }) {
          header.append(.line("\(member) \(SpecPrinter.quoted(text))", origin: origin))
        } else if member == "title" {
          // `Text(Strings.title)`, a stored `let title: Text`: a title TipCheck
          // cannot spell, but the tip has one.
          let shown = variable.valueExpression?.trimmedDescription ?? variable.firstBinding?.pattern.trimmedDescription ?? name
          header.append(.line("title \(SpecPrinter.quoted(String(shown.prefix(60))))", origin: origin))
        }
      case "rules":
        children += lowerRules(variable, scope)
      case "options":
        children += lowerOptions(variable, scope)
      case "actions":
        children += lowerActions(variable, scope)
      default:
        break
      }
    }
    children = header + parameterAndEventLines(of: name) + children
    return .block("tip \(SpecPrinter.identifier(name))", origin: type.nameRange, children)
  }

  func lowerHolder(_ name: String) -> SpecNode? {
    guard let type = index.types[name] else { return nil }
    return .block("holder \(specOwner(name))", origin: type.nameRange, parameterAndEventLines(of: name))
  }

  func lowerEnum(_ name: String) -> SpecNode? {
    guard let type = index.types[name] else { return nil }
    return .line(
      "enum \(SpecPrinter.identifier(name)) { case \(type.cases.map(SpecPrinter.identifier).joined(separator: ", ")) }",
      origin: type.nameRange)
  }

  private func parameterAndEventLines(of owner: String) -> [SpecNode] {
    var lines: [SpecNode] = []
    for parameter in parameters[owner] ?? [] {
      let type: String
      switch parameter.type {
      case .bool: type = "Bool"
      case .int(let range?): type = "Int(\(range.lowerBound)...\(range.upperBound))"
      case .int(nil): type = "Int"
      case .enumeration(let name): type = SpecPrinter.identifier(name)
      }
      let prefix = parameter.isTransient ? "transient param" : "param"
      lines.append(
        .line("\(prefix) \(SpecPrinter.identifier(parameter.name)): \(type) = \(parameter.defaultValue)", origin: parameter.range))
    }
    for event in events[owner] ?? [] {
      lines.append(.line("event \(SpecPrinter.identifier(event.name)) id \(SpecPrinter.quoted(event.id))", origin: event.range))
    }
    return lines
  }

  // MARK: Rules

  /// Every `#Rule` in a `rules` property: an array literal, a result
  /// builder, one rule or several.
  private func lowerRules(_ variable: VariableDeclSyntax, _ scope: LoweringScope) -> [SpecNode] {
    var lines: [SpecNode] = []
    var found = false
    for node in Syntax(variable).descendants() {
      guard let rule = MacroUse(node), rule.name == "Rule" else { continue }
      // A #Rule nested inside another #Rule's closure is not a rule of its own.
      if node.ancestors.contains(where: { MacroUse($0)?.name == "Rule" }) { continue }
      found = true
      do {
        lines.append(.line("rule \(try lowerRule(rule, scope))", origin: range(node, file: scope.file)))
      } catch let failure as LoweringFailure {
        warn(
          "TipCheck cannot read \(failure.reason) in this rule; the rule is treated as always true",
          failure.node, file: scope.file, id: "swift.rule-not-read", gap: tipGap(scope))
      } catch {}
    }
    if !found, variable.valueExpression?.as(ArrayExprSyntax.self)?.elements.isEmpty != true {
      warn(
        "no #Rule found in 'rules'; the tip is treated as having no rules", variable, file: scope.file,
        id: "swift.rule-not-read", gap: tipGap(scope))
    }
    return lines
  }

  private func lowerRule(_ rule: MacroUse, _ scope: LoweringScope) throws -> ExpressionSyntax {
    var subjects: [RuleSubject] = []
    for argument in rule.arguments {
      guard let path = argument.expression.memberPath else {
        throw LoweringFailure(reason: "the subject '\(argument.expression.trimmedDescription)'", node: Syntax(argument))
      }
      if let parameter = parameterReference(path, scope) {
        subjects.append(.parameter(parameter))
      } else if let event = eventReference(path, scope) {
        subjects.append(.event(event))
      } else if let owner = path.count == 2 ? (path[0] == "Self" ? scope.selfType : path[0]) : scope.selfType,
        let name = path.last.map({ $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }),
        let why = unsupportedParameters[owner]?[name]
      {
        _ = why
        throw LoweringFailure(reason: "'\(owner).\(name)' (a parameter TipCheck does not model)", node: Syntax(argument))
      } else {
        throw LoweringFailure(reason: "the subject '\(argument.expression.trimmedDescription)'", node: Syntax(argument))
      }
    }
    guard let closure = rule.trailingClosure, let body = closure.singleExpression else {
      throw LoweringFailure(reason: "a rule without a one-expression closure", node: rule.node)
    }
    var inner = scope
    let names = closure.parameterNames
    for (position, subject) in subjects.enumerated() {
      inner.subjects["$\(position)"] = subject
      if position < names.count { inner.subjects[names[position]] = subject }
    }
    return try lowerExpression(body, inner)
  }

  // MARK: Options and actions

  private func lowerOptions(_ variable: VariableDeclSyntax, _ scope: LoweringScope) -> [SpecNode] {
    var lines: [SpecNode] = []
    for node in Syntax(variable).descendants() {
      guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
      let origin = range(call, file: scope.file)
      switch name {
      case "MaxDisplayCount":
        if let count = call.unlabeledArguments.first?.intValue {
          lines.append(.line("maxDisplayCount \(count)", origin: origin))
        } else {
          warn(
            "TipCheck cannot read this display count; the option is ignored", call, file: scope.file,
            id: "swift.option-not-read", gap: tipGap(scope))
        }
      case "IgnoresDisplayFrequency":
        let value = call.unlabeledArguments.first?.boolValue
        if value == nil {
          warn(
            "TipCheck cannot read this value; it is read as true", call, file: scope.file, id: "swift.option-not-read",
            gap: tipGap(scope))
        }
        if value ?? true { lines.append(.line("ignoresDisplayFrequency", origin: origin)) }
      default:
        warn(
          "the tip option '\(name)' is not modelled; it is ignored", call.calledExpression, file: scope.file,
          id: "swift.option-not-modelled", gap: tipGap(scope))
      }
    }
    return lines
  }

  private func lowerActions(_ variable: VariableDeclSyntax, _ scope: LoweringScope) -> [SpecNode] {
    var lines: [SpecNode] = []
    for node in Syntax(variable).descendants() {
      guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Action" else { continue }
      // `Action(title: "Go")` without an id: TipKit gives it one of its own; handlers
      // can only tell it by `on any`. `Action(id: ActionID.learnMore.rawValue)`: the raw value.
      guard let id = call.argument("id").flatMap(actionIDValue) ?? (call.argument("id") == nil ? call.argument("title")?.stringValue : nil)
      else {
        warn(
          "TipCheck cannot read this action's id; the action is ignored", call, file: scope.file, id: "swift.action-id",
          gap: tipGap(scope).map { $0.merged(with: gap(.unknown, mentionedIn: call) ?? $0) })
        continue
      }
      let title =
        call.argument("title")?.firstString ?? call.closure("label").flatMap { Syntax($0).firstStringLiteral }
        ?? call.trailingClosure.flatMap { Syntax($0).firstStringLiteral } ?? id
      var effects: [EffectSyntax] = []
      if let perform = call.closure("perform") {
        effects = lowerEffects(perform.statements, scope)
      }
      let head: SpecLine = "action \(Self.actionIdentifier(id)) \(SpecPrinter.quoted(title))"
      let origin = range(call, file: scope.file)
      lines.append(effects.isEmpty ? .line(head, origin: origin) : .block(head, origin: origin, effects.map(SpecNode.effect)))
    }
    return lines
  }

  /// A gap on the tip whose declaration is being read.
  private func tipGap(_ scope: LoweringScope) -> ReadingGap? {
    scope.selfType.map { ReadingGap(.unknown, [.tip(SpecPrinter.identifier($0))]) }
  }

  /// An action id as written: a string literal, or an enum case's
  /// `rawValue` (its declared raw string, else the case's name).
  func actionIDValue(_ expression: ExprSyntax) -> String? {
    if let text = expression.stringValue { return text }
    guard let path = expression.memberPath, path.count >= 2, path.last == "rawValue" else { return nil }
    let caseName = path[path.count - 2]
    let typeName = path.count >= 3 ? path[path.count - 3] : nil
    for type in index.all where type.kind == .enumeration && (typeName == nil || typeName == "" || type.name == typeName) {
      for (decl, _) in type.members {
        guard let cases = decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in cases.elements where element.name.text == caseName {
          return element.rawValue?.value.stringValue ?? caseName
        }
      }
    }
    return nil
  }

  /// Action ids are strings in Swift and names in the `.tipspec`.
  static func actionIdentifier(_ id: String) -> String { SpecPrinter.identifier(id) }
}

extension Syntax {
  var ancestors: [Syntax] {
    var result: [Syntax] = []
    var node = parent
    while let current = node {
      result.append(current)
      node = current.parent
    }
    return result
  }

  var firstStringLiteral: String? {
    for node in descendants() {
      if let literal = node.as(StringLiteralExprSyntax.self) { return ExprSyntax(literal).stringValue }
    }
    return nil
  }
}
#endif
