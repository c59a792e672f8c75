import TipModel

extension Resolver {
  mutating func resolveScreen(_ syntax: ScreenSyntax) {
    guard let id = screensByName[syntax.name.text], model[id].range == syntax.range else { return }
    for site in syntax.sites { resolveSite(site, screen: id) }
    for action in syntax.actions { resolveAction(action, screen: id) }
    model.screens[id.index].onAppear = effects(syntax.onAppear, in: Scope(context: .effect))
  }

  mutating func resolveSite(_ syntax: SiteSyntax, screen: ScreenID?) {
    let content: Site.Content
    let defaultLabel: String
    switch syntax.content {
    case .tip(let name):
      if let group = groupsByName[name.text] {
        error(
          "'\(name.text)' is a group; a site shows its current tip", at: name.range,
          hint: "write 'shows \(name.text).currentTip'")
        _ = group
        return
      }
      guard let tip = lookupTip(name) else { return }
      content = .tip(tip)
      defaultLabel = name.text
    case .groupCurrent(let groupName, let cast):
      guard let group = lookupGroup(groupName) else { return }
      if let cast {
        guard let tip = lookupTip(cast) else { return }
        if !model[group].members.contains(tip) {
          warning(
            "'\(cast.text)' is not a member of group '\(groupName.text)', so this site never shows anything",
            at: cast.range)
        }
        content = .groupCurrentAs(group, tip)
      } else {
        content = .groupCurrent(group)
      }
      defaultLabel = "\(groupName.text).currentTip"
    }
    var isDismissable = syntax.presentation == .popover
    if let (value, range) = syntax.dismissable {
      if syntax.presentation == .inline, value {
        error("an inline TipView cannot be dismissed by tapping outside; only popovers can", at: range)
      }
      isDismissable = value && syntax.presentation == .popover
    }
    var binding: StyleBinding?
    if let use = syntax.style { binding = styleBinding(use) }
    let handlers = syntax.handlers.map { handler in
      ActionHandler(
        actionID: handler.actionID?.text, effects: effects(handler.effects, in: Scope(context: .siteHandler)),
        range: handler.range)
    }
    var condition: Expression?
    if let conditionSyntax = syntax.condition {
      condition = expression(conditionSyntax, in: Scope(context: .condition), expecting: .bool)
      var readsTips = false
      condition?.forEach { node in
        switch node.kind {
        case .tip, .groupCurrent: readsTips = true
        default: break
        }
      }
      if readsTips {
        error(
          "a site's condition can read parameters and event counts, not what tips show", at: conditionSyntax.range,
          hint: "whether a tip shows depends on where it is mounted")
        condition = nil
      }
    }
    let id = SiteID(model.sites.count)
    var site = Site(
      label: syntax.label?.value ?? defaultLabel, presentation: syntax.presentation, content: content, screen: screen,
      style: binding, actionHandlers: handlers, isDismissable: isDismissable, range: syntax.range)
    site.condition = condition
    if let (value, range) = syntax.backgroundInteraction {
      if syntax.presentation == .inline, value {
        error("only a popover blocks the screen behind it; 'backgroundInteraction' is for popovers", at: range)
      }
      site.allowsBackgroundInteraction = value && syntax.presentation == .popover
    }
    model.sites.append(site)
    if let screen { model.screens[screen.index].sites.append(id) }
  }

  private mutating func styleBinding(_ use: StyleUseSyntax) -> StyleBinding? {
    guard let style = stylesByName[use.name.text] else {
      error(
        "unknown style '\(use.name.text)'", at: use.name.range,
        hint: Spelling.hint(for: use.name.text, among: stylesByName.keys))
      return nil
    }
    let parameters = model[style].parameters
    guard use.arguments.count == parameters.count else {
      error(
        "style '\(use.name.text)' takes \(parameters.count) tip argument\(parameters.count == 1 ? "" : "s"), got \(use.arguments.count)",
        at: use.range,
        hint: parameters.isEmpty ? nil : "write \(use.name.text)(" + parameters.map { "\($0): SomeTip" }.joined(separator: ", ") + ")")
      return nil
    }
    var arguments: [TipID] = []
    for (index, argument) in use.arguments.enumerated() {
      if let label = argument.label, label.text != parameters[index] {
        error(
          "argument \(index + 1) of '\(use.name.text)' is '\(parameters[index])', not '\(label.text)'", at: label.range,
          hint: "did you mean '\(parameters[index])'?")
      }
      guard let tip = lookupTip(argument.value) else { return nil }
      arguments.append(tip)
    }
    return StyleBinding(style: style, arguments: arguments, range: use.range)
  }

  mutating func resolveAction(_ syntax: ActionSyntax, screen: ScreenID?) {
    var condition: Expression?
    if let conditionSyntax = syntax.condition {
      condition = expression(conditionSyntax, in: Scope(context: .condition), expecting: .bool)
    }
    var effects = effects(syntax.effects, in: Scope(context: .effect))
    if let destination = syntax.kind.destination {
      guard let target = lookupScreen(destination) else { return }
      if target == screen {
        warning("this link leads to the screen it is on", at: destination.range)
      }
      effects = [Effect(.navigate(target), range: syntax.range)]
    }
    let kind: UserAction.Kind =
      switch syntax.kind {
      case .tap: .tapGesture
      case .toggle: .toggle
      case .swipe(let forward): forward ? .swipeNext : .swipePrevious
      case .anytime: .anytime
      case .event: .event
      case .button, .link: .button
      case .back: .back
      case .dismissSheet: .dismissSheet
      }
    let id = UserActionID(model.actions.count)
    var action = UserAction(
      kind: kind, label: syntax.label.value, screen: screen, condition: condition, effects: effects, range: syntax.range)
    action.accessibilityIdentifier = syntax.identifier?.value
    action.labelDescribesControl = syntax.describesControl
    action.isUnprompted = syntax.isUnprompted
    action.assumptions = syntax.assumptions.map(\.value)
    model.actions.append(action)
    if let screen { model.screens[screen.index].actions.append(id) }
  }

  /// Binds each site's style buttons and handlers to every tip the site can
  /// present, reporting a missing `nextTip.show` at the site.
  mutating func validateSites() {
    let checker = EffectTypeChecker(model: model)
    for site in model.siteIDs {
      let presentable = model.tips(presentableAt: site)
      for handler in model[site].actionHandlers {
        if let id = handler.actionID, !presentable.contains(where: { tip in model[tip].actions.contains { $0.id == id } }) {
          let ids = presentable.flatMap { tip in model[tip].actions.map(\.id) }
          warning(
            "no tip presented here has an action '\(id)', so this handler never runs", at: handler.range,
            hint: Spelling.hint(for: id, among: ids))
        }
        // Check the handler's effects for every tip it could see.
        for tip in presentable {
          let binding = EffectInstantiation(model: model, presented: tip, arguments: model[site].style?.arguments ?? [])
          do {
            for problem in checker.problems(in: try binding.effects(handler.effects)) {
              siteError(site, tip: tip, problem.message, origin: problem.range)
            }
          } catch {
            siteError(site, tip: tip, error.message, origin: error.range)
          }
        }
      }
      for tip in presentable {
        for button in model.buttons(at: site, presenting: tip) {
          do {
            let bound = try model.effects(of: button, at: site, presenting: tip)
            for problem in checker.problems(in: bound) {
              siteError(site, tip: tip, problem.message, origin: problem.range)
            }
          } catch {
            siteError(site, tip: tip, error.message, origin: error.range)
          }
        }
      }
    }
  }

  private mutating func siteError(_ site: SiteID, tip: TipID, _ message: String, origin: SourceRange) {
    let siteRange = model[site].style?.range ?? model[site].range
    guard reportedSiteErrors.insert("\(siteRange.start):\(message)").inserted else { return }
    diagnostics.append(
      Diagnostic(
        .error, "\(message) (needed when this site presents \(model[tip].name))", at: siteRange,
        notes: origin == siteRange ? [] : [Diagnostic(.note, "used here", at: origin)]))
  }
}

/// Type checks effects after placeholders are bound; the parts known
/// before binding were already checked by the resolver.
struct EffectTypeChecker {
  struct Problem {
    var message: String
    var range: SourceRange
  }

  let model: TutorialModel

  func problems(in effects: [Effect]) -> [Problem] {
    var problems: [Problem] = []
    for effect in effects {
      switch effect.kind {
      case .set(.parameter(let id), let value):
        let type = model[id].type
        if let actual = self.type(of: value), !actual.isCompatible(with: type) {
          problems.append(
            Problem(
              message: "cannot set \(model[id].qualifiedName) (\(name(type))) to a \(name(actual)) value", range: effect.range))
        }
      case .toggle(.parameter(let id)):
        if model[id].type != .bool {
          problems.append(Problem(message: "only a Bool parameter can be toggled; \(model[id].qualifiedName) is \(name(model[id].type))", range: effect.range))
        }
      case .conditional, .either:
        problems += effect.nestedBlocks.flatMap { self.problems(in: $0) }
      default: break
      }
    }
    return problems
  }

  func name(_ type: ValueType) -> String {
    switch type {
    case .bool: "Bool"
    case .int: "Int"
    case .enumeration(let id): model[id].name
    }
  }

  func type(of expression: Expression) -> ValueType? {
    switch expression.kind {
    case .literal(.bool): .bool
    case .literal(.int): .int(range: nil)
    case .literal(.enumCase(let id, _)): .enumeration(id)
    case .parameter(.parameter(let id)): model[id].type
    case .parameter: nil
    case .donationCount: .int(range: nil)
    case .tip(_, .displayCount): .int(range: nil)
    case .tip, .groupCurrent, .onScreen, .not: .bool
    case .negate: .int(range: nil)
    case .binary(let op, _, _): op.isArithmetic ? .int(range: nil) : .bool
    }
  }
}
