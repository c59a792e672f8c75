import TipModel

/// A recursive-descent parser for `.tipspec`. It reports every error it can
/// in one run: after an error it skips to the next member or declaration
/// keyword and goes on. It always terminates: every loop consumes a token.
struct Parser {
  private let source: SourceFile
  private var tokens: [Token]
  private var index = 0
  private(set) var diagnostics: [Diagnostic] = []
  /// The depth of the expression tree last returned by an expression parser.
  private var lastDepth = 0
  /// How deep the expression and effect parsers are in their own recursion.
  private var nesting = 0
  /// Set after a nesting error: the rest of the file is not parsed, and
  /// the unclosed blocks around it are not reported one by one.
  private var abandoned = false

  /// Deeper expressions or `if` blocks are refused with an error rather than
  /// risking the stack (here, and in every pass that walks the tree): no
  /// tutorial needs them, and Swift's own parser has a similar limit.
  static let maximumNesting = 256

  static let declarationKeywords: Set<String> = [
    "tip", "holder", "enum", "group", "style", "screen", "popover", "inline", "button", "tap", "link",
    "anytime", "when", "toggle", "config", "check", "scenario", "on",
  ]
  static let tipMemberKeywords: Set<String> = [
    "id", "title", "message", "param", "transient", "event", "rule", "maxDisplayCount", "maxDisplayDuration",
    "ignoresDisplayFrequency", "action",
  ]
  static let screenMemberKeywords: Set<String> = [
    "popover", "inline", "button", "tap", "toggle", "swipe", "link", "back", "dismiss", "when", "onAppear",
  ]
  static let styleMemberKeywords: Set<String> = ["button", "close", "actions"]
  static let effectKeywords: Set<String> = ["set", "toggle", "donate", "invalidate", "navigate", "if", "either", "havoc"]
  static let stepKeywords: Set<String> = ["launch", "tap", "close", "action", "dismiss", "relaunch", "wait", "navigate"]
  static let checkKeywords: Set<String> = ["defaults", "single", "no", "reachable", "order", "invariant", "always"]

  init(source: SourceFile) {
    self.source = source
    var lexer = Lexer(source: source)
    self.tokens = lexer.tokenize()
    self.diagnostics = lexer.diagnostics
    // Invalid characters were reported by the lexer; the parser skips them.
    self.tokens.removeAll { $0.kind == .invalid }
  }

  // MARK: Token access

  private var current: Token { tokens[index] }
  private var atEnd: Bool { current.kind == .endOfFile }

  private func peek(_ offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }

  private func range(of token: Token) -> SourceRange { source.range(token.start, token.end) }

  private func range(from start: Token) -> SourceRange {
    let previous = tokens[max(0, index - 1)]
    return source.range(start.start, max(start.end, previous.end))
  }

  @discardableResult
  private mutating func advance() -> Token {
    let token = current
    if !atEnd { index += 1 }
    return token
  }

  private func at(_ symbol: String) -> Bool { current.isPunctuation(symbol) }
  private func atKeyword(_ word: String) -> Bool { current.isKeyword(word) }

  private mutating func consume(_ symbol: String) -> Bool {
    if at(symbol) {
      advance()
      return true
    }
    return false
  }

  private mutating func consumeKeyword(_ word: String) -> Bool {
    if atKeyword(word) {
      advance()
      return true
    }
    return false
  }

  private mutating func error(_ message: String, hint: String? = nil) {
    guard !abandoned else { return }
    diagnostics.append(.error(message, at: range(of: current), hint: hint))
  }

  private var currentDescription: String {
    switch current.kind {
    case .endOfFile: "end of file"
    case .string: "string \"\(current.text)\""
    default: "'\(current.text)'"
    }
  }

  private mutating func expect(_ symbol: String, _ context: String) -> Bool {
    if consume(symbol) { return true }
    error("expected '\(symbol)' \(context), found \(currentDescription)")
    return false
  }

  private mutating func expectName(_ what: String) -> Name? {
    guard current.kind == .identifier else {
      error("expected \(what), found \(currentDescription)")
      return nil
    }
    let token = advance()
    return Name(text: token.text, range: range(of: token))
  }

  private mutating func expectString(_ what: String) -> StringLiteral? {
    guard current.kind == .string else {
      error("expected \(what) (a string in double quotes), found \(currentDescription)")
      return nil
    }
    let token = advance()
    return StringLiteral(value: token.text, range: range(of: token))
  }

  private mutating func expectInteger(_ what: String) -> (Int, SourceRange)? {
    var negative = false
    let start = current
    if at("-") {
      negative = true
      advance()
    }
    guard current.kind == .integer else {
      error("expected \(what) (an integer), found \(currentDescription)")
      return nil
    }
    let token = advance()
    guard let value = Int(String(token.text.filter { $0 != "_" })) else {
      diagnostics.append(.error("integer literal '\(token.text)' is too large", at: range(of: token)))
      return nil
    }
    return (negative ? -value : value, range(from: start))
  }

  /// Skips to the next token that can start a member (one of `keywords`) at
  /// the current brace depth, or to the closing brace of the block.
  private mutating func recover(to keywords: Set<String>) {
    var depth = 0
    while !atEnd {
      if depth == 0, current.kind == .identifier, keywords.contains(current.text) { return }
      if at("{") || at("(") {
        depth += 1
      } else if at("}") || at(")") {
        if depth == 0 { return }
        depth -= 1
      }
      advance()
    }
  }

  /// Parses `{ member* }`; `member` returns false after reporting an error,
  /// and the loop then recovers to the next member keyword.
  private mutating func block(
    _ context: String, members keywords: Set<String>, _ member: (inout Parser) -> Bool
  ) {
    guard expect("{", "to open \(context)") else {
      recover(to: Self.declarationKeywords)
      return
    }
    while !at("}") && !atEnd {
      let before = index
      if !member(&self) || index == before {
        if index == before {
          error("unexpected \(currentDescription) in \(context)", hint: expected(keywords))
          advance()
        }
        recover(to: keywords)
      }
      _ = consume(";")
    }
    _ = expect("}", "to close \(context)")
  }

  private func expected(_ keywords: Set<String>) -> String {
    "expected one of: " + keywords.sorted().joined(separator: ", ")
  }

  // MARK: File

  mutating func parseFile() -> SpecFileSyntax {
    var declarations: [Declaration] = []
    while !atEnd {
      let before = index
      if let declaration = parseDeclaration() {
        declarations.append(declaration)
      }
      _ = consume(";")
      if index == before {
        error(
          "expected a declaration, found \(currentDescription)",
          hint: Spelling.hint(for: current.text, among: Self.declarationKeywords))
        advance()
        recover(to: Self.declarationKeywords)
        // A stray closing brace at top level would stop `recover`.
        while at("}") || at(")") { advance() }
      }
    }
    return SpecFileSyntax(declarations: declarations)
  }

  private mutating func parseDeclaration() -> Declaration? {
    guard current.kind == .identifier else { return nil }
    switch current.text {
    case "tip": return parseTip().map(Declaration.tip)
    case "holder": return parseHolder().map(Declaration.holder)
    case "enum": return parseEnum().map(Declaration.enumeration)
    case "group": return parseGroup().map(Declaration.group)
    case "style": return parseStyle().map(Declaration.style)
    case "screen": return parseScreen().map(Declaration.screen)
    case "popover", "inline": return parseSite().map(Declaration.site)
    case "button", "tap", "toggle", "link", "anytime", "when": return parseAction().map(Declaration.action)
    case "config": return parseConfig().map(Declaration.config)
    case "check": return parseCheck().map(Declaration.check)
    case "scenario": return parseScenario().map(Declaration.scenario)
    case "on": return parseInvalidationHandler().map(Declaration.invalidationHandler)
    default: return nil
    }
  }

  /// `on T invalidated [.reason] { effects }`.
  private mutating func parseInvalidationHandler() -> InvalidationHandlerSyntax? {
    let start = advance()
    guard let tip = expectName("a tip") else { return nil }
    guard consumeKeyword("invalidated") else {
      error(
        "expected 'invalidated' after 'on \(tip.text)', found \(currentDescription)",
        hint: "e.g. 'on \(tip.text) invalidated .tipClosed { set Next.show = true }'")
      return nil
    }
    var reason: Name?
    if at("."), peek(1).kind == .identifier {
      advance()
      reason = expectName("a reason")
    }
    let effects = parseEffectBlock("'on \(tip.text) invalidated'")
    return InvalidationHandlerSyntax(tip: tip, reason: reason, effects: effects, range: range(from: start))
  }

  // MARK: Tips

  private mutating func parseTip() -> TipSyntax? {
    let start = advance()
    guard let name = expectName("a tip name after 'tip'") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    var tip = TipSyntax(name: name, range: name.range)
    block("tip '\(name.text)'", members: Self.tipMemberKeywords) { parser in
      parser.parseTipMember(&tip)
    }
    tip.range = range(from: start)
    return tip
  }

  private mutating func parseTipMember(_ tip: inout TipSyntax) -> Bool {
    guard current.kind == .identifier else { return false }
    switch current.text {
    case "id":
      advance()
      guard let value = expectString("the tip's id") else { return false }
      tip.id = value
    case "title":
      advance()
      guard let value = expectString("a title") else { return false }
      tip.title = value
    case "message":
      advance()
      guard let value = expectString("a message") else { return false }
      tip.message = value
    case "param", "transient":
      guard let parameter = parseParameter() else { return false }
      tip.parameters.append(parameter)
    case "event":
      guard let event = parseEvent() else { return false }
      tip.events.append(event)
    case "rule":
      advance()
      guard let rule = parseExpression() else { return false }
      tip.rules.append(rule)
    case "maxDisplayCount":
      advance()
      guard let (value, valueRange) = expectInteger("a display count") else { return false }
      tip.maxDisplayCount = (value, valueRange)
    case "maxDisplayDuration":
      advance()
      guard let (value, valueRange) = expectInteger("a display duration in seconds") else { return false }
      tip.maxDisplayDuration = (value, valueRange)
    case "ignoresDisplayFrequency":
      let token = advance()
      var value = true
      if atKeyword("true") || atKeyword("false") { value = advance().text == "true" }
      tip.ignoresDisplayFrequency = (value, range(from: token))
    case "action":
      let start = advance()
      guard let id = expectName("an action id"), let title = expectString("the action's title") else {
        return false
      }
      var perform: [EffectSyntax] = []
      if at("{") { perform = parseEffectBlock("action '\(id.text)'") }
      tip.actions.append(TipActionSyntax(id: id, title: title, perform: perform, range: range(from: start)))
    default:
      return false
    }
    return true
  }

  /// `[transient] param name: Type = default [transient] [bookkeeping]`
  private mutating func parseParameter() -> ParameterSyntax? {
    let start = current
    var transient = consumeKeyword("transient")
    guard consumeKeyword("param") else {
      error("expected 'param' after 'transient'")
      return nil
    }
    guard let name = expectName("a parameter name") else { return nil }
    guard expect(":", "after the parameter name") else { return nil }
    guard let type = parseType() else { return nil }
    var defaultValue: ExpressionSyntax?
    if consume("=") {
      guard let value = parseExpression() else { return nil }
      defaultValue = value
    }
    // A trailing `transient` belongs to this parameter unless it starts the next one.
    if atKeyword("transient"), !peek(1).isKeyword("param") {
      advance()
      transient = true
    }
    let bookkeeping = consumeKeyword("bookkeeping")
    return ParameterSyntax(
      name: name, type: type, defaultValue: defaultValue, isTransient: transient, isBookkeeping: bookkeeping,
      range: range(from: start))
  }

  private mutating func parseType() -> TypeSyntax? {
    guard let name = expectName("a type (Bool, Int, or an enum)") else { return nil }
    switch name.text {
    case "Bool": return .bool(name.range)
    case "Int":
      guard at("(") else { return .int(range: nil, name.range) }
      advance()
      guard let (low, _) = expectInteger("the lower bound") else { return nil }
      guard expect("...", "in an Int range such as Int(0...5)") else { return nil }
      guard let (high, _) = expectInteger("the upper bound") else { return nil }
      guard expect(")", "to close the range") else { return nil }
      let typeRange = name.range.union(range(of: tokens[index - 1]))
      guard low <= high else {
        diagnostics.append(.error("empty range \(low)...\(high)", at: typeRange))
        return nil
      }
      guard max(abs(low), abs(high)) <= integerMagnitude else {
        diagnostics.append(
          .error(
            "range \(low)...\(high) goes beyond TipCheck's 32-bit integers (-\(integerMagnitude)...\(integerMagnitude))",
            at: typeRange))
        // Clamped, so that the parameter exists and its uses are not errors too.
        let clamp = { (v: Int) in min(max(v, -integerMagnitude), integerMagnitude) }
        return .int(range: clamp(low)...clamp(high), typeRange)
      }
      return .int(range: low...high, typeRange)
    default: return .named(name)
    }
  }

  private mutating func parseEvent() -> EventSyntax? {
    let start = advance()
    guard let name = expectName("an event name") else { return nil }
    var id: StringLiteral?
    if consumeKeyword("id") {
      guard let value = expectString("the event's id") else { return nil }
      id = value
    }
    return EventSyntax(name: name, id: id, range: range(from: start))
  }

  private mutating func parseHolder() -> HolderSyntax? {
    let start = advance()
    guard let name = expectName("a type name after 'holder'") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    var parameters: [ParameterSyntax] = []
    var events: [EventSyntax] = []
    block("holder '\(name.text)'", members: ["param", "transient", "event"]) { parser in
      if parser.atKeyword("event") {
        guard let event = parser.parseEvent() else { return false }
        events.append(event)
        return true
      }
      guard parser.atKeyword("param") || parser.atKeyword("transient"),
        let parameter = parser.parseParameter()
      else { return false }
      parameters.append(parameter)
      return true
    }
    return HolderSyntax(name: name, parameters: parameters, events: events, range: range(from: start))
  }

  private mutating func parseEnum() -> EnumSyntax? {
    let start = advance()
    guard let name = expectName("an enum name") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    var cases: [Name] = []
    block("enum '\(name.text)'", members: ["case"]) { parser in
      guard parser.consumeKeyword("case") else { return false }
      repeat {
        guard let caseName = parser.expectName("a case name") else { return false }
        cases.append(caseName)
      } while parser.consume(",")
      return true
    }
    return EnumSyntax(name: name, cases: cases, range: range(from: start))
  }

  // MARK: Groups and styles

  private mutating func parseGroup() -> GroupSyntax? {
    let start = advance()
    guard let name = expectName("a group name") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    var priority: Name?
    if current.kind == .identifier {
      priority = Name(text: current.text, range: range(of: current))
      advance()
    } else if at("."), peek(1).kind == .identifier {
      advance()
      priority = Name(text: current.text, range: range(of: current))
      advance()
    }
    var members: [Name] = []
    guard expect("{", "to list the group's tips") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    while !at("}") && !atEnd {
      guard let member = expectName("a tip name") else {
        recover(to: Self.declarationKeywords)
        return nil
      }
      members.append(member)
      _ = consume(",")
    }
    _ = expect("}", "to close the group")
    return GroupSyntax(name: name, priority: priority, members: members, range: range(from: start))
  }

  private mutating func parseStyle() -> StyleSyntax? {
    let start = advance()
    guard let name = expectName("a style name") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    var parameters: [Name] = []
    if consume("(") {
      while !at(")") && !atEnd {
        guard let parameter = expectName("a style parameter name") else {
          recover(to: Self.declarationKeywords)
          return nil
        }
        parameters.append(parameter)
        if consume(":") {
          guard let type = expectName("the parameter's type ('Tip')") else { return nil }
          if type.text != "Tip" {
            diagnostics.append(
              .error("style parameters must have type 'Tip' (a tip type bound at each site)", at: type.range))
          }
        }
        if !consume(",") { break }
      }
      _ = expect(")", "to close the style's parameters")
    }
    var style = StyleSyntax(
      name: name, parameters: parameters, buttons: [], builtInClose: nil, showsActions: false, range: name.range)
    block("style '\(name.text)'", members: Self.styleMemberKeywords) { parser in
      if parser.atKeyword("close") {
        style.builtInClose = parser.range(of: parser.advance())
        return true
      }
      if parser.atKeyword("actions") {
        parser.advance()
        style.showsActions = true
        return true
      }
      guard parser.atKeyword("button") else { return false }
      let buttonStart = parser.advance()
      var id: Name?
      if parser.current.kind == .identifier { id = parser.expectName("a button id") }
      guard let label = parser.expectString("the button's label") else { return false }
      let effects = parser.parseEffectBlock("button \"\(label.value)\"")
      style.buttons.append(
        StyleButtonSyntax(id: id, label: label, effects: effects, range: parser.range(from: buttonStart)))
      return true
    }
    style.range = range(from: start)
    return style
  }

  // MARK: Screens, sites, actions

  private mutating func parseScreen() -> ScreenSyntax? {
    let start = advance()
    guard let name = expectName("a screen name") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    let isInitial = consumeKeyword("initial")
    var screen = ScreenSyntax(name: name, isInitial: isInitial, sites: [], actions: [], onAppear: [], range: name.range)
    block("screen '\(name.text)'", members: Self.screenMemberKeywords) { parser in
      guard parser.current.kind == .identifier else { return false }
      switch parser.current.text {
      case "popover", "inline":
        guard let site = parser.parseSite() else { return false }
        screen.sites.append(site)
      case "button", "tap", "toggle", "swipe", "link", "back", "dismiss", "when":
        guard let action = parser.parseAction() else { return false }
        screen.actions.append(action)
      case "onAppear":
        parser.advance()
        screen.onAppear += parser.parseEffectBlock("onAppear")
      default:
        return false
      }
      return true
    }
    screen.range = range(from: start)
    return screen
  }

  /// `popover "Label" shows Content [style S(p: T)] [dismissable false] [backgroundInteraction] [{ on id { … } }]`
  private mutating func parseSite() -> SiteSyntax? {
    let start = advance()
    let presentation: Site.Presentation = start.text == "popover" ? .popover : .inline
    var label: StringLiteral?
    if current.kind == .string { label = expectString("the anchor's label") }
    guard consumeKeyword("shows") else {
      error("expected 'shows' and what the site presents, found \(currentDescription)")
      return nil
    }
    guard let first = expectName("a tip or a group") else { return nil }
    var content = SiteSyntax.Content.tip(first)
    if consume(".") {
      guard let member = expectName("'currentTip'") else { return nil }
      if member.text != "currentTip" {
        diagnostics.append(
          .error("a site can show a tip or a group's 'currentTip'", at: member.range, hint: "did you mean 'currentTip'?"))
      }
      var cast: Name?
      if consumeKeyword("as") {
        _ = consume("?")
        guard let type = expectName("a tip type after 'as'") else { return nil }
        cast = type
      }
      content = .groupCurrent(first, cast: cast)
    }
    var site = SiteSyntax(
      presentation: presentation, label: label, content: content, style: nil, dismissable: nil, handlers: [],
      range: range(from: start))
    while current.kind == .identifier {
      if atKeyword("style") {
        let styleStart = advance()
        guard let styleName = expectName("a style name") else { return nil }
        var arguments: [(label: Name?, value: Name)] = []
        if consume("(") {
          while !at(")") && !atEnd {
            var argumentLabel: Name?
            if peek(1).isPunctuation(":") {
              argumentLabel = expectName("an argument label")
              advance()
            }
            guard let value = expectName("a tip type") else { return nil }
            // Accept Swift's `Step2Tip.self`.
            if at("."), peek(1).isKeyword("self") {
              advance()
              advance()
            }
            arguments.append((argumentLabel, value))
            if !consume(",") { break }
          }
          guard expect(")", "to close the style's arguments") else { return nil }
        }
        site.style = StyleUseSyntax(name: styleName, arguments: arguments, range: range(from: styleStart))
      } else if atKeyword("dismissable") {
        let optionStart = advance()
        var value = true
        if atKeyword("true") || atKeyword("false") { value = advance().text == "true" }
        site.dismissable = (value, range(from: optionStart))
      } else if atKeyword("backgroundInteraction") {
        let optionStart = advance()
        var value = true
        if atKeyword("true") || atKeyword("false") { value = advance().text == "true" }
        site.backgroundInteraction = (value, range(from: optionStart))
      } else if consumeKeyword("if") {
        guard let condition = parseExpression() else { return nil }
        site.condition = condition
      } else {
        break
      }
    }
    if at("{") {
      block("the site's action handlers", members: ["on"]) { parser in
        guard parser.atKeyword("on") else { return false }
        let handlerStart = parser.advance()
        guard let id = parser.expectName("an action id (or 'any')") else { return false }
        let effects = parser.parseEffectBlock("handler '\(id.text)'")
        site.handlers.append(
          HandlerSyntax(actionID: id.text == "any" ? nil : id, effects: effects, range: parser.range(from: handlerStart)))
        return true
      }
    }
    site.range = range(from: start)
    return site
  }

  /// `button "Label" [described] [id "…"] [assuming "…", …] [if cond] { effects }`,
  /// `tap "Label" …`, `toggle "Label" …`, `when "Label" …`, `anytime "Label" …`, `link "Label" -> Screen`,
  /// `back "Back" -> Screen`, `dismiss "Dismiss" -> Screen`, `swipe next|previous "the pages" …`
  private mutating func parseAction() -> ActionSyntax? {
    let start = advance()
    var forward = true
    if start.text == "swipe" {
      if consumeKeyword("previous") {
        forward = false
      } else if !consumeKeyword("next") {
        error("expected 'next' or 'previous' after 'swipe', found \(currentDescription)")
        return nil
      }
    }
    guard let label = expectString("the \(start.text)'s label") else { return nil }
    let describesControl = consumeKeyword("described")
    if atKeyword("unprompted"), start.text != "when" {
      error("only a 'when' event can be 'unprompted': a control is always the user's")
    }
    let unprompted = consumeKeyword("unprompted")
    if ["link", "back", "dismiss"].contains(start.text) {
      guard expect("->", "and the destination screen after a \(start.text)'s label") else { return nil }
      guard let destination = expectName("a screen name") else { return nil }
      let kind: ActionSyntax.Kind =
        switch start.text {
        case "back": .back(destination)
        case "dismiss": .dismissSheet(destination)
        default: .link(destination)
        }
      var action = ActionSyntax(kind: kind, label: label, condition: nil, effects: [], range: range(from: start))
      action.describesControl = describesControl
      return action
    }
    var identifier: StringLiteral?
    if consumeKeyword("id") {
      guard let value = expectString("the control's accessibility identifier") else { return nil }
      identifier = value
    }
    var assumptions: [StringLiteral] = []
    if consumeKeyword("assuming") {
      repeat {
        guard let assumption = expectString("what this version of the action assumes") else { return nil }
        assumptions.append(assumption)
      } while consume(",")
    }
    var condition: ExpressionSyntax?
    if consumeKeyword("if") {
      guard let expression = parseExpression() else { return nil }
      condition = expression
    }
    let effects = parseEffectBlock("\(start.text) \"\(label.value)\"")
    let kind: ActionSyntax.Kind =
      switch start.text {
      case "tap": .tap
      case "toggle": .toggle
      case "swipe": .swipe(forward: forward)
      case "anytime": .anytime
      case "when": .event
      default: .button
      }
    var action = ActionSyntax(kind: kind, label: label, condition: condition, effects: effects, range: range(from: start))
    action.identifier = identifier
    action.describesControl = describesControl
    action.isUnprompted = unprompted
    action.assumptions = assumptions
    return action
  }

  // MARK: Effects

  /// The optional string before an `either`/`or` block: what taking it assumes.
  private mutating func parseAssumption() -> String? {
    guard current.kind == .string else { return nil }
    return expectString("what the block assumes")?.value
  }

  /// `{ effects }` and nothing after: what a `// tipcheck: does` comment
  /// says a Swift statement does.
  package mutating func parseSaidEffects() -> [EffectSyntax] {
    let effects = parseEffectBlock("'tipcheck: does'")
    if !atEnd { error("expected the end of the comment after what the code does, found \(currentDescription)") }
    return effects
  }

  private mutating func parseEffectBlock(_ context: String) -> [EffectSyntax] {
    var effects: [EffectSyntax] = []
    block(context, members: Self.effectKeywords) { parser in
      guard let effect = parser.parseEffect() else { return false }
      effects.append(effect)
      return true
    }
    return effects
  }

  private mutating func parsePath(_ what: String) -> [Name]? {
    guard let first = expectName(what) else { return nil }
    var names = [first]
    while at("."), peek(1).kind == .identifier {
      advance()
      names.append(Name(text: current.text, range: range(of: current)))
      advance()
    }
    return names
  }

  private mutating func parseEffect() -> EffectSyntax? {
    guard current.kind == .identifier else { return nil }
    let start = current
    switch current.text {
    case "set":
      advance()
      guard let target = parsePath("a parameter such as Tip1.show") else { return nil }
      let op: String
      if consume("=") {
        op = "="
      } else if consume("+=") {
        op = "+="
      } else if consume("-=") {
        op = "-="
      } else {
        error("expected '=' after 'set \(target.map(\.text).joined(separator: "."))', found \(currentDescription)")
        return nil
      }
      guard let value = parseExpression() else { return nil }
      return EffectSyntax(kind: .set(target, operator: op, value), range: range(from: start))
    case "toggle":
      advance()
      guard let target = parsePath("a Bool parameter") else { return nil }
      return EffectSyntax(kind: .toggle(target), range: range(from: start))
    case "donate":
      advance()
      guard let target = parsePath("an event such as Tip1.opened") else { return nil }
      return EffectSyntax(kind: .donate(target), range: range(from: start))
    case "invalidate":
      advance()
      guard let tip = expectName("a tip (or 'tip' for the presented one)") else { return nil }
      var reason: Name?
      if at("."), peek(1).kind == .identifier {
        advance()
        reason = expectName("a reason")
      } else if atKeyword("reason") {
        advance()
        _ = consume(":")
        _ = consume(".")
        reason = expectName("a reason")
      }
      return EffectSyntax(kind: .invalidate(tip, reason: reason), range: range(from: start))
    case "navigate":
      advance()
      guard let screen = expectName("a screen name") else { return nil }
      return EffectSyntax(kind: .navigate(screen), range: range(from: start))
    case "if":
      advance()
      guard enterNesting() else { return nil }
      defer { nesting -= 1 }
      guard let condition = parseExpression() else { return nil }
      let thenEffects = parseEffectBlock("'if'")
      var elseEffects: [EffectSyntax] = []
      if consumeKeyword("else") {
        if atKeyword("if") {
          if let nested = parseEffect() { elseEffects = [nested] }
        } else {
          elseEffects = parseEffectBlock("'else'")
        }
      }
      return EffectSyntax(kind: .conditional(condition, then: thenEffects, else: elseEffects), range: range(from: start))
    case "either":
      advance()
      guard enterNesting() else { return nil }
      defer { nesting -= 1 }
      var assumptions = [parseAssumption()]
      var blocks = [parseEffectBlock("'either'")]
      guard atKeyword("or") else {
        error("expected 'or { … }' after 'either { … }', found \(currentDescription)")
        return nil
      }
      while consumeKeyword("or") {
        assumptions.append(parseAssumption())
        blocks.append(parseEffectBlock("'or'"))
      }
      return EffectSyntax(kind: .either(blocks, assumptions: assumptions), range: range(from: start))
    case "havoc":
      advance()
      guard let target = parsePath("a parameter such as Tip1.show") else { return nil }
      return EffectSyntax(kind: .havoc(target), range: range(from: start))
    default:
      return nil
    }
  }

  // MARK: Configuration, checks, scenarios

  private mutating func parseConfig() -> ConfigSyntax? {
    let start = advance()
    var items: [(key: Name, value: Name)] = []
    block("config", members: Configuration.keys) { parser in
      guard let key = parser.expectName("a setting") else { return false }
      _ = parser.consume(":")
      _ = parser.consume("=")
      _ = parser.consume(".")
      guard let value = parser.expectName("a value for '\(key.text)'") else { return false }
      items.append((key, value))
      return true
    }
    return ConfigSyntax(items: items, range: range(from: start))
  }

  private mutating func parseCheck() -> CheckSyntax? {
    let start = advance()
    var items: [CheckItemSyntax] = []
    repeat {
      guard let item = parseCheckItem() else {
        recover(to: Self.declarationKeywords)
        break
      }
      items.append(item)
    } while consume(",")
    return CheckSyntax(items: items, range: range(from: start))
  }

  /// A hyphenated property name such as `single-tip`, written without spaces.
  private mutating func hyphenated(_ first: String, _ second: String) -> Bool {
    guard atKeyword(first), peek(1).isPunctuation("-"), !peek(1).followsSpace, peek(2).isKeyword(second),
      !peek(2).followsSpace
    else { return false }
    advance()
    advance()
    advance()
    return true
  }

  private mutating func parseCheckItem() -> CheckItemSyntax? {
    let start = current
    var kind: CheckItemSyntax.Kind
    if consumeKeyword("defaults") {
      kind = .defaults
    } else if hyphenated("single", "tip") {
      kind = .singleTip
    } else if hyphenated("no", "deadlock") {
      kind = .noDeadlock
    } else if consumeKeyword("reachable") {
      if current.kind == .string, let name = expectString("a name") {
        guard let expression = parseExpression() else { return nil }
        kind = .reachableState(name, expression)
      } else {
        var tips: [Name] = []
        // A bare `reachable` ends at the next declaration (`scenario "…" {`
        // on the next line), not by taking its keyword as a tip.
        while current.kind == .identifier, !atKeyword("expect"), !isCheckItemStart(current),
          !Self.declarationKeywords.contains(current.text)
        {
          tips.append(Name(text: current.text, range: range(of: current)))
          advance()
          if !(at(",") && peek(1).kind == .identifier && !isCheckItemStart(peek(1))) { break }
          advance()
        }
        kind = .reachableTips(tips)
      }
    } else if consumeKeyword("order") {
      var tips: [Name] = []
      guard let first = expectName("a tip") else { return nil }
      tips.append(first)
      while consume("->") {
        guard let next = expectName("a tip after '->'") else { return nil }
        tips.append(next)
      }
      if tips.count < 2 {
        diagnostics.append(.error("'order' needs at least two tips: order A -> B", at: range(from: start)))
      }
      kind = .order(tips)
    } else if consumeKeyword("invariant") || consumeKeyword("always") {
      guard let name = expectString("the invariant's name") else { return nil }
      guard let expression = parseExpression() else { return nil }
      kind = .invariant(name, expression)
    } else {
      error(
        "expected a property: defaults, single-tip, reachable, order, no-deadlock, invariant, found \(currentDescription)",
        hint: Spelling.hint(for: current.text, among: ["defaults", "single-tip", "reachable", "order", "no-deadlock", "invariant"]))
      return nil
    }
    var expectation: Name?
    if consumeKeyword("expect") {
      guard let value = expectName("'holds' or 'violated'") else { return nil }
      expectation = value
    }
    return CheckItemSyntax(kind: kind, expectation: expectation, range: range(from: start))
  }

  private func isCheckItemStart(_ token: Token) -> Bool {
    token.kind == .identifier && Self.checkKeywords.contains(token.text)
  }

  private mutating func parseScenario() -> ScenarioSyntax? {
    let start = advance()
    guard let name = expectString("the scenario's name") else {
      recover(to: Self.declarationKeywords)
      return nil
    }
    var steps: [StepSyntax] = []
    block("scenario \"\(name.value)\"", members: Self.stepKeywords.union(["expect"])) { parser in
      guard let step = parser.parseStep() else { return false }
      steps.append(step)
      return true
    }
    return ScenarioSyntax(name: name, steps: steps, range: range(from: start))
  }

  private mutating func parseStep() -> StepSyntax? {
    guard current.kind == .identifier else { return nil }
    let start = current
    let action: StepSyntax.Action
    switch current.text {
    case "launch":
      advance()
      action = .launch
    case "expect":
      action = .launch
    case "tap":
      advance()
      guard let label = expectString("the label of what is tapped") else { return nil }
      var tip: Name?
      if consumeKeyword("on") { tip = expectName("a tip") }
      action = .tap(label, on: tip)
    case "close":
      advance()
      guard let tip = expectName("the tip to close") else { return nil }
      action = .close(tip)
    case "action":
      advance()
      guard let id = expectName("an action id") else { return nil }
      guard consumeKeyword("on") else {
        error("expected 'on' and a tip after the action id")
        return nil
      }
      guard let tip = expectName("a tip") else { return nil }
      action = .action(id, on: tip)
    case "dismiss":
      advance()
      guard let tip = expectName("the tip whose popover is dismissed") else { return nil }
      action = .dismiss(tip)
    case "relaunch":
      advance()
      action = .relaunch
    case "wait":
      advance()
      action = .wait
    case "navigate":
      advance()
      guard let screen = expectName("the screen navigated to") else { return nil }
      action = .navigate(screen)
    default:
      return nil
    }
    var expected: [Name]?
    if consumeKeyword("expect") {
      if consumeKeyword("none") {
        expected = []
      } else {
        var tips: [Name] = []
        repeat {
          guard let tip = expectName("a tip, or 'none'") else { return nil }
          tips.append(tip)
        } while consume(",")
        expected = tips
      }
    }
    return StepSyntax(action: action, expected: expected, range: range(from: start))
  }

  // MARK: Expressions

  mutating func parseExpression() -> ExpressionSyntax? {
    guard enterNesting() else { return nil }
    defer { nesting -= 1 }
    return parseBinary(level: 0)
  }

  /// Counts one more level of nesting; false (with an error) past the limit.
  private mutating func enterNesting() -> Bool {
    nesting += 1
    guard nesting <= Self.maximumNesting else {
      nesting -= 1
      nestedTooDeeply()
      return false
    }
    return true
  }

  /// One more level on the tree just parsed; false (with an error) past the limit.
  private mutating func deepen() -> Bool {
    lastDepth += 1
    guard lastDepth <= Self.maximumNesting else {
      nestedTooDeeply()
      return false
    }
    return true
  }

  private mutating func nestedTooDeeply() {
    error(NestingLimit.message, hint: NestingLimit.hint)
    // What follows would only be a cascade of unmatched ')' and '}': stop here.
    index = tokens.count - 1
    abandoned = true
  }

  private static let precedence: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*"],
  ]

  private mutating func parseBinary(level: Int) -> ExpressionSyntax? {
    guard level < Self.precedence.count else { return parseUnary() }
    guard var lhs = parseBinary(level: level + 1) else { return nil }
    var depth = lastDepth
    let operators = Self.precedence[level]
    while current.kind == .punctuation, operators.contains(current.text) {
      let op = advance()
      guard let rhs = parseBinary(level: level + 1) else { return nil }
      lhs = .binary(Name(text: op.text, range: range(of: op)), lhs, rhs)
      // A long chain (`a + a + … + a`) is a deep tree too.
      depth = max(depth, lastDepth) + 1
      guard depth <= Self.maximumNesting else {
        nestedTooDeeply()
        return nil
      }
      // Comparisons do not chain: `a < b < c` is an error in Swift too.
      if level == 2 { break }
    }
    lastDepth = depth
    return lhs
  }

  private mutating func parseUnary() -> ExpressionSyntax? {
    if at("!") || at("-") {
      let op = advance()
      guard enterNesting() else { return nil }
      defer { nesting -= 1 }
      guard let operand = parseUnary() else { return nil }
      guard deepen() else { return nil }
      return .unary(Name(text: op.text, range: range(of: op)), operand, range(from: op))
    }
    return parsePrimary()
  }

  private mutating func parsePrimary() -> ExpressionSyntax? {
    let start = current
    lastDepth = 1
    switch current.kind {
    case .integer:
      guard let (value, valueRange) = expectInteger("a number") else { return nil }
      return .integer(value, valueRange)
    case .identifier where current.text == "true" || current.text == "false":
      advance()
      return .boolean(start.text == "true", range(of: start))
    case .identifier:
      guard let path = parsePath("a name") else { return nil }
      if at("("), !current.followsSpace, path.count == 1 {
        advance()
        var arguments: [ExpressionSyntax] = []
        var depth = 0
        while !at(")") && !atEnd {
          guard let argument = parseExpression() else { return nil }
          arguments.append(argument)
          depth = max(depth, lastDepth)
          if !consume(",") { break }
        }
        guard expect(")", "to close the call") else { return nil }
        lastDepth = depth
        guard deepen() else { return nil }
        return .call(path[0], arguments, range(from: start))
      }
      return .path(path)
    case .punctuation where current.text == "(":
      advance()
      guard let inner = parseExpression() else { return nil }
      guard expect(")", "to close the parenthesis") else { return nil }
      guard deepen() else { return nil }
      return .parenthesized(inner, range(from: start))
    case .punctuation where current.text == ".":
      advance()
      guard let name = expectName("an enum case after '.'") else { return nil }
      return .enumCase(Name(text: name.text, range: range(from: start)))
    default:
      error("expected an expression, found \(currentDescription)")
      return nil
    }
  }
}

extension Configuration {
  /// The settings a `config { … }` block accepts.
  static let keys: Set<String> = [
    "displayFrequency", "relaunch", "dismissOutside", "timePasses", "groupsGateDirectMembers",
    "popoversBlockInteraction", "tipsConfigured", "resetsAtLaunch", "testingShows", "testingHides",
    "displaysPerSite", "frequencyAdmitsEveryNewTip", "firstAvailableKeepsCurrentTip", "popoversPerAnchor",
    "displayCountInvalidatesAtStart",
  ]
}
