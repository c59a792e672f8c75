import TipModel

/// Declarations, one block each, in the layout of the examples in
/// docs/tipspec.md: members one per line, two spaces a level.
extension SpecPrinter {
  package mutating func print(_ file: SpecFileSyntax) {
    for (position, declaration) in file.declarations.enumerated() {
      if position > 0 { newline() }
      print(declaration, depth: 0)
    }
  }

  /// One declaration at `depth`, ending with a newline.
  package mutating func print(_ declaration: Declaration, depth: Int) {
    indent(depth)
    switch declaration {
    case .tip(let tip): print(tip, depth: depth)
    case .holder(let holder): print(holder, depth: depth)
    case .enumeration(let enumeration): print(enumeration, depth: depth)
    case .group(let group): print(group)
    case .style(let style): print(style, depth: depth)
    case .screen(let screen): print(screen, depth: depth)
    case .site(let site): print(site, depth: depth)
    case .action(let action): print(action, depth: depth)
    case .config(let config): print(config, depth: depth)
    case .check(let check): print(check)
    case .scenario(let scenario): print(scenario, depth: depth)
    case .invalidationHandler(let handler): print(handler, depth: depth)
    }
    newline()
  }

  /// `{`, the members one level deeper (each writes its own line), `}`.
  private mutating func members(depth: Int, from range: SourceRange, _ body: (inout SpecPrinter) -> Void) {
    write(" {", from: range)
    newline()
    body(&self)
    indent(depth)
    write("}", from: range)
  }

  /// One member line at `depth`.
  private mutating func line(_ depth: Int, _ body: (inout SpecPrinter) -> Void) {
    indent(depth)
    body(&self)
    newline()
  }

  // MARK: Tips and holders

  mutating func print(_ tip: TipSyntax, depth: Int) {
    write("tip ", from: tip.range)
    write(tip.name.text, from: tip.name.range)
    members(depth: depth, from: tip.range) { printer in
      for (keyword, literal) in [("id", tip.id), ("title", tip.title), ("message", tip.message)] {
        guard let literal else { continue }
        printer.line(depth + 1) { $0.write(keyword + " ", from: literal.range); $0.print(literal) }
      }
      printer.print(parameters: tip.parameters, events: tip.events, depth: depth + 1)
      for rule in tip.rules {
        printer.line(depth + 1) { $0.write("rule ", from: rule.range); $0.print(rule) }
      }
      if let (seconds, range) = tip.maxDisplayDuration {
        printer.line(depth + 1) { $0.write("maxDisplayDuration \(seconds)", from: range) }
      }
      if let (count, range) = tip.maxDisplayCount {
        printer.line(depth + 1) { $0.write("maxDisplayCount \(count)", from: range) }
      }
      if let (value, range) = tip.ignoresDisplayFrequency {
        printer.line(depth + 1) { $0.write(value ? "ignoresDisplayFrequency" : "ignoresDisplayFrequency false", from: range) }
      }
      for action in tip.actions {
        printer.line(depth + 1) { printer in
          printer.write("action ", from: action.range)
          printer.write(action.id.text, from: action.id.range)
          printer.write(" ")
          printer.print(action.title)
          if !action.perform.isEmpty { printer.printBlock(action.perform, depth: depth + 1, from: action.range) }
        }
      }
    }
  }

  private mutating func print(parameters: [ParameterSyntax], events: [EventSyntax], depth: Int) {
    for parameter in parameters {
      line(depth) { printer in
        printer.write(parameter.isTransient ? "transient param " : "param ", from: parameter.range)
        printer.write(parameter.name.text, from: parameter.name.range)
        printer.write(": ", from: parameter.range)
        printer.print(parameter.type)
        if let value = parameter.defaultValue {
          printer.write(" = ", from: parameter.range)
          printer.print(value)
        }
        if parameter.isBookkeeping { printer.write(" bookkeeping", from: parameter.range) }
      }
    }
    for event in events {
      line(depth) { printer in
        printer.write("event ", from: event.range)
        printer.write(event.name.text, from: event.name.range)
        if let id = event.id {
          printer.write(" id ", from: event.range)
          printer.print(id)
        }
      }
    }
  }

  private mutating func print(_ type: TypeSyntax) {
    switch type {
    case .bool(let range): write("Bool", from: range)
    case .int(nil, let range): write("Int", from: range)
    case .int(let bounds?, let range): write("Int(\(bounds.lowerBound)...\(bounds.upperBound))", from: range)
    case .named(let name): write(name.text, from: name.range)
    }
  }

  mutating func print(_ holder: HolderSyntax, depth: Int) {
    write("holder ", from: holder.range)
    write(holder.name.text, from: holder.name.range)
    members(depth: depth, from: holder.range) { printer in
      printer.print(parameters: holder.parameters, events: holder.events, depth: depth + 1)
    }
  }

  mutating func print(_ enumeration: EnumSyntax, depth: Int) {
    write("enum ", from: enumeration.range)
    write(enumeration.name.text, from: enumeration.name.range)
    write(" { case ", from: enumeration.range)
    write(enumeration.cases, separator: ", ", from: enumeration.range)
    write(" }", from: enumeration.range)
  }

  mutating func print(_ group: GroupSyntax) {
    write("group ", from: group.range)
    write(group.name.text, from: group.name.range)
    if let priority = group.priority { write(" " + priority.text, from: priority.range) }
    write(" { ", from: group.range)
    write(group.members, separator: ", ", from: group.range)
    write(" }", from: group.range)
  }

  // MARK: Styles

  mutating func print(_ style: StyleSyntax, depth: Int) {
    write("style ", from: style.range)
    write(style.name.text, from: style.name.range)
    if !style.parameters.isEmpty {
      write("(", from: style.range)
      for (position, parameter) in style.parameters.enumerated() {
        if position > 0 { write(", ", from: style.range) }
        write(parameter.text, from: parameter.range)
        write(": Tip", from: style.range)
      }
      write(")", from: style.range)
    }
    members(depth: depth, from: style.range) { printer in
      if let close = style.builtInClose { printer.line(depth + 1) { $0.write("close", from: close) } }
      for button in style.buttons {
        printer.line(depth + 1) { printer in
          printer.write("button ", from: button.range)
          if let id = button.id { printer.write(id.text + " ", from: id.range) }
          printer.print(button.label)
          printer.printBlock(button.effects, depth: depth + 1, from: button.range)
        }
      }
      if style.showsActions { printer.line(depth + 1) { $0.write("actions", from: style.range) } }
    }
  }

  // MARK: Screens, sites and actions

  mutating func print(_ screen: ScreenSyntax, depth: Int) {
    write("screen ", from: screen.range)
    write(screen.name.text, from: screen.name.range)
    if screen.isInitial { write(" initial", from: screen.range) }
    members(depth: depth, from: screen.range) { printer in
      for site in screen.sites { printer.line(depth + 1) { $0.print(site, depth: depth + 1) } }
      for action in screen.actions { printer.line(depth + 1) { $0.print(action, depth: depth + 1) } }
      if !screen.onAppear.isEmpty {
        printer.line(depth + 1) { $0.write("onAppear", from: screen.range); $0.printBlock(screen.onAppear, depth: depth + 1, from: screen.range) }
      }
    }
  }

  package mutating func print(_ site: SiteSyntax, depth: Int) {
    write(site.presentation == .popover ? "popover " : "inline ", from: site.range)
    if let label = site.label {
      print(label)
      write(" ")
    }
    write("shows ", from: site.range)
    switch site.content {
    case .tip(let tip):
      write(tip.text, from: tip.range)
    case .groupCurrent(let group, let cast):
      write(group.text, from: group.range)
      write(".currentTip", from: site.range)
      if let cast { write(" as? " + cast.text, from: cast.range) }
    }
    if let style = site.style {
      write(" style ", from: style.range)
      write(style.name.text, from: style.name.range)
      if !style.arguments.isEmpty {
        write("(", from: style.range)
        for (position, argument) in style.arguments.enumerated() {
          if position > 0 { write(", ", from: style.range) }
          if let label = argument.label { write(label.text + ": ", from: label.range) }
          write(argument.value.text, from: argument.value.range)
        }
        write(")", from: style.range)
      }
    }
    if let (value, range) = site.dismissable { write(value ? " dismissable" : " dismissable false", from: range) }
    if let (value, range) = site.backgroundInteraction {
      write(value ? " backgroundInteraction" : " backgroundInteraction false", from: range)
    }
    if let condition = site.condition {
      write(" if ", from: site.range)
      print(condition)
    }
    guard !site.handlers.isEmpty else { return }
    members(depth: depth, from: site.range) { printer in
      for handler in site.handlers {
        printer.line(depth + 1) { printer in
          printer.write("on ", from: handler.range)
          if let id = handler.actionID { printer.write(id.text, from: id.range) } else { printer.write("any", from: handler.range) }
          printer.printBlock(handler.effects, depth: depth + 1, from: handler.range)
        }
      }
    }
  }

  package mutating func print(_ action: ActionSyntax, depth: Int) {
    switch action.kind {
    case .button: write("button ", from: action.range)
    case .tap: write("tap ", from: action.range)
    case .toggle: write("toggle ", from: action.range)
    case .swipe(let forward): write(forward ? "swipe next " : "swipe previous ", from: action.range)
    case .link: write("link ", from: action.range)
    case .back: write("back ", from: action.range)
    case .dismissSheet: write("dismiss ", from: action.range)
    case .anytime: write("anytime ", from: action.range)
    case .event: write("when ", from: action.range)
    }
    print(action.label)
    if action.describesControl { write(" described", from: action.range) }
    if action.isUnprompted { write(" unprompted", from: action.range) }
    if let destination = action.kind.destination {
      write(" -> ", from: action.range)
      write(destination.text, from: destination.range)
      return
    }
    if let identifier = action.identifier {
      write(" id ", from: action.range)
      print(identifier)
    }
    for (position, assumption) in action.assumptions.enumerated() {
      write(position == 0 ? " assuming " : ", ", from: action.range)
      print(assumption)
    }
    if let condition = action.condition {
      write(" if ", from: action.range)
      print(condition)
    }
    printBlock(action.effects, depth: depth, from: action.range)
  }

  mutating func print(_ handler: InvalidationHandlerSyntax, depth: Int) {
    write("on ", from: handler.range)
    write(handler.tip.text, from: handler.tip.range)
    write(" invalidated", from: handler.range)
    if let reason = handler.reason { write(" ." + reason.text, from: reason.range) }
    printBlock(handler.effects, depth: depth, from: handler.range)
  }

  // MARK: Configuration, checks and scenarios

  mutating func print(_ config: ConfigSyntax, depth: Int) {
    write("config", from: config.range)
    members(depth: depth, from: config.range) { printer in
      for (key, value) in config.items {
        printer.line(depth + 1) { $0.write(key.text + " ", from: key.range); $0.write(value.text, from: value.range) }
      }
    }
  }

  mutating func print(_ check: CheckSyntax) {
    write("check ", from: check.range)
    for (position, item) in check.items.enumerated() {
      if position > 0 { write(", ", from: check.range) }
      print(item)
    }
  }

  private mutating func print(_ item: CheckItemSyntax) {
    switch item.kind {
    case .defaults: write("defaults", from: item.range)
    case .singleTip: write("single-tip", from: item.range)
    case .noDeadlock: write("no-deadlock", from: item.range)
    case .reachableTips(let tips):
      write("reachable", from: item.range)
      write(tips, separator: ", ", from: item.range, leading: " ")
    case .reachableState(let name, let condition):
      print(named: "reachable", name, condition, from: item.range)
    case .order(let tips):
      write("order", from: item.range)
      write(tips, separator: " -> ", from: item.range, leading: " ")
    case .invariant(let name, let condition):
      print(named: "invariant", name, condition, from: item.range)
    }
    if let expectation = item.expectation { write(" expect " + expectation.text, from: expectation.range) }
  }

  /// `keyword "name" condition`.
  private mutating func print(named keyword: String, _ name: StringLiteral, _ condition: ExpressionSyntax, from range: SourceRange) {
    write(keyword + " ", from: range)
    print(name)
    write(" ")
    print(condition)
  }

  /// Names, each from its own range, `separator` between them (from
  /// `range`), `leading` before the first.
  private mutating func write(_ names: [Name], separator: String, from range: SourceRange, leading: String = "") {
    for (position, name) in names.enumerated() {
      write(position == 0 ? leading : separator, from: range)
      write(name.text, from: name.range)
    }
  }

  mutating func print(_ scenario: ScenarioSyntax, depth: Int) {
    write("scenario ", from: scenario.range)
    print(scenario.name)
    members(depth: depth, from: scenario.range) { printer in
      for step in scenario.steps { printer.line(depth + 1) { $0.print(step) } }
    }
  }

  private mutating func print(_ step: StepSyntax) {
    switch step.action {
    case .launch: write("launch", from: step.range)
    case .tap(let label, let tip):
      write("tap ", from: step.range)
      print(label)
      if let tip {
        write(" on ", from: step.range)
        write(tip.text, from: tip.range)
      }
    case .close(let tip):
      write("close ", from: step.range)
      write(tip.text, from: tip.range)
    case .action(let id, let tip):
      write("action ", from: step.range)
      write(id.text, from: id.range)
      write(" on ", from: step.range)
      write(tip.text, from: tip.range)
    case .dismiss(let tip):
      write("dismiss ", from: step.range)
      write(tip.text, from: tip.range)
    case .relaunch: write("relaunch", from: step.range)
    case .wait: write("wait", from: step.range)
    case .navigate(let screen):
      write("navigate ", from: step.range)
      write(screen.text, from: screen.range)
    }
    guard let expected = step.expected else { return }
    write(" expect", from: step.range)
    if expected.isEmpty { return write(" none", from: step.range) }
    write(expected, separator: ", ", from: step.range, leading: " ")
  }
}
