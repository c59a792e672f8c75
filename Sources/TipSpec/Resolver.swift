import TipModel

/// Turns the syntax tree into a `TutorialModel`: resolves names (with "did
/// you mean"), checks types, binds styles at sites, infers Int ranges and
/// expands `check` lines into properties.
struct Resolver {
  /// Where what belongs to the whole file is reported (no tip declared,
  /// the default properties): the file's start, or the Swift app's first
  /// screen.
  let wholeFile: SourceRange
  /// Whether the declarations were read from Swift (advice then names
  /// Swift's way of saying it).
  let fromSwift: Bool
  var model: TutorialModel
  var diagnostics: [Diagnostic] = []

  var tipsByName: [String: TipID] = [:]
  var holdersByName: [String: HolderID] = [:]
  var enumsByName: [String: EnumTypeID] = [:]
  var groupsByName: [String: GroupID] = [:]
  var stylesByName: [String: StyleID] = [:]
  var screensByName: [String: ScreenID] = [:]
  /// Parameters and events by owner name, then member name.
  var parametersByOwner: [String: [String: ParameterID]] = [:]
  var eventsByOwner: [String: [String: EventID]] = [:]
  /// The syntax of each parameter's `Int` type, for range errors.
  var declaredIntRange: [ParameterID: Bool] = [:]
  /// Site binding errors already reported (one per site and message).
  var reportedSiteErrors: Set<String> = []
  /// Int parameters with a declared range that are assigned computed
  /// values: each gets an implicit `range` property.
  var computedDeclaredRanges: [ParameterID] = []

  init(name: String, wholeFile: SourceRange, fromSwift: Bool) {
    self.wholeFile = wholeFile
    self.fromSwift = fromSwift
    self.model = TutorialModel(name: name)
  }

  /// A file's declarations; text generated from other code (with origins)
  /// reports the whole file at its first origin.
  init(source: SourceFile) {
    self.init(
      name: source.path, wholeFile: source.origins.first?.range ?? source.range(0, 0), fromSwift: !source.origins.isEmpty)
  }

  mutating func error(_ message: String, at range: SourceRange, hint: String? = nil) {
    diagnostics.append(.error(message, at: range, hint: hint))
  }

  mutating func warning(_ message: String, at range: SourceRange, hint: String? = nil) {
    diagnostics.append(.warning(message, at: range, hint: hint))
  }

  mutating func resolve(_ file: SpecFileSyntax) -> TutorialModel {
    let declarations = file.declarations
    // Pass 1: names that others refer to.
    for case .enumeration(let syntax) in declarations { declareEnum(syntax) }
    for case .tip(let syntax) in declarations { declareTip(syntax) }
    for case .holder(let syntax) in declarations { declareHolder(syntax) }
    for case .group(let syntax) in declarations { declareGroup(syntax) }
    for case .style(let syntax) in declarations { declareStyle(syntax) }
    for case .screen(let syntax) in declarations { declareScreen(syntax) }
    if model.tips.isEmpty {
      // An empty or truncated file, or the wrong one, must not pass a CI check.
      error(
        "no tip is declared, so there is nothing to check", at: wholeFile,
        hint: "declare one, e.g. 'tip WelcomeTip { title \"Welcome\" }'")
    }
    // Pass 2: members (parameters first, so rules can see every parameter).
    for case .tip(let syntax) in declarations {
      if let id = tipsByName[syntax.name.text], model[id].range == syntax.range {
        declareMembers(of: .tip(id), syntax.name.text, syntax.parameters, syntax.events)
      }
    }
    for case .holder(let syntax) in declarations {
      if let id = holdersByName[syntax.name.text], model.holders[id.index].range == syntax.range {
        declareMembers(of: .holder(id), syntax.name.text, syntax.parameters, syntax.events)
      }
    }
    resolveParameterDefaults(declarations)
    for case .tip(let syntax) in declarations { resolveTipBody(syntax) }
    for case .group(let syntax) in declarations { resolveGroup(syntax) }
    for case .style(let syntax) in declarations { resolveStyle(syntax) }
    for case .config(let syntax) in declarations { resolveConfig(syntax) }
    for case .screen(let syntax) in declarations { resolveScreen(syntax) }
    for case .site(let syntax) in declarations { resolveSite(syntax, screen: nil) }
    for case .action(let syntax) in declarations { resolveAction(syntax, screen: nil) }
    for case .invalidationHandler(let syntax) in declarations { resolveInvalidationHandler(syntax) }
    checkInitialScreen(declarations)
    validateSites()
    inferIntegerRanges()
    let checks = declarations.compactMap { if case .check(let c) = $0 { c } else { nil } }
    resolveChecks(checks)
    checkIntegerBounds()
    checkDonationCounts()
    for case .scenario(let syntax) in declarations { resolveScenario(syntax) }
    warnAboutUnpresentedTips()
    return model
  }

  // MARK: Declarations

  private mutating func declareEnum(_ syntax: EnumSyntax) {
    if let existing = enumsByName[syntax.name.text] {
      duplicate("enum", syntax.name, previous: model[existing].range)
      return
    }
    var seen: Set<String> = []
    for name in syntax.cases where !seen.insert(name.text).inserted {
      error("duplicate case '\(name.text)' in enum '\(syntax.name.text)'", at: name.range)
    }
    if syntax.cases.isEmpty { error("enum '\(syntax.name.text)' has no cases", at: syntax.name.range) }
    enumsByName[syntax.name.text] = EnumTypeID(model.enums.count)
    model.enums.append(EnumType(name: syntax.name.text, cases: syntax.cases.map(\.text), range: syntax.range))
  }

  private mutating func duplicate(_ kind: String, _ name: Name, previous: SourceRange) {
    diagnostics.append(
      Diagnostic(
        .error, "\(kind) '\(name.text)' is declared twice", at: name.range,
        notes: [Diagnostic(.note, "first declared here", at: previous)]))
  }

  /// Tips, holders, groups, styles and screens share one namespace of type
  /// names, as Swift types do.
  private func existingTypeRange(_ name: String) -> SourceRange? {
    if let id = tipsByName[name] { return model[id].range }
    if let id = holdersByName[name] { return model.holders[id.index].range }
    if let id = groupsByName[name] { return model[id].range }
    if let id = stylesByName[name] { return model[id].range }
    if let id = screensByName[name] { return model[id].range }
    return nil
  }

  private mutating func declareTip(_ syntax: TipSyntax) {
    if let previous = existingTypeRange(syntax.name.text) {
      duplicate("name", syntax.name, previous: previous)
      return
    }
    let id = TipID(model.tips.count)
    let tipKitID = syntax.id?.value ?? syntax.name.text
    if let clash = model.tips.first(where: { $0.id == tipKitID }) {
      diagnostics.append(
        Diagnostic(
          .warning,
          "tips '\(clash.name)' and '\(syntax.name.text)' share the id \"\(tipKitID)\": TipKit keeps one status and one display count for both (closing one closes the other), and TipCheck checks them so",
          at: syntax.id?.range ?? syntax.name.range, notes: [Diagnostic(.note, "'\(clash.name)' declared here", at: clash.range)]))
    }
    tipsByName[syntax.name.text] = id
    var tip = Tip(name: syntax.name.text, id: tipKitID, range: syntax.range)
    tip.title = syntax.title?.value
    tip.message = syntax.message?.value
    if syntax.title == nil {
      warning("tip '\(syntax.name.text)' has no title; TipKit requires one", at: syntax.name.range)
    }
    model.tips.append(tip)
  }

  private mutating func declareHolder(_ syntax: HolderSyntax) {
    if let previous = existingTypeRange(syntax.name.text) {
      duplicate("name", syntax.name, previous: previous)
      return
    }
    holdersByName[syntax.name.text] = HolderID(model.holders.count)
    model.holders.append(Holder(name: syntax.name.text, range: syntax.range))
  }

  private mutating func declareGroup(_ syntax: GroupSyntax) {
    if let previous = existingTypeRange(syntax.name.text) {
      duplicate("name", syntax.name, previous: previous)
      return
    }
    groupsByName[syntax.name.text] = GroupID(model.groups.count)
    model.groups.append(TipGroup(name: syntax.name.text, priority: .firstAvailable, members: [], range: syntax.range))
  }

  private mutating func declareStyle(_ syntax: StyleSyntax) {
    if let previous = existingTypeRange(syntax.name.text) {
      duplicate("name", syntax.name, previous: previous)
      return
    }
    stylesByName[syntax.name.text] = StyleID(model.styles.count)
    model.styles.append(
      TipStyle(
        name: syntax.name.text, parameters: syntax.parameters.map(\.text), buttons: [], showsActions: syntax.showsActions,
        range: syntax.range))
  }

  private mutating func declareScreen(_ syntax: ScreenSyntax) {
    if let previous = existingTypeRange(syntax.name.text) {
      duplicate("name", syntax.name, previous: previous)
      return
    }
    screensByName[syntax.name.text] = ScreenID(model.screens.count)
    model.screens.append(Screen(name: syntax.name.text, isInitial: syntax.isInitial, range: syntax.range))
  }

  private mutating func declareMembers(
    of owner: Owner, _ ownerName: String, _ parameters: [ParameterSyntax], _ events: [EventSyntax]
  ) {
    var seen: [String: SourceRange] = [:]
    for syntax in parameters {
      if let previous = seen[syntax.name.text] {
        duplicate("member", syntax.name, previous: previous)
        continue
      }
      seen[syntax.name.text] = syntax.name.range
      let type: ValueType
      switch syntax.type {
      case .bool: type = .bool
      case .int(let range, _):
        type = .int(range: range)
      case .named(let name):
        if let id = enumsByName[name.text] {
          type = .enumeration(id)
        } else {
          error(
            "unknown type '\(name.text)'", at: name.range,
            hint: Spelling.hint(for: name.text, among: ["Bool", "Int"] + enumsByName.keys))
          continue
        }
      }
      let id = ParameterID(model.parameters.count)
      let placeholder: Value =
        switch type {
        case .bool: .bool(false)
        case .int(let range): .int(range?.lowerBound ?? 0)
        case .enumeration(let e): .enumCase(e, 0)
        }
      var parameter = Parameter(
        owner: owner, qualifiedName: "\(ownerName).\(syntax.name.text)", name: syntax.name.text, type: type,
        defaultValue: placeholder, isTransient: syntax.isTransient, range: syntax.range)
      parameter.isBookkeeping = syntax.isBookkeeping
      model.parameters.append(parameter)
      parametersByOwner[ownerName, default: [:]][syntax.name.text] = id
      if case .int(let range, _) = syntax.type { declaredIntRange[id] = range != nil }
      switch owner {
      case .tip(let tip): model.tips[tip.index].parameters.append(id)
      case .holder(let holder): model.holders[holder.index].parameters.append(id)
      }
    }
    for syntax in events {
      if let previous = seen[syntax.name.text] {
        duplicate("member", syntax.name, previous: previous)
        continue
      }
      seen[syntax.name.text] = syntax.name.range
      let id = EventID(model.events.count)
      model.events.append(
        Event(
          owner: owner, qualifiedName: "\(ownerName).\(syntax.name.text)", name: syntax.name.text,
          id: syntax.id?.value ?? "\(ownerName).\(syntax.name.text)", range: syntax.range))
      eventsByOwner[ownerName, default: [:]][syntax.name.text] = id
      switch owner {
      case .tip(let tip): model.tips[tip.index].events.append(id)
      case .holder(let holder): model.holders[holder.index].events.append(id)
      }
    }
  }

  private mutating func resolveParameterDefaults(_ declarations: [Declaration]) {
    var all: [(String, ParameterSyntax)] = []
    for declaration in declarations {
      switch declaration {
      case .tip(let syntax): all += syntax.parameters.map { (syntax.name.text, $0) }
      case .holder(let syntax): all += syntax.parameters.map { (syntax.name.text, $0) }
      default: break
      }
    }
    for (owner, syntax) in all {
      // A second declaration of the name was reported already; its default
      // is not checked against the first one's type.
      guard let id = parametersByOwner[owner]?[syntax.name.text], model[id].range == syntax.range else { continue }
      let type = model[id].type
      guard let valueSyntax = syntax.defaultValue else {
        error(
          "parameter '\(owner).\(syntax.name.text)' needs a default value", at: syntax.name.range,
          hint: "TipKit's @Parameter is always initialised, e.g. '= false'")
        continue
      }
      guard let value = constant(valueSyntax, expected: type) else { continue }
      if case .int(let range?) = type, case .int(let v) = value, !range.contains(v) {
        error("default value \(v) is outside the declared range \(range.lowerBound)...\(range.upperBound)", at: valueSyntax.range)
      }
      model.parameters[id.index].defaultValue = value
    }
  }

  /// A literal of the expected type (defaults, scenario values).
  mutating func constant(_ syntax: ExpressionSyntax, expected: ValueType) -> Value? {
    switch (syntax, expected) {
    case (.boolean(let b, _), .bool): return .bool(b)
    case (.integer(let i, _), .int): return .int(i)
    case (.unary(let op, .integer(let i, _), _), .int) where op.text == "-": return .int(-i)
    case (.enumCase(let name), .enumeration(let id)):
      guard let index = model[id].cases.firstIndex(of: name.text) else {
        error(
          "'\(model[id].name)' has no case '\(name.text)'", at: name.range,
          hint: Spelling.hint(for: name.text, among: model[id].cases))
        return nil
      }
      return .enumCase(id, index)
    default:
      error("expected a constant of type \(typeName(expected))", at: syntax.range)
      return nil
    }
  }

  /// "a Bool", "an Int".
  func article(_ noun: String) -> String {
    "aeiouAEIOU".contains(noun.first ?? "x") ? "an \(noun)" : "a \(noun)"
  }

  func typeName(_ type: ValueType) -> String {
    switch type {
    case .bool: "Bool"
    case .int: "Int"
    case .enumeration(let id): model[id].name
    }
  }

  // MARK: Tips, groups, styles, configuration

  private mutating func resolveTipBody(_ syntax: TipSyntax) {
    guard let id = tipsByName[syntax.name.text], model[id].range == syntax.range else { return }
    let scope = Scope(selfTip: id, context: .rule)
    for ruleSyntax in syntax.rules {
      if let rule = expression(ruleSyntax, in: scope, expecting: .bool) {
        model.tips[id.index].rules.append(rule)
      }
    }
    if let (count, range) = syntax.maxDisplayCount {
      if count < 1 {
        error("maxDisplayCount must be at least 1", at: range)
      } else if count > integerMagnitude {
        error("maxDisplayCount \(count) goes beyond TipCheck's 32-bit integers (±\(integerMagnitude))", at: range)
      } else {
        model.tips[id.index].maxDisplayCount = count
      }
    }
    if let (seconds, range) = syntax.maxDisplayDuration {
      if seconds < 1 || seconds > integerMagnitude {
        error("maxDisplayDuration must be a number of seconds from 1 to \(integerMagnitude)", at: range)
      } else {
        model.tips[id.index].maxDisplayDuration = seconds
      }
    }
    if let (value, _) = syntax.ignoresDisplayFrequency {
      model.tips[id.index].ignoresDisplayFrequency = value
    }
    var actionIDs: [String: SourceRange] = [:]
    let actionScope = Scope(selfTip: id, context: .effect)
    for action in syntax.actions {
      if let previous = actionIDs[action.id.text] {
        duplicate("action", action.id, previous: previous)
        continue
      }
      actionIDs[action.id.text] = action.id.range
      let perform = effects(action.perform, in: actionScope)
      model.tips[id.index].actions.append(
        TipAction(id: action.id.text, title: action.title.value, perform: perform, range: action.range))
    }
  }

  private mutating func resolveGroup(_ syntax: GroupSyntax) {
    guard let id = groupsByName[syntax.name.text], model[id].range == syntax.range else { return }
    if let priority = syntax.priority {
      switch priority.text {
      case "ordered": model.groups[id.index].priority = .ordered
      case "firstAvailable": model.groups[id.index].priority = .firstAvailable
      default:
        error(
          "unknown group priority '\(priority.text)'", at: priority.range,
          hint: Spelling.hint(for: priority.text, among: ["ordered", "firstAvailable"]) ?? "use 'ordered' or 'firstAvailable'")
      }
    }
    var seen: Set<TipID> = []
    for member in syntax.members {
      guard let tip = lookupTip(member) else { continue }
      if !seen.insert(tip).inserted {
        error("tip '\(member.text)' is listed twice in group '\(syntax.name.text)'", at: member.range)
        continue
      }
      model.groups[id.index].members.append(tip)
    }
    if syntax.members.isEmpty { warning("group '\(syntax.name.text)' has no tips", at: syntax.name.range) }
  }

  private mutating func resolveStyle(_ syntax: StyleSyntax) {
    guard let id = stylesByName[syntax.name.text], model[id].range == syntax.range else { return }
    var seenParameters: Set<String> = []
    for parameter in syntax.parameters where !seenParameters.insert(parameter.text).inserted {
      error("duplicate style parameter '\(parameter.text)'", at: parameter.range)
    }
    let scope = Scope(context: .styleButton(parameters: syntax.parameters.map(\.text)))
    var buttons: [StyleButton] = []
    if let close = syntax.builtInClose {
      buttons.append(
        StyleButton(id: "close", label: "×", effects: [Effect(.invalidate(.presented, .tipClosed), range: close)], range: close))
    }
    for button in syntax.buttons {
      buttons.append(
        StyleButton(id: button.id?.text, label: button.label.value, effects: effects(button.effects, in: scope), range: button.range))
    }
    if buttons.isEmpty && !syntax.showsActions {
      warning(
        "style '\(syntax.name.text)' draws no buttons: a tip shown with it can never be closed by the user",
        at: syntax.name.range)
    }
    model.styles[id.index].buttons = buttons
  }

  private mutating func resolveConfig(_ syntax: ConfigSyntax) {
    for (key, value) in syntax.items {
      switch key.text {
      case "displayFrequency":
        guard let frequency = DisplayFrequency(rawValue: value.text) else {
          error(
            "unknown display frequency '\(value.text)'", at: value.range,
            hint: Spelling.hint(for: value.text, among: DisplayFrequency.allCases.map(\.rawValue))
              ?? "use one of: " + DisplayFrequency.allCases.map(\.rawValue).joined(separator: ", "))
          continue
        }
        model.configuration.displayFrequency = frequency
      case "relaunch", "dismissOutside", "timePasses", "groupsGateDirectMembers", "popoversBlockInteraction", "tipsConfigured",
        "resetsAtLaunch", "displaysPerSite", "frequencyAdmitsEveryNewTip", "firstAvailableKeepsCurrentTip",
        "displayCountInvalidatesAtStart":
        guard let flag = boolean(value) else { continue }
        switch key.text {
        case "relaunch": model.configuration.relaunch = flag
        case "dismissOutside": model.configuration.dismissOutside = flag
        case "timePasses": model.configuration.timePasses = flag
        case "groupsGateDirectMembers": model.configuration.groupsGateDirectMembers = flag
        case "tipsConfigured": model.configuration.tipsConfigured = flag
        case "resetsAtLaunch": model.configuration.resetsAtLaunch = flag
        case "displaysPerSite": model.configuration.displaysPerSite = flag
        case "frequencyAdmitsEveryNewTip": model.configuration.frequencyAdmitsEveryNewTip = flag
        case "firstAvailableKeepsCurrentTip": model.configuration.firstAvailableKeepsCurrentTip = flag
        case "displayCountInvalidatesAtStart": model.configuration.displayCountInvalidatesAtStart = flag
        default: model.configuration.popoversBlockInteraction = flag
        }
      case "popoversPerAnchor":
        guard let choice = PopoversPerAnchor(rawValue: value.text) else {
          let names = PopoversPerAnchor.allCases.map(\.rawValue)
          error(
            "unknown popover reading '\(value.text)'", at: value.range,
            hint: Spelling.hint(for: value.text, among: names) ?? "use one of: " + names.joined(separator: ", "))
          continue
        }
        model.configuration.popoversPerAnchor = choice
      case "testingShows", "testingHides":
        // `testingShows all` or `testingShows A` (repeatable): S29.
        let shows = key.text == "testingShows"
        if value.text == "all" {
          if shows { model.configuration.testingShowsAll = true } else { model.configuration.testingHidesAll = true }
        } else if let tip = lookupTip(value) {
          if shows { model.configuration.testingShown.append(tip) } else { model.configuration.testingHidden.append(tip) }
        }
      default:
        error(
          "unknown setting '\(key.text)'", at: key.range,
          hint: Spelling.hint(for: key.text, among: Configuration.keys)
            ?? "settings: " + Configuration.keys.sorted().joined(separator: ", "))
      }
    }
  }

  private mutating func boolean(_ value: Name) -> Bool? {
    switch value.text {
    case "true", "on", "yes": return true
    case "false", "off", "no": return false
    default:
      error("expected true or false, found '\(value.text)'", at: value.range)
      return nil
    }
  }

  // MARK: Lookups

  mutating func lookupTip(_ name: Name) -> TipID? {
    if let id = tipsByName[name.text] { return id }
    error("unknown tip '\(name.text)'", at: name.range, hint: Spelling.hint(for: name.text, among: tipsByName.keys))
    return nil
  }

  mutating func lookupScreen(_ name: Name) -> ScreenID? {
    if let id = screensByName[name.text] { return id }
    error(
      "unknown screen '\(name.text)'", at: name.range, hint: Spelling.hint(for: name.text, among: screensByName.keys))
    return nil
  }

  mutating func lookupGroup(_ name: Name) -> GroupID? {
    if let id = groupsByName[name.text] { return id }
    let hint = tipsByName[name.text] != nil
      ? "'\(name.text)' is a tip; only a group has a currentTip"
      : Spelling.hint(for: name.text, among: groupsByName.keys)
    error("unknown group '\(name.text)'", at: name.range, hint: hint)
    return nil
  }

  private mutating func checkInitialScreen(_ declarations: [Declaration]) {
    let initial = model.screens.indices.filter { model.screens[$0].isInitial }
    if model.screens.count == 1, initial.isEmpty {
      model.screens[0].isInitial = true
    } else if model.screens.count > 1, initial.isEmpty {
      error(
        "several screens but none is marked 'initial'", at: model.screens[0].range,
        hint: "write 'screen \(model.screens[0].name) initial { … }'")
    } else if initial.count > 1 {
      diagnostics.append(
        Diagnostic(
          .error, "only one screen can be 'initial'", at: model.screens[initial[1]].range,
          notes: [Diagnostic(.note, "'\(model.screens[initial[0]].name)' is already initial", at: model.screens[initial[0]].range)]))
    }
  }

  private mutating func warnAboutUnpresentedTips() {
    guard !diagnostics.hasErrors else { return }
    let presented = Set(model.siteIDs.flatMap { model.tips(presentableAt: $0) })
    for tip in model.tipIDs {
      if !presented.contains(tip) {
        warning("tip '\(model[tip].name)' is not presented by any site, so it can never appear", at: model[tip].range)
      }
    }
  }
}
