import TipModel

/// Where an expression or effect block appears, which decides what its
/// names can mean.
struct Scope {
  enum Context: Equatable {
    /// A tip's `rule`: parameters and donation counts only, as in `#Rule`.
    case rule
    /// A button, `onAppear`, or a tip action's `perform`.
    case effect
    /// A guard (`if`) or a property: may also ask about tips and the screen.
    case condition
    /// A style's button: `tip` is the presented tip, parameters are bound per site.
    case styleButton(parameters: [String])
    /// A site's action handler: `tip` is the presented tip.
    case siteHandler
  }

  /// The tip whose body this is (`Self`, unqualified members).
  var selfTip: TipID?
  var context: Context

  var styleParameters: [String] {
    if case .styleButton(let parameters) = context { return parameters }
    return []
  }

  var presentedIsPlaceholder: Bool {
    switch context {
    case .styleButton, .siteHandler: true
    default: false
    }
  }
}

/// An expression with its type; nil type means it depends on a tip bound
/// only at a site and is checked there.
struct TypedExpression {
  var expression: Expression
  var type: ValueType?
}

extension Resolver {
  /// What a dotted name refers to.
  enum PathTarget {
    case parameter(ParameterReference, ValueType?)
    case event(EventReference)
    case donationCount(EventReference)
    case tip(TipReference)
    case screenKeyword
    case screen(ScreenID)
  }

  mutating func expression(_ syntax: ExpressionSyntax, in scope: Scope, expecting type: ValueType) -> Expression? {
    guard let typed = typedExpression(syntax, in: scope, expected: type) else { return nil }
    if let actual = typed.type, !actual.isCompatible(with: type) {
      error("expected \(article(typeName(type))) expression, but this is \(article(typeName(actual)))", at: syntax.range)
      return nil
    }
    return typed.expression
  }

  mutating func typedExpression(_ syntax: ExpressionSyntax, in scope: Scope, expected: ValueType?) -> TypedExpression? {
    switch syntax {
    case .integer(let value, let range):
      return TypedExpression(expression: Expression(.literal(.int(value)), range: range), type: .int(range: nil))
    case .boolean(let value, let range):
      return TypedExpression(expression: Expression(.literal(.bool(value)), range: range), type: .bool)
    case .parenthesized(let inner, _):
      return typedExpression(inner, in: scope, expected: expected)
    case .enumCase(let name):
      return enumCase(name, expected: expected)
    case .path(let names):
      guard let target = resolvePath(names, in: scope) else { return nil }
      let range = syntax.range
      switch target {
      case .parameter(let reference, let type):
        return TypedExpression(expression: Expression(.parameter(reference), range: range), type: type)
      case .donationCount(let reference):
        return TypedExpression(expression: Expression(.donationCount(reference), range: range), type: .int(range: nil))
      case .event:
        error(
          "an event is not a value", at: range,
          hint: "count its donations: \(names.map(\.text).joined(separator: ".")).donations.count")
      case .tip:
        error(
          "a tip is not a value", at: range,
          hint: "ask about it: visible(\(names.map(\.text).joined(separator: "."))), invalidated(…), available(…)")
      case .screenKeyword, .screen:
        error("a screen can only be compared: screen == \(model.screens.first?.name ?? "Main")", at: range)
      }
      return nil
    case .call(let name, let arguments, let range):
      return call(name, arguments, range: range, in: scope)
    case .unary(let op, let operand, let range):
      if op.text == "!" {
        guard let inner = expression(operand, in: scope, expecting: .bool) else { return nil }
        return TypedExpression(expression: Expression(.not(inner), range: range), type: .bool)
      }
      guard let inner = expression(operand, in: scope, expecting: .int(range: nil)) else { return nil }
      return TypedExpression(expression: Expression(.negate(inner), range: range), type: .int(range: nil))
    case .binary(let op, let lhs, let rhs):
      return binary(op, lhs, rhs, in: scope)
    }
  }

  private mutating func enumCase(_ name: Name, expected: ValueType?) -> TypedExpression? {
    let caseName = String(name.text)
    if case .enumeration(let id)? = expected {
      guard let index = model[id].cases.firstIndex(of: caseName) else {
        error(
          "'\(model[id].name)' has no case '\(caseName)'", at: name.range,
          hint: Spelling.hint(for: caseName, among: model[id].cases))
        return nil
      }
      return TypedExpression(expression: Expression(.literal(.enumCase(id, index)), range: name.range), type: expected)
    }
    let owners = model.enums.indices.filter { model.enums[$0].cases.contains(caseName) }
    guard owners.count == 1, let index = model.enums[owners[0]].cases.firstIndex(of: caseName) else {
      error(
        owners.isEmpty ? "no enum has a case '\(caseName)'" : "'.\(caseName)' is ambiguous: several enums have it",
        at: name.range)
      return nil
    }
    let id = EnumTypeID(owners[0])
    return TypedExpression(expression: Expression(.literal(.enumCase(id, index)), range: name.range), type: .enumeration(id))
  }

  private mutating func binary(
    _ op: Name, _ lhsSyntax: ExpressionSyntax, _ rhsSyntax: ExpressionSyntax, in scope: Scope
  ) -> TypedExpression? {
    guard let binaryOperator = BinaryOperator(rawValue: op.text) else { return nil }
    let range = lhsSyntax.range.union(rhsSyntax.range)
    // `screen == Name`
    if binaryOperator == .equal || binaryOperator == .notEqual, case .path(let names) = lhsSyntax,
      names.count == 1, names[0].text == "screen"
    {
      guard scope.context != .rule else {
        error("rules can only read parameters and event donations, not the screen", at: names[0].range)
        return nil
      }
      guard case .path(let rhsNames) = rhsSyntax, rhsNames.count == 1 else {
        error("compare the screen with a screen name: screen == Main", at: rhsSyntax.range)
        return nil
      }
      guard let screen = lookupScreen(rhsNames[0]) else { return nil }
      var result = Expression(.onScreen(screen), range: range)
      if binaryOperator == .notEqual { result = Expression(.not(result), range: range) }
      return TypedExpression(expression: result, type: .bool)
    }
    if binaryOperator.isLogical {
      guard let lhs = expression(lhsSyntax, in: scope, expecting: .bool),
        let rhs = expression(rhsSyntax, in: scope, expecting: .bool)
      else { return nil }
      return TypedExpression(expression: Expression(.binary(binaryOperator, lhs, rhs), range: range), type: .bool)
    }
    if binaryOperator.isArithmetic {
      guard let lhs = expression(lhsSyntax, in: scope, expecting: .int(range: nil)),
        let rhs = expression(rhsSyntax, in: scope, expecting: .int(range: nil))
      else { return nil }
      return TypedExpression(
        expression: Expression(.binary(binaryOperator, lhs, rhs), range: range), type: .int(range: nil))
    }
    // Comparison: type the side that is not a bare `.case` first.
    let lhsFirst: Bool = if case .enumCase = lhsSyntax { false } else { true }
    let firstSyntax = lhsFirst ? lhsSyntax : rhsSyntax
    let secondSyntax = lhsFirst ? rhsSyntax : lhsSyntax
    guard let first = typedExpression(firstSyntax, in: scope, expected: nil),
      let second = typedExpression(secondSyntax, in: scope, expected: first.type)
    else { return nil }
    if let a = first.type, let b = second.type {
      guard a.isCompatible(with: b) else {
        error("cannot compare \(typeName(a)) with \(typeName(b))", at: range)
        return nil
      }
      let ordering = binaryOperator != .equal && binaryOperator != .notEqual
      if ordering, case .int = a {} else if ordering {
        error("'\(op.text)' needs Int operands; \(typeName(a)) values can only be tested with == and !=", at: op.range)
        return nil
      }
    }
    let (lhs, rhs) = lhsFirst ? (first, second) : (second, first)
    return TypedExpression(
      expression: Expression(.binary(binaryOperator, lhs.expression, rhs.expression), range: range), type: .bool)
  }

  /// `current(group)`, `current(group, T)`: whether the group has a current
  /// tip, or whether it is `T`.
  private mutating func groupCurrent(_ arguments: [ExpressionSyntax], range: SourceRange, in scope: Scope)
    -> TypedExpression?
  {
    guard scope.context != .rule else {
      error("rules can only read parameters and event donations; 'current(…)' is for guards and properties", at: range)
      return nil
    }
    guard (1...2).contains(arguments.count), case .path(let groupNames) = arguments[0], groupNames.count == 1 else {
      error("'current' takes a group and optionally one of its tips: 'current(tour)', 'current(tour, Step2Tip)'", at: range)
      return nil
    }
    guard let group = lookupGroup(groupNames[0]) else { return nil }
    var tip: TipID?
    if arguments.count == 2 {
      guard case .path(let tipNames) = arguments[1], tipNames.count == 1, let member = lookupTip(tipNames[0]) else {
        if case .path = arguments[1] { return nil }
        error("expected a tip of group '\(groupNames[0].text)'", at: arguments[1].range)
        return nil
      }
      guard model[group].members.contains(member) else {
        error("'\(tipNames[0].text)' is not a member of group '\(groupNames[0].text)'", at: arguments[1].range)
        return nil
      }
      tip = member
    }
    return TypedExpression(expression: Expression(.groupCurrent(group, tip), range: range), type: .bool)
  }

  private static let tipFunctions: [String: TipPredicate] = [
    "visible": .visible, "available": .available, "pending": .pending, "invalidated": .invalidated(nil),
    "shown": .shown, "displayCount": .displayCount,
  ]

  private mutating func call(
    _ name: Name, _ arguments: [ExpressionSyntax], range: SourceRange, in scope: Scope
  ) -> TypedExpression? {
    if name.text == "current" { return groupCurrent(arguments, range: range, in: scope) }
    guard var predicate = Self.tipFunctions[name.text] else {
      error(
        "unknown function '\(name.text)'", at: name.range,
        hint: Spelling.hint(for: name.text, among: Self.tipFunctions.keys)
          ?? "functions: " + Self.tipFunctions.keys.sorted().joined(separator: ", "))
      return nil
    }
    guard scope.context != .rule else {
      error(
        "rules can only read parameters and event donations; '\(name.text)(…)' is for guards and properties",
        at: name.range)
      return nil
    }
    let maxArguments = predicate == .invalidated(nil) ? 2 : 1
    guard (1...maxArguments).contains(arguments.count) else {
      error("'\(name.text)' takes \(maxArguments == 1 ? "one tip" : "a tip and optionally a reason")", at: range)
      return nil
    }
    guard case .path(let names) = arguments[0], let target = resolvePath(names, in: scope) else {
      if case .path = arguments[0] { return nil }
      error("expected a tip", at: arguments[0].range)
      return nil
    }
    guard case .tip(let tip) = target else {
      error("expected a tip, found \(names.map(\.text).joined(separator: "."))", at: arguments[0].range)
      return nil
    }
    if arguments.count == 2 {
      guard case .enumCase(let reasonName) = arguments[1],
        let reason = InvalidationReason(rawValue: reasonName.text)
      else {
        error(
          "expected an invalidation reason", at: arguments[1].range,
          hint: "one of: " + InvalidationReason.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
        return nil
      }
      predicate = .invalidated(reason)
    }
    let type: ValueType = predicate == .displayCount ? .int(range: nil) : .bool
    return TypedExpression(expression: Expression(.tip(tip, predicate), range: range), type: type)
  }

  /// Resolves `a`, `Owner.member`, `event.donations.count`, `Owner.event.donations.count`.
  mutating func resolvePath(_ names: [Name], in scope: Scope) -> PathTarget? {
    let first = names[0]
    let dotted = names.map(\.text).joined(separator: ".")
    var entity: PathTarget?
    var rest = names.dropFirst()

    if names.count == 1, first.text == "screen", scope.context != .rule {
      return .screenKeyword
    }
    // Own members, unqualified (`show`, `opened.donations.count`).
    if let selfTip = scope.selfTip {
      let owner = model[selfTip].name
      if let id = parametersByOwner[owner]?[first.text] {
        entity = .parameter(.parameter(id), model[id].type)
      } else if let id = eventsByOwner[owner]?[first.text] {
        entity = .event(.event(id))
      }
    }
    if entity == nil {
      guard let owner = ownerReference(first, in: scope) else {
        if names.count == 1, let screen = screensByName[first.text] { return .screen(screen) }
        error("unknown name '\(first.text)'", at: first.range, hint: suggestion(for: first.text, in: scope))
        return nil
      }
      guard let member = rest.first else { return .tip(owner.tip ?? .presented) }
      rest = rest.dropFirst()
      entity = self.member(member, of: owner, in: scope)
      guard entity != nil else { return nil }
    }
    guard let resolved = entity else { return nil }
    if rest.isEmpty { return resolved }
    if rest.map(\.text) == ["donations", "count"] {
      if case .event(let reference) = resolved { return .donationCount(reference) }
      if case .parameter(.member(let owner, let name), nil) = resolved {
        return .donationCount(.member(of: owner, name: name))
      }
    }
    let extra = rest.first!
    if case .event = resolved {
      error(
        "unsupported use of event '\(dotted)'", at: extra.range.union(rest.last!.range),
        hint: "TipCheck counts donations: write '.donations.count'")
    } else {
      error("'\(names.prefix(names.count - rest.count).map(\.text).joined(separator: "."))' has no member '\(extra.text)'", at: extra.range)
    }
    return nil
  }

  /// The owner named by the first component of a qualified name.
  struct OwnerReference {
    /// nil for a holder.
    var tip: TipReference?
    var holderName: String?
  }

  private mutating func ownerReference(_ name: Name, in scope: Scope) -> OwnerReference? {
    if name.text == "Self", let selfTip = scope.selfTip { return OwnerReference(tip: .tip(selfTip)) }
    if name.text == "tip" {
      if scope.presentedIsPlaceholder { return OwnerReference(tip: .presented) }
      if let selfTip = scope.selfTip, scope.context == .effect { return OwnerReference(tip: .tip(selfTip)) }
    }
    if let index = scope.styleParameters.firstIndex(of: name.text) {
      return OwnerReference(tip: .styleParameter(index))
    }
    if let id = tipsByName[name.text] { return OwnerReference(tip: .tip(id)) }
    if holdersByName[name.text] != nil { return OwnerReference(tip: nil, holderName: name.text) }
    return nil
  }

  private mutating func member(_ name: Name, of owner: OwnerReference, in scope: Scope) -> PathTarget? {
    let ownerName: String
    switch owner.tip {
    case .tip(let id)?: ownerName = model[id].name
    case .presented?, .styleParameter?:
      // Bound per site; checked when the site binds it.
      return .parameter(.member(of: owner.tip!, name: name.text), nil)
    case nil: ownerName = owner.holderName ?? ""
    }
    if let id = parametersByOwner[ownerName]?[name.text] { return .parameter(.parameter(id), model[id].type) }
    if let id = eventsByOwner[ownerName]?[name.text] { return .event(.event(id)) }
    let candidates = Array((parametersByOwner[ownerName] ?? [:]).keys) + Array((eventsByOwner[ownerName] ?? [:]).keys)
    error(
      "'\(ownerName)' has no parameter or event '\(name.text)'", at: name.range,
      hint: Spelling.hint(for: name.text, among: candidates))
    return nil
  }

  private func suggestion(for name: String, in scope: Scope) -> String? {
    var candidates = Array(tipsByName.keys) + Array(holdersByName.keys) + scope.styleParameters
    if let selfTip = scope.selfTip {
      candidates += (parametersByOwner[model[selfTip].name] ?? [:]).keys
      candidates += (eventsByOwner[model[selfTip].name] ?? [:]).keys
      candidates.append("Self")
    }
    if scope.context != .rule { candidates += screensByName.keys }
    if scope.presentedIsPlaceholder { candidates.append("tip") }
    return Spelling.hint(for: name, among: candidates)
  }
}

