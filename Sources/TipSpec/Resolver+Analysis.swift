import TipModel

extension Resolver {
  /// Gives every Int parameter without a declared range the smallest range
  /// holding its default and every constant assigned to it, and checks the
  /// constants assigned to one with a declared range (a constant outside it
  /// would make the engines drop the move, see docs/semantics.md F2). One
  /// that is also incremented by constants and only compared with constants
  /// is a saturating counter (`countsUpTo`); any other computed assignment
  /// needs a declared range.
  mutating func inferIntegerRanges() {
    var constants: [ParameterID: [(value: Int, range: SourceRange)]] = [:]
    var computed: [ParameterID: SourceRange] = [:]
    var computedValues: [ParameterID: [Expression]] = [:]
    var increments: [ParameterID: Int] = [:]
    var firstIncrement: [ParameterID: SourceRange] = [:]
    // `havoc p`: any value, which the range must hold (see below).
    var havocked: [ParameterID: SourceRange] = [:]
    for context in model.effectContexts {
      TutorialModel.forEachEffect(in: context.effects) { effect in
        if case .havoc(.parameter(let id)) = effect.kind, case .int = model[id].type, havocked[id] == nil {
          havocked[id] = effect.range
        }
        guard case .set(.parameter(let id), let value) = effect.kind, case .int = model[id].type else { return }
        // `set p = p` (one way of `p = max(p, q)`) keeps the value.
        if case .parameter(.parameter(id)) = value.kind { return }
        if let constant = Self.integerConstant(value) {
          constants[id, default: []].append((constant, value.range))
        } else if Self.isIncrement(of: id, value) {
          increments[id, default: 0] += 1
          if firstIncrement[id] == nil { firstIncrement[id] = effect.range }
        } else {
          if computed[id] == nil { computed[id] = effect.range }
          computedValues[id, default: []].append(value)
        }
      }
    }
    // Computed values bounded by the ranges of what they read, found once
    // every other range is known (`set p = q` with q in 0...2).
    var boundedByReads: [ParameterID] = []
    for id in model.parameterIDs {
      if case .int(let declared?) = model[id].type {
        if computed[id] != nil || increments[id] != nil { computedDeclaredRanges.append(id) }
        for constant in constants[id, default: []] where !declared.contains(constant.value) {
          error(
            "\(constant.value) is outside the declared range \(declared.lowerBound)...\(declared.upperBound) of '\(model[id].qualifiedName)'",
            at: constant.range, hint: "widen the range in its declaration, or assign a value within it")
        }
      }
      guard case .int(nil) = model[id].type else { continue }
      // `havoc p`, with p only compared with constants: any value is one of
      // the stretches those constants cut, each held by one value of the
      // range from the smallest of them to one past the largest (F2).
      if computed[id] == nil, let at = havocked[id] {
        let uses = increments[id] ?? 0
        guard let compared = comparedConstants(of: id, incrementsToIgnore: uses) else {
          error(
            "cannot infer a finite range for Int parameter '\(model[id].qualifiedName)': it may take any value ('havoc') and is read other than by comparing it with constants",
            at: at, hint: Self.rangeSuggestion(model[id], generatedFromSwift: fromSwift))
          continue
        }
        // One below the smallest compared constant too, for `p < c`.
        let values =
          constants[id, default: []].map(\.value) + [model[id].defaultValue.encoded] + compared
          + (compared.min().map { [$0 - 1] } ?? [])
        let cap = max((compared.max() ?? 0) + 1, values.max() ?? 0)
        model.parameters[id.index].type = .int(range: min(values.min() ?? 0, cap)...cap)
        if uses > 0 { model.parameters[id.index].countsUpTo = cap }
        continue
      }
      // `count += 1` and `count >= 3`: a counter that saturates (F2).
      if computed[id] == nil, let uses = increments[id],
        let compared = comparedConstants(of: id, incrementsToIgnore: uses)
      {
        let values = constants[id, default: []].map(\.value) + [model[id].defaultValue.encoded]
        let cap = max((compared.max() ?? 0) + 1, values.max() ?? 0)
        model.parameters[id.index].type = .int(range: min(values.min() ?? 0, cap)...cap)
        model.parameters[id.index].countsUpTo = cap
        continue
      }
      if computed[id] != nil, increments[id] == nil, havocked[id] == nil {
        boundedByReads.append(id)
        continue
      }
      if let range = computed[id] ?? firstIncrement[id] {
        reportComputedWithoutRange(id, at: range)
        continue
      }
      let values = constants[id, default: []].map(\.value) + [model[id].defaultValue.encoded]
      model.parameters[id.index].type = .int(range: values.min()!...values.max()!)
    }
    // `set p = q + 1`, q's range known: p's range holds its default, its
    // constants and every value those assignments can give it (F2). A chain
    // (`set p = q`, `set q = r`) is bounded as each link's reads are.
    var pending = boundedByReads
    while !pending.isEmpty {
      var left: [ParameterID] = []
      for id in pending {
        let intervals = computedValues[id, default: []].map { knownInterval(of: $0, assignedTo: id) }
        guard intervals.allSatisfy({ $0 != nil }) else {
          left.append(id)
          continue
        }
        let bounds = intervals.compactMap { $0 }.flatMap { [$0.lowerBound, $0.upperBound] }
        let values = constants[id, default: []].map(\.value) + [model[id].defaultValue.encoded] + bounds
        guard let low = values.min(), let high = values.max() else { continue }
        model.parameters[id.index].type = .int(range: low...high)
      }
      guard left.count < pending.count else {
        for id in left { reportComputedWithoutRange(id, at: computed[id] ?? model[id].range) }
        break
      }
      pending = left
    }
  }

  private mutating func reportComputedWithoutRange(_ id: ParameterID, at range: SourceRange) {
    diagnostics.append(
      Diagnostic(
        .error,
        "cannot infer a finite range for Int parameter '\(model[id].qualifiedName)': it is assigned a computed value",
        at: range, hint: "declare its range",
        notes: [Diagnostic(.note, Self.rangeSuggestion(model[id], generatedFromSwift: fromSwift), at: model[id].range)]))
  }

  /// How to declare a range that holds the default: in the `.tipspec`, or,
  /// for a spec generated from Swift, in the comment the Swift front end reads.
  static func rangeSuggestion(_ parameter: Parameter, generatedFromSwift: Bool) -> String {
    let value = parameter.defaultValue.encoded
    let bounds = "\(min(0, value))...\(max(10, value))"
    if generatedFromSwift {
      return "declare it with '// tipcheck: range \(bounds)' in the comment above the parameter (with your bounds)"
    }
    return "declare it as 'param \(parameter.name): Int(\(bounds)) = \(value)' (with your bounds)"
  }

  /// `p + c` (or `c + p`) with a constant c ≥ 0.
  static func isIncrement(of id: ParameterID, _ value: Expression) -> Bool {
    guard case .binary(.add, let lhs, let rhs) = value.kind else { return false }
    for (side, other) in [(lhs, rhs), (rhs, lhs)] {
      if case .parameter(.parameter(id)) = side.kind, let step = integerConstant(other), step >= 0 { return true }
    }
    return false
  }

  /// The constants a parameter is compared with, when every read of it
  /// outside its increments is such a comparison; nil otherwise.
  func comparedConstants(of id: ParameterID, incrementsToIgnore: Int) -> [Int]? {
    var compared: [Int] = []
    var otherReads = 0
    func visit(_ expression: Expression) {
      switch expression.kind {
      case .parameter(.parameter(id)):
        otherReads += 1
      case .binary(let op, let lhs, let rhs):
        var handled = false
        if op.isComparison {
          for (side, other) in [(lhs, rhs), (rhs, lhs)] {
            if case .parameter(.parameter(id)) = side.kind, let constant = Self.integerConstant(other) {
              compared.append(constant)
              handled = true
            }
          }
        }
        if !handled {
          visit(lhs)
          visit(rhs)
        }
      case .not(let inner), .negate(let inner):
        visit(inner)
      default:
        break
      }
    }
    model.allExpressions.forEach(visit)
    return otherReads == incrementsToIgnore ? compared : nil
  }

  static func integerConstant(_ expression: Expression) -> Int? {
    switch expression.kind {
    case .literal(.int(let value)): value
    case .negate(let inner): integerConstant(inner).map { -$0 }
    default: nil
    }
  }

  /// Donation counts are abstracted by a saturating counter, which is exact
  /// only when every use compares the count with a constant.
  mutating func checkDonationCounts() {
    for expression in model.allExpressions { checkDonationCounts(in: expression, comparedWithConstant: false) }
  }

  private mutating func checkDonationCounts(in expression: Expression, comparedWithConstant: Bool) {
    switch expression.kind {
    case .donationCount:
      if !comparedWithConstant {
        error(
          "a donation count can only be compared with a constant", at: expression.range,
          hint: "e.g. 'opened.donations.count >= 3'; TipCheck counts donations up to the largest constant")
      }
    case .tip(_, .displayCount):
      if !comparedWithConstant {
        error(
          "a display count can only be compared with a constant", at: expression.range,
          hint: "e.g. 'displayCount(Tip1) >= 2'; TipCheck counts displays up to the largest constant")
      }
    case .not(let inner), .negate(let inner):
      checkDonationCounts(in: inner, comparedWithConstant: false)
    case .binary(let op, let lhs, let rhs):
      let lhsIsCount = Self.isCounted(lhs)
      let rhsIsCount = Self.isCounted(rhs)
      let ok = op.isComparison
      checkDonationCounts(in: lhs, comparedWithConstant: ok && lhsIsCount && Self.integerConstant(rhs) != nil)
      checkDonationCounts(in: rhs, comparedWithConstant: ok && rhsIsCount && Self.integerConstant(lhs) != nil)
    default: break
    }
  }

  /// Counts kept by a saturating abstraction (F1, F3).
  static func isCounted(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .donationCount, .tip(_, .displayCount): true
    default: false
    }
  }

  // MARK: Checks

  mutating func resolveChecks(_ checks: [CheckSyntax]) {
    guard !checks.isEmpty else {
      addDefaultProperties()
      for id in computedDeclaredRanges {
        model.properties.append(PropertySpec(kind: .staysInRange(id), isImplicit: true, range: model[id].range))
      }
      return
    }
    // `check reachable` with no list means every tip not listed elsewhere;
    // it expands in place, after all lists are known.
    enum Entry {
      case property(PropertySpec)
      case allTips(CheckItemSyntax, Expectation)
    }
    var entries: [Entry] = []
    var withDefaults = false
    var listedTips: Set<TipID> = []
    let scope = Scope(context: .condition)
    for check in checks {
      for item in check.items {
        let expectation = self.expectation(item.expectation)
        switch item.kind {
        case .defaults:
          if item.expectation != nil {
            error("'defaults' takes no expectation; give it to a property beside it ('single-tip expect violated')", at: item.range)
          }
          withDefaults = true
        case .singleTip:
          entries.append(.property(PropertySpec(kind: .singleTip, expectation: expectation, range: item.range)))
        case .noDeadlock:
          entries.append(.property(PropertySpec(kind: .noDeadlock, expectation: expectation, range: item.range)))
        case .order(let names):
          let tips = names.compactMap { lookupTip($0) }
          guard tips.count == names.count, tips.count >= 2 else { continue }
          if Set(tips).count != tips.count {
            error("a tip appears twice in this order", at: item.range)
            continue
          }
          entries.append(.property(PropertySpec(kind: .order(tips), expectation: expectation, range: item.range)))
        case .reachableTips(let names):
          if names.isEmpty { entries.append(.allTips(item, expectation)) }
          for name in names {
            guard let tip = lookupTip(name) else { continue }
            listedTips.insert(tip)
            entries.append(.property(PropertySpec(kind: .reachable(tip), expectation: expectation, range: name.range)))
          }
        case .reachableState(let name, let syntax):
          guard let expression = expression(syntax, in: scope, expecting: .bool) else { continue }
          entries.append(
            .property(
              PropertySpec(kind: .reachableState(name: name.value, expression), expectation: expectation, range: item.range)))
        case .invariant(let name, let syntax):
          guard let expression = expression(syntax, in: scope, expecting: .bool) else { continue }
          entries.append(
            .property(
              PropertySpec(kind: .invariant(name: name.value, expression), expectation: expectation, range: item.range)))
        }
      }
    }
    var properties: [PropertySpec] = []
    for entry in entries {
      switch entry {
      case .property(let property): properties.append(property)
      case .allTips(let item, let expectation):
        for tip in model.tipIDs where !listedTips.contains(tip) {
          properties.append(PropertySpec(kind: .reachable(tip), expectation: expectation, range: item.range))
        }
      }
    }
    if withDefaults {
      // Each default in its place, replaced by a listed property of its kind.
      var listed = properties
      var merged: [PropertySpec] = []
      for property in defaultProperties() {
        if let index = listed.firstIndex(where: { $0.kind == property.kind }) {
          merged.append(listed.remove(at: index))
        } else {
          merged.append(property)
        }
      }
      properties = merged + listed
    }
    for id in computedDeclaredRanges {
      properties.append(PropertySpec(kind: .staysInRange(id), isImplicit: true, range: model[id].range))
    }
    var seen: [PropertySpec.Kind: SourceRange] = [:]
    for property in properties {
      if let previous = seen[property.kind] {
        diagnostics.append(
          Diagnostic(
            .error, "this property is checked twice", at: property.range,
            notes: [Diagnostic(.note, "first checked here", at: previous)]))
        continue
      }
      seen[property.kind] = property.range
      model.properties.append(property)
    }
  }

  private mutating func expectation(_ name: Name?) -> Expectation {
    guard let name else { return .holds }
    if let value = Expectation(rawValue: name.text) { return value }
    error(
      "expected 'holds' or 'violated' after 'expect'", at: name.range,
      hint: Spelling.hint(for: name.text, among: ["holds", "violated"]))
    return .holds
  }

  /// With no `check` line: single-tip, reachable (every tip), no-deadlock,
  /// and the order of every ordered group.
  private mutating func addDefaultProperties() {
    model.properties += defaultProperties()
  }

  private func defaultProperties() -> [PropertySpec] {
    model.defaultProperties(reportedAt: wholeFile)
  }

  // MARK: Scenarios

  mutating func resolveScenario(_ syntax: ScenarioSyntax) {
    var steps: [ScenarioStep] = []
    for (index, step) in syntax.steps.enumerated() {
      let action: ScenarioStep.Action
      switch step.action {
      case .launch:
        if index != 0 {
          error("'launch' can only be the first step; use 'relaunch' to restart the app", at: step.range)
          continue
        }
        action = .launch
      case .tap(let label, let tipName):
        var tip: TipID?
        if let tipName {
          guard let id = lookupTip(tipName) else { continue }
          tip = id
        } else if !model.actions.contains(where: { $0.label == label.value }) {
          let labels = model.actions.map(\.label)
          error(
            "no button or tap target is labelled \"\(label.value)\"", at: label.range,
            hint: Spelling.suggestion(for: label.value, among: labels).map { "did you mean \"\($0)\"?" }
              ?? (labels.isEmpty ? nil : "labels: " + labels.map { "\"\($0)\"" }.joined(separator: ", ")))
          continue
        }
        action = .tap(label: label.value, on: tip)
      case .close(let name):
        guard let tip = lookupTip(name) else { continue }
        action = .close(tip)
      case .action(let id, let name):
        guard let tip = lookupTip(name) else { continue }
        if !model[tip].actions.contains(where: { $0.id == id.text }) {
          error(
            "'\(name.text)' has no action '\(id.text)'", at: id.range,
            hint: Spelling.hint(for: id.text, among: model[tip].actions.map(\.id)))
          continue
        }
        action = .action(id: id.text, on: tip)
      case .dismiss(let name):
        guard let tip = lookupTip(name) else { continue }
        action = .dismiss(tip)
      case .relaunch: action = .relaunch
      case .wait: action = .wait
      case .navigate(let name):
        guard let screen = lookupScreen(name) else { continue }
        action = .navigate(screen)
      }
      var expected: [TipID]?
      if let names = step.expected {
        let tips = names.compactMap { lookupTip($0) }
        guard tips.count == names.count else { continue }
        expected = tips
      }
      steps.append(ScenarioStep(action: action, expectedVisible: expected, range: step.range))
    }
    if model.scenarios.contains(where: { $0.name == syntax.name.value }) {
      error("scenario \"\(syntax.name.value)\" is declared twice", at: syntax.name.range)
      return
    }
    model.scenarios.append(Scenario(name: syntax.name.value, steps: steps, range: syntax.range))
  }
}
