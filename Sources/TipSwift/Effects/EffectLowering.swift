#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// One way a block of Swift statements can run: its effects, and the
/// conditions (not understood) assumed on the way.
struct EffectVariant {
  var effects: [EffectSyntax] = []
  var assumptions: [String] = []

  /// The assumptions as the action's `assuming "…"` strings.
  func assumptionLiterals(at origin: SourceRange) -> [StringLiteral] {
    assumptions.map { StringLiteral(value: $0, range: origin) }
  }
}

extension SwiftLowering {
  /// At most this many variants of one button (two per condition that
  /// cannot be read).
  static let maximumVariants = 8

  /// Lowers the statements of a closure or function body. With `split`, a
  /// condition TipCheck cannot read makes two variants (it held, it did
  /// not); without, it is assumed to hold, with a warning.
  func lowerStatements(_ items: CodeBlockItemListSyntax, _ scope: LoweringScope, split: Bool) -> [EffectVariant] {
    lowerStatements(Array(items), scope, split: split)
  }

  /// Statements as an array of the original tree's nodes: a new
  /// `CodeBlockItemListSyntax` built from them would be a new tree, whose
  /// positions (and so every location reported in it) start at zero.
  func lowerStatements(_ items: [CodeBlockItemSyntax], _ scope: LoweringScope, split: Bool) -> [EffectVariant] {
    var scope = scope
    var variants = [EffectVariant()]
    var remaining = Array(items)
    while !remaining.isEmpty {
      let item = remaining.removeFirst()
      consume(item, file: scope.file)
      if let said = saidEffects(above: item, file: scope.file) {
        variants = combine(variants, [EffectVariant(effects: said)], at: Syntax(item), scope)
        continue
      }
      var next: [EffectVariant]
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self), let name = variable.boundNames.first {
          // A local name hides a current tip bound earlier under that name.
          if scope.currentTipGroups.removeValue(forKey: name) != nil { scope.shadowed.insert(name) }
          if let tip = tipType(ofValue: variable.valueExpression) {
            scope.tipVariables[name] = tip
            scope.shadowed.remove(name)
          }
        }
        continue
      case .stmt(let statement):
        if statement.is(ReturnStmtSyntax.self) {
          remaining = []
          continue
        }
        // `defer { savingID = nil }`: after the rest of the block, on every way out of it
        // (a `return` or a `guard`'s else ends what the rest does, then the deferred code runs).
        if let deferred = statement.as(DeferStmtSyntax.self) {
          let rest = remaining
          remaining = []
          next = combine(
            lowerStatements(rest, scope, split: split), lowerStatements(deferred.body.statements, scope, split: split),
            at: Syntax(deferred), scope)
          variants = combine(variants, next, at: Syntax(item), scope)
          continue
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
          let rest = remaining
          remaining = []
          next = lowerConditional(
            guardStatement.conditions, node: Syntax(guardStatement),
            then: { inner in self.lowerStatements(rest, inner, split: split) },
            otherwise: { self.lowerStatements(guardStatement.body.statements, scope, split: split) }, scope, split: split)
          break
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
          next = lowerDo(doStatement, scope, split: split)
        } else if let loop = statement.as(ForStmtSyntax.self), let stream = loop.sequence.memberPath?.last,
          Self.tipUpdateStreams.contains(stream)
        {
          next = lowerUpdatesLoop(loop, stream: stream, scope)
        } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self),
          let ifExpression = expressionStatement.expression.unwrapped.as(IfExprSyntax.self),
          let early = lowerEarlyReturn(ifExpression, rest: remaining, scope, split: split)
        {
          remaining = []
          next = early
        } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
          next = lowerStatement(expressionStatement.expression, scope, split: split)
        } else {
          next = ignore(Syntax(statement), scope)
        }
      case .expr(let expression):
        if let ifExpression = expression.unwrapped.as(IfExprSyntax.self),
          let early = lowerEarlyReturn(ifExpression, rest: remaining, scope, split: split)
        {
          remaining = []
          next = early
        } else {
          next = lowerStatement(expression, scope, split: split)
        }
      @unknown default:
        continue
      }
      variants = combine(variants, next, at: Syntax(item), scope)
    }
    return variants
  }

  /// `if c { …; return }` followed by more statements: those run only when
  /// `c` does not hold (and likewise when the else branch returns), so the
  /// rest goes into the branch that falls through. Nil when no branch
  /// ends with `return`.
  private func lowerEarlyReturn(
    _ ifExpression: IfExprSyntax, rest: [CodeBlockItemSyntax], _ scope: LoweringScope, split: Bool
  ) -> [EffectVariant]? {
    func returns(_ items: CodeBlockItemListSyntax) -> Bool {
      guard let last = items.last else { return false }
      if case .stmt(let statement) = last.item { return statement.is(ReturnStmtSyntax.self) }
      return false
    }
    guard !rest.isEmpty else { return nil }
    let thenReturns = returns(ifExpression.body.statements)
    // The else branch, with what follows the `if` when it falls through.
    let otherwise: () -> [EffectVariant]
    var elseReturns = false
    switch ifExpression.elseBody {
    case .codeBlock(let block):
      elseReturns = returns(block.statements)
      let items = Array(block.statements) + (elseReturns ? [] : rest)
      otherwise = { self.lowerStatements(items, scope, split: split) }
    case .ifExpr(let nested):
      // `else if`: the chain decides, branch by branch, whether the rest runs.
      let early = lowerEarlyReturn(nested, rest: rest, scope, split: split)
      elseReturns = early != nil
      otherwise = {
        early
          ?? self.combine(
            self.lowerStatement(ExprSyntax(nested), scope, split: split), self.lowerStatements(rest, scope, split: split),
            at: Syntax(nested), scope)
      }
    case nil:
      otherwise = { self.lowerStatements(rest, scope, split: split) }
    @unknown default: return nil
    }
    guard thenReturns || elseReturns else {
      // A `return` deeper inside (`if a { if b { return } }`) cannot be
      // placed: say that what follows is taken to run anyway.
      if let nestedReturn = Self.firstReturn(in: Syntax(ifExpression)) {
        warn(
          "TipCheck cannot tell when this 'return' leaves the action; the statements after the enclosing 'if' are modelled as always running",
          nestedReturn, file: scope.file, id: "swift.return-not-placed",
          gap: rest.reduce(gap(.unknown, mentionedIn: ifExpression)) { found, item in
            guard let more = gap(.unknown, mentionedIn: item) else { return found }
            return found.map { $0.merged(with: more) } ?? more
          })
      }
      return nil
    }
    // The branch sees what its condition binds; the statements after the
    // `if` (run after it when the other branch returns) do not.
    let body = Array(ifExpression.body.statements)
    return lowerConditional(
      ifExpression.conditions, node: Syntax(ifExpression),
      then: { inner in
        thenReturns
          ? self.lowerStatements(body, inner, split: split)
          : self.combine(
            self.lowerStatements(body, inner, split: split), self.lowerStatements(rest, scope, split: split),
            at: Syntax(ifExpression), scope)
      }, otherwise: otherwise, scope, split: split)
  }

  /// `if condition { then } else { otherwise }`, for every pair of their versions.
  static func branches(
    _ condition: ExpressionSyntax, origin: SourceRange, _ then: [EffectVariant], _ otherwise: [EffectVariant]
  )
    -> [EffectVariant]
  {
    var result: [EffectVariant] = []
    for a in then {
      for b in otherwise {
        let effect = EffectSyntax.when(condition, then: a.effects, else: b.effects, at: origin)
        result.append(EffectVariant(effects: [effect], assumptions: a.assumptions + b.assumptions))
      }
    }
    return result
  }

  private func combine(_ first: [EffectVariant], _ second: [EffectVariant], at node: Syntax, _ scope: LoweringScope)
    -> [EffectVariant]
  {
    var result: [EffectVariant] = []
    for a in first {
      for b in second {
        result.append(EffectVariant(effects: a.effects + b.effects, assumptions: a.assumptions + b.assumptions))
      }
    }
    if result.count > Self.maximumVariants {
      warn(
        "too many conditions TipCheck cannot read in one action; only the first \(Self.maximumVariants) combinations are modelled",
        node, file: scope.file, id: "swift.too-many-versions",
        gap: ReadingGap(.unknown, subjects(ofEffects: result.flatMap(\.effects)).union(subjects(mentionedIn: node))))
      result = Array(result.prefix(Self.maximumVariants))
    }
    return result
  }

  private func ignore(_ node: Syntax, _ scope: LoweringScope) -> [EffectVariant] {
    // In a controller, a `UIAction`'s handler is a control's tap, read as a
    // move of its own (UIKitControllers.swift): the statement that builds
    // the control (`navigationItem.rightBarButtonItem = UIBarButtonItem(…,
    // primaryAction: UIAction { … })`) runs none of it.
    let readAsControl: (TokenSyntax) -> Bool = { token in
      guard let type = scope.selfType, self.controllerTypes.contains(type) else { return false }
      var ancestor = token.parent
      while let current = ancestor, current.id != node.id {
        if let call = current.as(FunctionCallExprSyntax.self), call.calleeName == "UIAction", call.modifierBase == nil { return true }
        ancestor = current.parent
      }
      return false
    }
    let mentionsModel = node.tokens(viewMode: .sourceAccurate).contains { token in
      let text = token.text.hasPrefix("$") ? String(token.text.dropFirst()) : token.text
      return modelNames.contains(text) && !isOwnNonModelProperty(token, text) && !readAsControl(token) && !invalidatesNonTip(token)
        && !keepsElementCount(token)
    }
    // Reads never approximate: a log line or a label does nothing to tips.
    guard mentionsModel, !isReadOnly(node) else { return [EffectVariant()] }
    let gap = reach(.unknown, from: node) ?? .inert
    let origin = range(node, file: scope.file)
    if !gap.subjects.isEmpty, writesOnlyModel(node),
      case let reached = gap.subjects.union(subjectsOfCalledMethods(in: node)),
      let effects = approximation(of: reached, at: origin)
    {
      let touched = gap.subjects.map(\.description).sorted().joined(separator: ", ")
      warn(
        "TipCheck does not understand this statement; it is taken to do anything it may to \(touched) (an approximation)",
        node, file: scope.file, hint: Self.saySoHint, id: "swift.statement-not-read")
      return [EffectVariant(effects: effects)]
    }
    warn(
      "TipCheck does not understand this statement; it is ignored", node, file: scope.file, id: "swift.statement-not-read",
      gap: gap)
    return [EffectVariant()]
  }

  private func single(_ effect: EffectSyntax) -> [EffectVariant] { [EffectVariant(effects: [effect])] }

  /// One expression statement.
  func lowerStatement(_ expression: ExprSyntax, _ scope: LoweringScope, split: Bool) -> [EffectVariant] {
    let expression = expression.unwrapped
    let origin = range(expression, file: scope.file)
    if let ifExpression = expression.as(IfExprSyntax.self) {
      return lowerConditional(
        ifExpression.conditions, node: Syntax(ifExpression),
        then: { inner in self.lowerStatements(ifExpression.body.statements, inner, split: split) },
        otherwise: {
          switch ifExpression.elseBody {
          case .ifExpr(let nested): return self.lowerStatement(ExprSyntax(nested), scope, split: split)
          case .codeBlock(let block): return self.lowerStatements(block.statements, scope, split: split)
          case nil: return [EffectVariant()]
          @unknown default: return [EffectVariant()]
          }
        }, scope, split: split)
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return lowerSwitch(switchExpression, scope, split: split)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return lowerAssignment(infix, scope, split: split, origin: origin)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return lowerCall(call, scope, split: split, origin: origin)
    }
    if let closure = expression.as(ClosureExprSyntax.self) {
      return lowerStatements(closure.statements, scope, split: split)
    }
    return ignore(Syntax(expression), scope)
  }

  /// `then` lowers the branch taken when the conditions hold, in the scope
  /// they bind (`if let tip = tips.currentTip` binds `tip`).
  private func lowerConditional(
    _ conditions: ConditionElementListSyntax, node: Syntax, then: (LoweringScope) -> [EffectVariant],
    otherwise: () -> [EffectVariant], _ scope: LoweringScope, split: Bool
  ) -> [EffectVariant] {
    if let branches = enumMemberBinding(conditions, node: node, then: then, otherwise: otherwise, scope) { return branches }
    var parts: [ExpressionSyntax] = []
    var failure: LoweringFailure?
    var thenScope = scope
    for element in conditions {
      if case .optionalBinding(let binding) = element.condition,
        let bound = currentTipBinding(binding, scope)
      {
        parts.append(bound.condition)
        if let tip = bound.tip {
          thenScope.tipVariables[bound.name] = tip
          thenScope.shadowed.remove(bound.name)
          thenScope.currentTipGroups[bound.name] = nil
        } else {
          thenScope.currentTipGroups[bound.name] = bound.group
          thenScope.shadowed.insert(bound.name)
        }
        continue
      }
      // `if case .loaded(let books) = state`: which case the variable holds; `books` is not the model's.
      if case .matchingPattern(let match) = element.condition, let caseName = Self.casePatternName(match.pattern),
        let subject = try? lowerExpression(match.initializer.value, scope), case .path = subject
      {
        let at = range(match, file: scope.file)
        parts.append(.binary("==", subject, .enumCase(caseName, at: at), at: at))
        for bound in Syntax(match.pattern).descendants().compactMap({ $0.as(IdentifierPatternSyntax.self)?.identifier.text }) {
          thenScope.shadowed.insert(bound)
        }
        continue
      }
      // `if let soil = model.soil`: whether it has a value; `soil` is not the model's.
      if case .optionalBinding(let binding) = element.condition, let value = binding.initializer?.value,
        let flag = presenceFlag(value, scope)
      {
        parts.append(.reference(flag, at: range(value, file: scope.file)))
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { thenScope.shadowed.insert(name) }
        continue
      }
      // `guard let self` in a controller's closure: the controller is alive
      // while its code runs from its screen.
      if case .optionalBinding(let binding) = element.condition, binding.pattern.trimmedDescription == "self"
        || binding.initializer?.value.trimmedDescription == "self"
      {
        continue
      }
      guard case .expression(let condition) = element.condition else {
        failure = LoweringFailure(reason: "'\(element.trimmedDescription)'", node: Syntax(element))
        break
      }
      // `guard !path.isEmpty` run from a screen pushed onto that path (NavigationPaths.swift).
      if let holds = pathEmptinessHolds(condition, scope) {
        if holds { continue }
        parts.append(.boolean(false, range(condition, file: scope.file)))
        continue
      }
      do {
        parts.append(try lowerExpression(condition, scope))
      } catch let error as LoweringFailure {
        failure = error
        break
      } catch {}
    }
    let thenVariants = then(thenScope)
    let elseVariants = otherwise()
    guard let failure else {
      guard let condition = ExpressionSyntax.all(parts) else { return thenVariants }
      return Self.branches(condition, origin: range(node, file: scope.file), thenVariants, elseVariants)
    }
    let text = conditions.trimmedDescription
    // Neither way does anything the model holds: nothing to approximate.
    if (thenVariants + elseVariants).allSatisfy({ $0.effects.isEmpty && $0.assumptions.isEmpty }) { return [EffectVariant()] }
    let touched = subjects(ofEffects: (thenVariants + elseVariants).flatMap(\.effects))
    // Both ways, as an approximation at the condition: only the runs that
    // pass it are unknown (docs/semantics.md §10a).
    if !touched.isEmpty {
      let branches = eitherBranch(text, then: thenVariants, else: elseVariants, at: range(node, file: scope.file))
      warn(
        "TipCheck cannot read the condition \(failure.reason); both branches are modelled (an approximation)",
        failure.node, file: scope.file, id: split ? "swift.condition-both-branches" : "swift.condition-assumed")
      return [branches]
    }
    if split {
      warn(
        "TipCheck cannot read the condition \(failure.reason); both branches are modelled, as two versions of this action",
        failure.node, file: scope.file, id: "swift.condition-both-branches",
        gap: ReadingGap(.addsBehaviour, subjects(ofEffects: (thenVariants + elseVariants).flatMap(\.effects))))
      return thenVariants.map { EffectVariant(effects: $0.effects, assumptions: [text] + $0.assumptions) }
        + elseVariants.map { EffectVariant(effects: $0.effects, assumptions: ["not " + text] + $0.assumptions) }
    }
    warn(
      "TipCheck cannot read the condition \(failure.reason); it is assumed to hold", failure.node, file: scope.file,
      id: "swift.condition-assumed",
      gap: ReadingGap(.unknown, subjects(ofEffects: (thenVariants + elseVariants).flatMap(\.effects))))
    return thenVariants
  }

  /// The case a pattern names: `.loaded`, `.loaded(let books)`, `let .loaded(books)`.
  static func casePatternName(_ pattern: PatternSyntax) -> String? {
    guard let member = pattern.enumCaseMember, member.base == nil else { return nil }
    return member.declName.baseName.text
  }

  /// `.loaded(books)`, `LoadState.failed(error)`: the case of `enumName`
  /// a value carrying associated values is.
  static func caseWithValues(_ value: ExprSyntax, of enumName: String, in index: TypeIndex) -> String? {
    guard let call = value.unwrapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == enumName,
      let type = index.types[enumName], type.cases.contains(member.declName.baseName.text)
    else { return nil }
    return member.declName.baseName.text
  }

  private func lowerAssignment(_ infix: InfixOperatorExprSyntax, _ scope: LoweringScope, split: Bool, origin: SourceRange)
    -> [EffectVariant]
  {
    let isAssignment = infix.operator.is(AssignmentExprSyntax.self)
    // `_ = path.popLast()`: the call, its result dropped.
    if isAssignment, infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
      return lowerStatement(infix.rightOperand, scope, split: split)
    }
    let op = isAssignment ? "=" : infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
    // `records[index].spins += 1`: a change of an element keeps the count (ElementCounts.swift).
    if isElementOfCountedList(infix.leftOperand, scope) { return [EffectVariant()] }
    guard ["=", "+=", "-="].contains(op), let path = infix.leftOperand.memberPath else {
      return ignore(Syntax(infix), scope)
    }
    if let root = path.first, scope.absentStyleParameters.contains(root) { return [EffectVariant()] }
    if op == "=", let effect = presentationEffect(path, infix.rightOperand, scope, origin: origin) {
      return single(effect)
    }
    if op == "=", let flagName = path.last, let destination = scope.presentationFlags[flagName],
      path.count == 1 || (path.count == 2 && path[0] == "self")
    {
      if infix.rightOperand.boolValue == true { return single(.navigate(destination, at: origin)) }
      return [EffectVariant()]
    }
    // `path = NavigationPath()`, `path = []`: back to the stack's root view.
    if op == "=", scope.navigationPaths[path.filter { $0 != "self" }.joined(separator: ".")] != nil {
      let value = infix.rightOperand.unwrapped
      let emptied = value.as(ArrayExprSyntax.self)?.elements.isEmpty == true
        || (value.as(FunctionCallExprSyntax.self).map { $0.calleeName == "NavigationPath" && $0.arguments.isEmpty } ?? false)
      if emptied, let root = stackRoot(of: path.filter { $0 != "self" }, scope) { return single(.navigate(SpecPrinter.identifier(root), at: origin)) }
    }
    if op == "=", let name = path.last, path.count == 1 || (path.count == 2 && path[0] == "self"),
      let tabs = scope.tabSelections[name]
    {
      guard let tag = infix.rightOperand.memberPath?.last, let destination = tabs[tag] else {
        warn(
          "TipCheck cannot tell which tab this selects; the assignment is ignored", infix, file: scope.file,
          id: "swift.tab-not-resolved", gap: ReadingGap(.unknown, [.navigation]))
        return [EffectVariant()]
      }
      return single(.navigate(SpecPrinter.identifier(destination), at: origin))
    }
    // `observation = Task { … }`, `tasks = [observe(a), observe(b)]`,
    // `timer = Timer.scheduledTimer(…) { … }`: the calls run; the handles
    // they return are not the model's.
    if op == "=", parameterReference(path, scope) == nil {
      var value = infix.rightOperand.unwrapped
      // `task = task ?? Task { … }`: the call runs when no task is kept yet.
      if let coalescing = value.as(InfixOperatorExprSyntax.self), coalescing.operator.trimmedDescription == "??",
        coalescing.leftOperand.memberPath == path
      {
        value = coalescing.rightOperand.unwrapped
      }
      let calls =
        value.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression.unwrapped) } ?? [value]
      let followed = calls.compactMap { $0.as(FunctionCallExprSyntax.self) }.filter { call in
        let name = call.calleeName ?? ""
        return Self.immediateClosureCalls.contains(name) || methodNames.contains(name) || freeFunctions[name] != nil
          || (name == "scheduledTimer" && call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Timer")
      }
      if !followed.isEmpty, followed.count == calls.count {
        return lowerCalls(followed, at: Syntax(infix), scope, split: split, origin: origin)
      }
    }
    guard let target = parameterReference(path, scope) else { return ignore(Syntax(infix), scope) }
    if op == "=", let clamped = try? lowerMinimumOrMaximum(infix, target: target, scope, origin: origin) {
      return single(clamped)
    }
    do {
      let value: ExpressionSyntax
      if case .enumeration(let enumName)? = parameterInfo(path, scope)?.type,
        let caseName = Self.caseWithValues(infix.rightOperand, of: enumName, in: index)
      {
        // `state = .loaded(books)`: the model holds which case it is.
        value = .enumCase(caseName, at: range(infix.rightOperand, file: scope.file))
      } else if parameterInfo(path, scope)?.elementCount != nil {
        // `records = []`, `= Record.samples` (ElementCounts.swift).
        guard op == "=", let count = elementCountAssignment(infix.rightOperand, scope) else {
          throw LoweringFailure(reason: "'\(infix.rightOperand.trimmedDescription)', a list TipCheck cannot count", node: Syntax(infix.rightOperand))
        }
        value = .integer(count, range(infix.rightOperand, file: scope.file))
      } else if parameterInfo(path, scope)?.isPresence == true {
        guard op == "=", let present = presenceAfterWriting(infix.rightOperand, scope) else {
          throw LoweringFailure(reason: "'\(infix.rightOperand.trimmedDescription)', which may be nil", node: Syntax(infix.rightOperand))
        }
        value = .boolean(present, range(infix.rightOperand, file: scope.file))
      } else {
        value = try lowerExpression(infix.rightOperand, scope)
      }
      let targetRange = range(infix.leftOperand, file: scope.file)
      let set = EffectSyntax.set(target, op, value, at: origin, targetAt: targetRange)
      // A view flag's `.onChange` runs when it changes (ViewState.swift).
      let changed = changeEffects(of: target, scope)
      if !changed.isEmpty, op == "=" {
        let changes = ExpressionSyntax.binary(
          "!=", .reference(target, at: targetRange), value, at: range(infix.operator, file: scope.file))
        return single(.when(changes, then: [set] + changed, at: origin))
      }
      return single(set)
    } catch let failure as LoweringFailure {
      // Without an `.onChange` to run, the assignment is a `havoc`: the
      // parameter may take any value here, and only verdicts whose own run
      // needs one of those values are unknown (docs/semantics.md §10a).
      guard changeEffects(of: target, scope).isEmpty else {
        warn(
          "TipCheck cannot read the value \(failure.reason) assigned to '\(target)'; this assignment is ignored",
          failure.node, file: scope.file, id: "swift.value-not-read", gap: ReadingGap(.unknown, [.parameter(target)]))
        return [EffectVariant()]
      }
      warn(
        "TipCheck cannot read the value \(failure.reason) assigned to '\(target)'; it takes it as any value (havoc \(target))",
        failure.node, file: scope.file, hint: "if you know the value, say so on the line above: '// tipcheck: does set \(target) = …'",
        id: "swift.value-not-read")
      let havoc = EffectSyntax(kind: .havoc(Name.path(target, at: range(infix.leftOperand, file: scope.file))), range: origin)
      return single(havoc)
    } catch {
      return [EffectVariant()]
    }
  }

  /// `p = max(p, index)`, `page = min(page + 1, last)`: the one of the two
  /// values the call returns, as a choice on their order. Nil when there is
  /// no such call, or a change handler would need the value itself.
  private func lowerMinimumOrMaximum(_ infix: InfixOperatorExprSyntax, target: String, _ scope: LoweringScope, origin: SourceRange)
    throws -> EffectSyntax?
  {
    guard let call = infix.rightOperand.unwrapped.as(FunctionCallExprSyntax.self), let clamp = call.minimumOrMaximum,
      changeEffects(of: target, scope).isEmpty,
      let path = infix.leftOperand.memberPath, case .int(let declared)? = parameterInfo(path, scope)?.type,
      declared != nil || writesKeepRange(of: path.last ?? "")
    else { return nil }
    let first = try lowerExpression(clamp.first, scope)
    let second = try lowerExpression(clamp.second, scope)
    let targetRange = range(infix.leftOperand, file: scope.file)
    let at = range(call, file: scope.file)
    let firstWins = ExpressionSyntax.binary(clamp.isMinimum ? "<=" : ">=", first, second, at: at)
    return .when(
      firstWins, then: [.set(target, "=", first, at: origin, targetAt: targetRange)],
      else: [.set(target, "=", second, at: origin, targetAt: targetRange)], at: origin)
  }

  /// `path.append(value)` on a `NavigationStack(path:)`: a move to the view
  /// declared for the value's type. When the type cannot be read and several
  /// views are declared, each is a version of the action (like a condition
  /// TipCheck cannot read).
  /// `path.removeLast()` (or `popLast()`): back to the screen that pushed this one (resolved
  /// once screens are assembled); `path.removeLast(path.count)` or
  /// `path.removeAll()`: back to the stack's root view. Another count is
  /// not read, said with a gap.
  private func lowerPathRemoval(_ call: FunctionCallExprSyntax, path: [String], _ scope: LoweringScope, origin: SourceRange)
    -> [EffectVariant]
  {
    let argument = call.arguments.first?.expression.memberPath
    if call.calleeName == "popLast" || call.calleeName == "removeLast" && (call.arguments.isEmpty || call.arguments.first?.expression.intValue == 1) {
      return single(.navigate(Self.dismissMarker, at: origin))
    }
    let all = call.calleeName == "removeAll" || argument.map { Array($0.dropLast()).filter { $0 != "self" } == path && $0.last == "count" } == true
    guard all, let root = stackRoot(of: path, scope) else {
      warn(
        "TipCheck cannot tell where this leaves the navigation stack; it is ignored", call, file: scope.file,
        hint: "pop to the root with 'path.removeLast(path.count)', or one screen with 'path.removeLast()'",
        id: "swift.path-removal-not-read", gap: ReadingGap(.unknown, [.navigation]))
      return [EffectVariant()]
    }
    return single(.navigate(SpecPrinter.identifier(root), at: origin))
  }

  private func lowerPathAppend(
    _ call: FunctionCallExprSyntax, _ targets: [NavigationTarget], _ scope: LoweringScope, split: Bool, origin: SourceRange
  ) -> [EffectVariant] {
    var value = call.arguments.first?.expression.unwrapped
    // A parameter of the function being read: the argument it was called with.
    if let name = value?.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = scope.arguments[name] {
      value = argument.unwrapped
    }
    // `append(contentsOf: [.list, .detail])` ends on its last value's view.
    if call.arguments.first?.label?.text == "contentsOf" {
      value = value?.as(ArrayExprSyntax.self)?.elements.last?.expression.unwrapped
    }
    let destinations = value.map { self.destinations(of: $0, among: targets) } ?? []
    guard let first = destinations.first else {
      let type = value.flatMap(valueTypeName) ?? "…"
      warn(
        "no '.navigationDestination(for: \(type).self)' opens this value; the append is ignored", call,
        file: scope.file, id: "swift.append-not-resolved", gap: ReadingGap(.unknown, [.navigation]))
      return [EffectVariant()]
    }
    if destinations.count == 1 { return single(.navigate(SpecPrinter.identifier(first), at: origin)) }
    if split {
      warn(
        "TipCheck cannot tell which view this append opens; each of \(destinations.joined(separator: ", ")) is modelled, as a version of this action",
        call, file: scope.file, id: "swift.append-ambiguous", gap: ReadingGap(.addsBehaviour, [.navigation]))
      return destinations.map {
        EffectVariant(effects: [.navigate(SpecPrinter.identifier($0), at: origin)], assumptions: ["to \($0)"])
      }
    }
    warn(
      "TipCheck cannot tell which view this append opens; it is assumed to open \(first)", call, file: scope.file,
      id: "swift.append-ambiguous", gap: ReadingGap(.unknown, [.navigation]))
    return single(.navigate(SpecPrinter.identifier(first), at: origin))
  }

  /// `navigationController?.pushViewController(Editor(), animated: true)`,
  /// `show(_:sender:)`, `present(_:animated:)`: a move to that screen.
  /// `setViewControllers([…, Home()], animated:)` replaces the stack: a
  /// move to its last controller, which no Back leads from (`stackResetDestinations`).
  private func lowerUIKitNavigation(_ call: FunctionCallExprSyntax, _ scope: LoweringScope, origin: SourceRange) -> [EffectVariant] {
    let resetsStack = call.calleeName == "setViewControllers"
    let first = call.arguments.first?.expression
    guard let argument = resetsStack ? first?.unwrapped.as(ArrayExprSyntax.self)?.elements.last?.expression : first else {
      return [EffectVariant()]
    }
    switch uikitDestination(argument, scope) {
    case .screen(let name):
      if call.calleeName == "present" { modalDestinations.insert(name) }
      if resetsStack { stackResetDestinations.insert(name) } else { openedDestinations.insert(name) }
      return single(.navigate(SpecPrinter.identifier(name), at: origin))
    case .notAScreen:
      return [EffectVariant()]
    case .unknown:
      warn(
        "TipCheck cannot tell which screen this \(call.calleeName ?? "call") opens; it is ignored", argument, file: scope.file,
        hint: "create the controller in the call ('Editor()') or in a 'let' just before it",
        id: "swift.uikit-navigation-not-read", gap: ReadingGap(.unknown, [.navigation]))
      return [EffectVariant()]
    }
  }

  /// UIKit calls that open a controller (`show(_:sender:)`, `present(_:animated:)`…).
  static let uikitForwardCalls: Set<String> = ["pushViewController", "show", "showDetailViewController", "present", "setViewControllers"]
  /// UIKit calls that go back (`dismiss(animated:)`, `popViewController(animated:)`).
  static let uikitBackCalls: Set<String> = ["popViewController", "dismiss"]

  /// Whether a view declares `@Environment(\.dismiss) var dismiss`.
  func holdsDismissAction(_ view: String?) -> Bool {
    guard let view, let type = index.types[view] else { return false }
    return type.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames == ["dismiss"],
        let environment = variable.hasAttribute("Environment"),
        let key = environment.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self)
      else { return false }
      return key.trimmedDescription == "\\.dismiss"
    }
  }

  /// Closures that run their body now or soon (`Task { … }`).
  static let immediateClosureCalls: Set<String> = [
    "Task", "detached", "withAnimation", "withTransaction", "async", "asyncAfter", "run", "MainActor",
  ]

  private func lowerCall(_ call: FunctionCallExprSyntax, _ scope: LoweringScope, split: Bool, origin: SourceRange)
    -> [EffectVariant]
  {
    let name = call.calleeName ?? ""
    let basePath = call.modifierBase?.memberPath
    if let (flag, value) = userDefaultsWrite(call, scope) {
      let target = Name.path(flag, at: origin)
      return single(EffectSyntax(kind: .set(target, operator: "=", .boolean(value, origin)), range: origin))
    }
    // `records.append(record)` of a list held as its count (ElementCounts.swift).
    if let counted = elementCountCall(call, scope, origin: origin) { return counted }
    if let base = call.modifierBase, isElementOfCountedList(base, scope) { return [EffectVariant()] }
    switch name {
    case "toggle":
      guard let path = basePath else { break }
      if let flagName = path.last, let destination = scope.presentationFlags[flagName] {
        return single(.navigate(destination, at: origin))
      }
      if let target = parameterReference(path, scope) {
        return [EffectVariant(effects: [.toggle(target, at: origin)] + changeEffects(of: target, scope))]
      }
    case "donate", "sendDonation":
      guard let path = basePath else { break }
      if let event = eventReference(path, scope) { return single(.donate(event, at: origin)) }
    case "invalidate":
      // `invalidate(reason:)` in a tip's own code (an action's perform closure).
      guard let base = call.modifierBase else {
        guard let selfType = scope.selfType, tipTypeSet.contains(selfType) else { break }
        return single(.invalidate(SpecPrinter.identifier(selfType), reason: invalidationReason(call, scope), at: origin))
      }
      // `(tips.currentTip as? A)?.invalidate(…)`: A, when it is the group's current tip.
      if let cast = (base.as(OptionalChainingExprSyntax.self)?.expression ?? base).unwrapped.as(AsExprSyntax.self),
        let group = currentTipGroup(cast.expression, scope), let position = group.members.firstIndex(of: cast.type.baseName)
      {
        let condition = Self.currentTipCondition(group, position, at: range(cast, file: scope.file))
        let invalidation = EffectSyntax.invalidate(
          SpecPrinter.identifier(group.members[position]), reason: invalidationReason(call, scope), at: origin)
        return single(.when(condition, then: [invalidation], at: origin))
      }
      if let group = currentTipGroup(base, scope) {
        let reason = invalidationReason(call, scope)
        return [EffectVariant(effects: Self.invalidateCurrentTip(of: group, reason: reason, at: range(base, file: scope.file)))]
      }
      guard let tip = tipReference(base, scope) else {
        if let name = base.memberPath, name.count == 1, scope.shadowed.contains(name[0]) {
          warn(
            "TipCheck cannot tell which tip '\(name[0])' is here (a name bound in this code, such as a group's current tip); this invalidation is ignored",
            call, file: scope.file, id: "swift.invalidate-unknown-tip", gap: ReadingGap(.unknown, [.anything]))
          return [EffectVariant()]
        }
        break
      }
      return single(.invalidate(tip, reason: invalidationReason(call, scope), at: origin))
    case "append":
      guard var path = basePath else { break }
      if path.first == "self" { path.removeFirst() }
      guard let targets = scope.navigationPaths[path.joined(separator: ".")] else {
        // `nav.path.append(…)` where the stack says `$router.path`: not silently.
        if path.last == "path", !navigationPathsByView.isEmpty {
          warn(
            "TipCheck cannot tell which NavigationStack '\(path.joined(separator: "."))' belongs to; this append is ignored",
            call, file: scope.file, hint: "name the path as the NavigationStack does, or pass it to this view as an argument",
            id: "swift.append-unknown-stack", gap: ReadingGap(.unknown, [.navigation]))
          return [EffectVariant()]
        }
        break
      }
      return lowerPathAppend(call, targets, scope, split: split, origin: origin)
    case "removeLast", "removeAll", "popLast":
      guard var path = basePath else { break }
      if path.first == "self" { path.removeFirst() }
      guard scope.navigationPaths[path.joined(separator: ".")] != nil else { break }
      return lowerPathRemoval(call, path: path, scope, origin: origin)
    // One `where` per pattern: in `case "a", "b" where c`, `c` guards only "b".
    case _
    where Self.uikitForwardCalls.contains(name) && !controllerTypes.isEmpty
      && call.arguments.contains(where: { ["animated", "sender"].contains($0.label?.text) }):
      return lowerUIKitNavigation(call, scope, origin: origin)
    case _
    where Self.uikitBackCalls.contains(name) && !controllerTypes.isEmpty
      && call.arguments.contains(where: { $0.label?.text == "animated" }):
      // Going back from code: to the one screen that leads here, resolved
      // once screens are assembled (ScreenAssembly.swift).
      return single(.navigate(Self.uikitBackMarker, at: origin))
    case "dismiss" where basePath == nil && call.arguments.isEmpty && holdsDismissAction(scope.selfType):
      // SwiftUI's `@Environment(\.dismiss)`: back to the screen that
      // presented or pushed this one, resolved once screens are assembled.
      return single(.navigate(Self.dismissMarker, at: origin))
    case _ where basePath == ["super"]:
      // UIKit's own implementation, or an app base class's (read in place).
      guard let selfType = scope.selfType, !scope.inlining.contains("super." + name),
        let function = inheritedDeclarations(of: selfType).lazy.compactMap({ self.types.declaredMethod(named: name, in: $0) }).first,
        let body = function.decl.body
      else { return [EffectVariant()] }
      var inner = scope.inlining(function.decl, file: function.file)
      inner.inlining.insert("super." + name)
      inner.arguments = Self.arguments(of: call, boundTo: function.decl)
      return lowerStatements(body.statements, inner, split: split)
    case "resetEligibility":
      // Makes an invalidated tip eligible again: not modelled.
      warn(
        "TipCheck does not model 'resetEligibility'; a tip it re-enables is read as staying invalidated", call,
        file: scope.file, id: "swift.reset-eligibility", gap: reach(.unknown, from: call) ?? ReadingGap(.unknown, [.anything]))
      return [EffectVariant()]
    case "configure" where basePath == ["Tips"] || basePath == ["TipKit", "Tips"]:
      return [EffectVariant()]
    case "resetDatastore", "showAllTipsForTesting", "showTipsForTesting", "hideAllTipsForTesting", "hideTipsForTesting":
      if basePath == ["Tips"], isTestingOnly(Syntax(call)) || testingOverrideCalls.contains(range(call, file: scope.file)) {
        return [EffectVariant()]
      }
      if basePath == ["Tips"] {
        warn(
          "'Tips.\(name)' is a testing aid TipCheck does not model; it is ignored", call, file: scope.file,
          id: "swift.testing-api", gap: ReadingGap(.unknown, [.anything]))
        return [EffectVariant()]
      }
    default:
      break
    }
    // `action()` in a component: the closure its parent passed, in the parent's scope.
    if basePath == nil, let bound = scope.closures[name], call.arguments.isEmpty {
      return lowerStatements(bound.closure.statements, bound.scope, split: split)
    }
    if let delayed = delayedWork(call, name: name, basePath: basePath, scope, split: split) { return delayed }
    if Self.immediateClosureCalls.contains(name) {
      var variants = [EffectVariant()]
      for closure in call.allClosures {
        variants = combine(variants, lowerStatements(closure.statements, scope, split: split), at: Syntax(call), scope)
      }
      return variants
    }
    if let (body, inner) = inlinedCall(call, name: name, basePath: basePath, scope) {
      return lowerStatements(body.statements, inner, split: split)
    }
    if !scope.inlining.contains(name), scope.inlining.count < 6 {
      if let calledOwner = basePath.flatMap({ types.calledType($0, from: scope.selfType) }), inertTypes.contains(calledOwner) {
        return [EffectVariant()]  // code that cannot reach a tip (`RelevantFiles`)
      }
      // Called on a value, declared in the app, but which one is called
      // cannot be told: say so, since its body may change tips. (A bare
      // `dismiss()` is never this: it is SwiftUI's environment action.)
      if let basePath, methodNames.contains(name), !types.receiverIsLibraryValue(basePath, from: scope.selfType) {
        let origin = range(call, file: scope.file)
        if types.implementedInApp(name), case let touched = subjects(ofMethodsNamed: name), !touched.isEmpty,
          types.functions(named: name).allSatisfy({ writesOnlyModel(Syntax($0.decl)) && !Self.presentsTips(Syntax($0.decl)) }),
          let effects = approximation(of: touched, at: origin)
        {
          warn(
            "TipCheck cannot tell which '\(name)' this calls (name the type, as in 'Type.shared.\(name)()'); it is taken to do anything the app's '\(name)' may do to \(touched.map(\.description).sorted().joined(separator: ", ")) (an approximation)",
            call, file: scope.file, hint: Self.saySoHint, id: "swift.call-not-followed")
          return [EffectVariant(effects: effects)]
        }
        warn(
          "TipCheck cannot tell which '\(name)' this calls (name the type, as in 'Type.shared.\(name)()'); what it does is ignored",
          call, file: scope.file, id: "swift.call-not-followed",
          gap: ReadingGap(.unknown, types.implementedInApp(name) ? subjects(ofMethodsNamed: name) : [.anything]))
        return [EffectVariant()]
      }
    }
    // `tasks.append(Task { … })`: the task runs wherever its handle goes.
    let tasks = call.arguments.compactMap { argument -> FunctionCallExprSyntax? in
      guard let inner = argument.expression.unwrapped.as(FunctionCallExprSyntax.self),
        Self.immediateClosureCalls.contains(inner.calleeName ?? ""), inner.modifierBase == nil
      else { return nil }
      return inner
    }
    if !tasks.isEmpty, !methodNames.contains(name) {
      return lowerCalls(tasks, at: Syntax(call), scope, split: split, origin: origin)
    }
    return ignore(Syntax(call), scope)
  }

  /// Calls run one after the other, as one statement `node`.
  private func lowerCalls(
    _ calls: [FunctionCallExprSyntax], at node: Syntax, _ scope: LoweringScope, split: Bool, origin: SourceRange
  ) -> [EffectVariant] {
    calls.reduce([EffectVariant()]) { variants, call in
      combine(variants, lowerCall(call, scope, split: split, origin: origin), at: node, scope)
    }
  }

  /// A `return` inside `node`, not in a closure or a nested function.
  static func firstReturn(in node: Syntax) -> ReturnStmtSyntax? {
    var stack = Array(node.children(viewMode: .sourceAccurate))
    while let next = stack.popLast() {
      if let found = next.as(ReturnStmtSyntax.self) { return found }
      if next.is(ClosureExprSyntax.self) || next.is(FunctionDeclSyntax.self) { continue }
      stack += next.children(viewMode: .sourceAccurate)
    }
    return nil
  }

  /// The reason of `invalidate(reason:)`. The tip is invalidated whatever
  /// the reason; one TipCheck cannot read is taken as `.actionPerformed` (it
  /// only matters to checks that test the reason), with a warning.
  func invalidationReason(_ call: FunctionCallExprSyntax, _ scope: LoweringScope) -> InvalidationReason {
    if let name = call.argument("reason")?.memberPath?.last, let reason = InvalidationReason(rawValue: name) {
      return reason
    }
    // Only invariants that test the reason read it; the default checks do not.
    warn(
      "TipCheck cannot read this invalidation reason; it is modelled as .actionPerformed", call, file: scope.file,
      id: "swift.invalidation-reason")
    return .actionPerformed
  }

  /// The group whose current tip `expression` is: `tips.currentTip` (a
  /// stored group or a view parameter holding one), or a name bound by
  /// `if let tip = tips.currentTip`.
  func currentTipGroup(_ expression: ExprSyntax, _ scope: LoweringScope) -> GroupInfo? {
    guard var path = expression.memberPath else { return nil }
    if path.count == 1, let bound = scope.currentTipGroups[path[0]] { return groups.first { $0.specName == bound } }
    guard path.last == "currentTip" else { return nil }
    path.removeLast()
    if path.first == "self" { path.removeFirst() }
    // `model.tour.currentTip`: a group held by an object the view holds.
    if path.count >= 2, let property = path.last,
      let owner = types.calledType(Array(path.dropLast()), from: scope.selfType)
    {
      return groups.first { $0.owner == owner && $0.property == property }
    }
    guard path.count == 1 else { return nil }
    if let bound = scope.groupBindings[path[0]] { return groups.first { $0.specName == bound } }
    // A parameter or local name is not the type's (or the app's) group of that name.
    if scope.shadowed.contains(path[0]) { return nil }
    return group(named: path[0], in: scope.selfType)
  }

  /// `group.currentTip?.invalidate(reason:)` as effects: the member that is
  /// the group's current tip, if any, is invalidated, as of the state
  /// before the action, like every condition about tips (S22).
  static func invalidateCurrentTip(of group: GroupInfo, reason: InvalidationReason, at range: SourceRange) -> [EffectSyntax] {
    group.members.indices.reversed().reduce([EffectSyntax]()) { otherwise, position in
      let invalidation = EffectSyntax.invalidate(SpecPrinter.identifier(group.members[position]), reason: reason, at: range)
      return [.when(currentTipCondition(group, position, at: range), then: [invalidation], else: otherwise, at: range)]
    }
  }

  /// "The group's current tip is its member at `position`": what that
  /// means (S10, S11) is the semantics' to say, so it is asked, not
  /// restated.
  static func currentTipCondition(_ group: GroupInfo, _ position: Int, at range: SourceRange) -> ExpressionSyntax {
    .call(
      "current", [.reference(group.specName, at: range), .reference(SpecPrinter.identifier(group.members[position]), at: range)],
      at: range)
  }

  /// `let tip = tips.currentTip` (or `… as? T`) in an `if` or `guard`: the
  /// condition that the group has a current tip (that it is `T`), and what
  /// the name stands for in the branch taken.
  func currentTipBinding(_ binding: OptionalBindingConditionSyntax, _ scope: LoweringScope)
    -> (name: String, condition: ExpressionSyntax, group: String, tip: String?)?
  {
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = binding.initializer?.value.unwrapped
    else { return nil }
    if let cast = value.as(AsExprSyntax.self) {
      guard let group = currentTipGroup(cast.expression, scope),
        let position = group.members.firstIndex(of: cast.type.baseName)
      else { return nil }
      let at = range(value, file: scope.file)
      return (name, Self.currentTipCondition(group, position, at: at), group.specName, group.members[position])
    }
    guard let group = currentTipGroup(value, scope), !group.members.isEmpty else { return nil }
    return (name, Self.hasCurrentTipCondition(group, at: range(value, file: scope.file)), group.specName, nil)
  }

  /// "The group has a current tip".
  static func hasCurrentTipCondition(_ group: GroupInfo, at range: SourceRange) -> ExpressionSyntax {
    .call("current", [.reference(group.specName, at: range)], at: range)
  }

  /// A tip value: a stored or local instance, `Step1Tip()`, or the
  /// presented tip (`configuration.tip`).
  func tipReference(_ expression: ExprSyntax, _ scope: LoweringScope) -> String? {
    if let tip = tipType(ofValue: expression) { return tip }
    guard var path = expression.memberPath else { return nil }
    // A local name (an `if let` binding, a parameter) hides a stored tip.
    if path.count == 1, scope.shadowed.contains(path[0]) { return nil }
    if scope.presentedTipPaths.contains(path) { return "tip" }
    // `self` in a tip's own code is that tip.
    if path == ["self"], let selfType = scope.selfType, tipTypeSet.contains(selfType) { return selfType }
    if path.first == "self" { path.removeFirst() }
    if path.count == 1 {
      if let tip = scope.tipVariables[path[0]] { return tip }
      if let selfType = scope.selfType, let tip = tipInstances[selfType]?[path[0]] { return tip }
    }
    if path.count == 2, let tip = tipInstances[path[0]]?[path[1]] { return tip }
    // `model.hint`: a tip stored in an object the code holds (a view model).
    if path.count >= 2, let property = path.last, let owner = types.calledType(Array(path.dropLast()), from: scope.selfType),
      let tip = tipInstances[owner]?[property]
    {
      return tip
    }
    return nil
  }

  /// A method of a type, or one it inherits from the app's declarations.
  func method(named name: String, in type: String) -> (decl: FunctionDeclSyntax, file: Int)? {
    ([type] + inheritedDeclarations(of: type)).lazy.compactMap { self.types.declaredMethod(named: name, in: $0) }.first
  }

  /// Effects that cannot split: assumptions become warnings already given.
  func lowerEffects(_ items: CodeBlockItemListSyntax, _ scope: LoweringScope) -> [EffectSyntax] {
    lowerEffects(Array(items), scope)
  }

  func lowerEffects(_ items: [CodeBlockItemSyntax], _ scope: LoweringScope) -> [EffectSyntax] {
    lowerStatements(items, scope, split: false).first?.effects ?? []
  }
}
#endif
