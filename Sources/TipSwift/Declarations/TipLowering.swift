#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

extension SwiftLowering {
  /// `tip Name { … }` for a type conforming to `Tip`.
  func lowerTip(_ name: String) -> Declaration? {
    guard let type = index.types[name] else { return nil }
    var tip = TipSyntax(name: Name(text: SpecPrinter.identifier(name), range: type.nameRange), range: type.nameRange)
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
          tip.id = StringLiteral(value: id, range: origin)
        } else {
          warn("TipCheck cannot read this tip id; the type name is used", variable, file: file, id: "swift.tip-id")
        }
      case "title", "message":
        if let text = variable.valueExpression?.firstString ?? variable.getterStatements.flatMap({ Syntax($0).firstStringLiteral }) {
          if member == "title" { tip.title = StringLiteral(value: text, range: origin) }
          else { tip.message = StringLiteral(value: text, range: origin) }
        } else if member == "title" {
          // `Text(Strings.title)`, a stored `let title: Text`: a title TipCheck
          // cannot spell, but the tip has one.
          let shown = variable.valueExpression?.trimmedDescription ?? variable.firstBinding?.pattern.trimmedDescription ?? name
          tip.title = StringLiteral(value: String(shown.prefix(60)), range: origin)
        }
      case "rules":
        tip.rules += lowerRules(variable, scope)
      case "options":
        lowerOptions(variable, scope, into: &tip)
      case "actions":
        tip.actions += lowerActions(variable, scope)
      default:
        break
      }
    }
    (tip.parameters, tip.events) = parametersAndEvents(of: name)
    tip.range = type.nameRange
    return .tip(tip)
  }

  func lowerHolder(_ name: String) -> Declaration? {
    guard let type = index.types[name] else { return nil }
    let (parameters, events) = parametersAndEvents(of: name)
    return .holder(
      HolderSyntax(
        name: Name(text: specOwner(name), range: type.nameRange), parameters: parameters, events: events,
        range: type.nameRange))
  }

  func lowerEnum(_ name: String) -> Declaration? {
    guard let type = index.types[name] else { return nil }
    return .enumeration(
      EnumSyntax(
        name: Name(text: SpecPrinter.identifier(name), range: type.nameRange),
        cases: type.cases.map { Name(text: SpecPrinter.identifier($0), range: type.nameRange) }, range: type.nameRange))
  }

  private func parametersAndEvents(of owner: String) -> ([ParameterSyntax], [EventSyntax]) {
    let parameters = (parameters[owner] ?? []).map { parameter in
      let at = parameter.range
      let type: TipSpec.TypeSyntax
      switch parameter.type {
      case .bool: type = .bool(at)
      case .int(let bounds): type = .int(range: bounds, at)
      case .enumeration(let name): type = .named(Name(text: SpecPrinter.identifier(name), range: at))
      }
      return ParameterSyntax(
        name: Name(text: SpecPrinter.identifier(parameter.name), range: at), type: type, defaultValue: parameter.defaultValue,
        isTransient: parameter.isTransient, range: at)
    }
    let events = (events[owner] ?? []).map { event in
      EventSyntax(
        name: Name(text: SpecPrinter.identifier(event.name), range: event.range),
        id: StringLiteral(value: event.id, range: event.range), range: event.range)
    }
    return (parameters, events)
  }

  // MARK: Rules

  /// Every `#Rule` in a `rules` property: an array literal, a result
  /// builder, one rule or several.
  private func lowerRules(_ variable: VariableDeclSyntax, _ scope: LoweringScope) -> [ExpressionSyntax] {
    var rules: [ExpressionSyntax] = []
    var found = false
    for node in Syntax(variable).descendants() {
      guard let rule = MacroUse(node), rule.name == "Rule" else { continue }
      // A #Rule nested inside another #Rule's closure is not a rule of its own.
      if node.ancestors.contains(where: { MacroUse($0)?.name == "Rule" }) { continue }
      found = true
      do {
        rules.append(try lowerRule(rule, scope))
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
    return rules
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

  private func lowerOptions(_ variable: VariableDeclSyntax, _ scope: LoweringScope, into tip: inout TipSyntax) {
    for node in Syntax(variable).descendants() {
      guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
      let origin = range(call, file: scope.file)
      switch name {
      case "MaxDisplayCount":
        if let count = call.unlabeledArguments.first?.intValue {
          tip.maxDisplayCount = (count, origin)
        } else {
          warn(
            "TipCheck cannot read this display count; the option is ignored", call, file: scope.file,
            id: "swift.option-not-read", gap: tipGap(scope))
        }
      case "MaxDisplayDuration":
        // Only that the time may run out while the tip shows is modelled
        // (S32), not how long it is: a value TipCheck cannot read is kept
        // as TipKit's minimum of 60 s, for the story.
        let text = call.unlabeledArguments.first?.trimmedDescription ?? ""
        let seconds = Double(text).map { Int($0.rounded(.up)) } ?? 60
        tip.maxDisplayDuration = (max(1, min(seconds, Int(Int32.max))), origin)
      case "IgnoresDisplayFrequency":
        let value = call.unlabeledArguments.first?.boolValue
        if value == nil {
          warn(
            "TipCheck cannot read this value; it is read as true", call, file: scope.file, id: "swift.option-not-read",
            gap: tipGap(scope))
        }
        if value ?? true { tip.ignoresDisplayFrequency = (true, origin) }
      default:
        warn(
          "the tip option '\(name)' is not modelled; it is ignored", call.calledExpression, file: scope.file,
          id: "swift.option-not-modelled", gap: tipGap(scope))
      }
    }
  }

  private func lowerActions(_ variable: VariableDeclSyntax, _ scope: LoweringScope) -> [TipActionSyntax] {
    var actions: [TipActionSyntax] = []
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
      let origin = range(call, file: scope.file)
      actions.append(
        TipActionSyntax(
          id: Name(text: Self.actionIdentifier(id), range: origin), title: StringLiteral(value: title, range: origin),
          perform: effects, range: origin))
    }
    return actions
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
