import TipModel

extension Resolver {
  mutating func effects(_ syntax: [EffectSyntax], in scope: Scope) -> [Effect] {
    syntax.compactMap { effect($0, in: scope) }
  }

  private mutating func effect(_ syntax: EffectSyntax, in scope: Scope) -> Effect? {
    let range = syntax.range
    switch syntax.kind {
    case .set(let path, let op, let valueSyntax):
      guard let (target, type) = parameterTarget(path, in: scope, verb: "set") else { return nil }
      let expected = type ?? .int(range: nil)
      if op != "=" {
        if let type, !type.isCompatible(with: .int(range: nil)) {
          error("'\(op)' needs an Int parameter; '\(dotted(path))' is \(typeName(type))", at: range)
          return nil
        }
        guard let amount = expression(valueSyntax, in: scope, expecting: .int(range: nil)) else { return nil }
        let current = Expression(.parameter(target), range: path[0].range.union(path[path.count - 1].range))
        let value = Expression(.binary(op == "+=" ? .add : .subtract, current, amount), range: range)
        return Effect(.set(target, value), range: range)
      }
      if type == nil {
        // The type is known only at the site; resolve the value untyped.
        guard let value = typedExpression(valueSyntax, in: scope, expected: nil) else { return nil }
        return Effect(.set(target, value.expression), range: range)
      }
      guard let value = expression(valueSyntax, in: scope, expecting: expected) else { return nil }
      return Effect(.set(target, value), range: range)
    case .toggle(let path):
      guard let (target, type) = parameterTarget(path, in: scope, verb: "toggle") else { return nil }
      if let type, type != .bool {
        error("only a Bool parameter can be toggled; '\(dotted(path))' is \(typeName(type))", at: range)
        return nil
      }
      return Effect(.toggle(target), range: range)
    case .donate(let path):
      guard let target = resolvePath(path, in: scope) else { return nil }
      switch target {
      case .event(let reference): return Effect(.donate(reference), range: range)
      case .parameter(.member(let owner, let name), nil): return Effect(.donate(.member(of: owner, name: name)), range: range)
      default:
        error("'\(dotted(path))' is not an event", at: range, hint: "declare it with 'event \(path.last!.text)'")
        return nil
      }
    case .invalidate(let tipName, let reasonName):
      guard let tip = tipReference(tipName, in: scope) else { return nil }
      guard let reasonName else {
        error(
          "'invalidate' needs a reason", at: range,
          hint: "e.g. 'invalidate \(tipName.text) .actionPerformed' (or .tipClosed)")
        return nil
      }
      guard let reason = InvalidationReason(rawValue: reasonName.text) else {
        error(
          "unknown invalidation reason '\(reasonName.text)'", at: reasonName.range,
          hint: Spelling.hint(for: reasonName.text, among: InvalidationReason.allCases.map(\.rawValue))
            ?? "one of: " + InvalidationReason.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
        return nil
      }
      return Effect(.invalidate(tip, reason), range: range)
    case .navigate(let screenName):
      guard let screen = lookupScreen(screenName) else { return nil }
      return Effect(.navigate(screen), range: range)
    case .conditional(let conditionSyntax, let thenSyntax, let elseSyntax):
      var conditionScope = scope
      if conditionScope.context == .effect { conditionScope.context = .condition }
      guard let condition = expression(conditionSyntax, in: conditionScope, expecting: .bool) else { return nil }
      return Effect(
        .conditional(condition, then: effects(thenSyntax, in: scope), else: effects(elseSyntax, in: scope)), range: range)
    case .either(let blocks, let assumptions):
      return Effect(.either(blocks.map { effects($0, in: scope) }, assumptions: assumptions), range: range)
    case .havoc(let path):
      guard let (target, _) = parameterTarget(path, in: scope, verb: "havoc") else { return nil }
      return Effect(.havoc(target), range: range)
    }
  }

  /// `on T invalidated [.reason] { … }` (S28): `tip` in the effects is T.
  mutating func resolveInvalidationHandler(_ syntax: InvalidationHandlerSyntax) {
    guard let tip = lookupTip(syntax.tip) else { return }
    var reason: InvalidationReason?
    if let name = syntax.reason {
      guard let known = InvalidationReason(rawValue: name.text) else {
        error(
          "unknown invalidation reason '\(name.text)'", at: name.range,
          hint: Spelling.hint(for: name.text, among: InvalidationReason.allCases.map(\.rawValue))
            ?? "one of: " + InvalidationReason.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
        return
      }
      reason = known
    }
    var scope = Scope(context: .effect)
    scope.selfTip = tip
    let effects = effects(syntax.effects, in: scope)
    model.invalidationHandlers.append(InvalidationHandler(tip: tip, reason: reason, effects: effects, range: syntax.range))
  }

  func dotted(_ path: [Name]) -> String { path.map(\.text).joined(separator: ".") }

  private mutating func parameterTarget(
    _ path: [Name], in scope: Scope, verb: String
  ) -> (ParameterReference, ValueType?)? {
    guard let target = resolvePath(path, in: scope) else { return nil }
    guard case .parameter(let reference, let type) = target else {
      error("can only \(verb) a parameter; '\(dotted(path))' is not one", at: path[0].range.union(path[path.count - 1].range))
      return nil
    }
    return (reference, type)
  }

  /// A tip named in an effect: a tip, `tip` (the presented one), or a style parameter.
  mutating func tipReference(_ name: Name, in scope: Scope) -> TipReference? {
    if name.text == "tip" || name.text == "Self" {
      if scope.presentedIsPlaceholder && name.text == "tip" { return .presented }
      if let selfTip = scope.selfTip { return .tip(selfTip) }
      error("'\(name.text)' only means a tip inside a style, a site's handler or a tip's action", at: name.range)
      return nil
    }
    if let index = scope.styleParameters.firstIndex(of: name.text) { return .styleParameter(index) }
    return lookupTip(name).map(TipReference.tip)
  }
}
