#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// What one SwiftUI view shows and lets the user do, including the views
/// it embeds (but not the views it navigates to).
struct ViewContent {
  /// Helpers read at their one use (ViewHelpers.swift), by name.
  var helpersRead: Set<String> = []

  /// An `.onAppear` under a condition TipCheck reads (ConditionalAppearance.swift).
  struct Appearing {
    var condition: ExpressionSyntax
    var effects: [EffectSyntax]
    var call: FunctionCallExprSyntax
    var file: Int
    var touched: Set<ReadingGap.Subject>
  }
  var appearing: [Appearing] = []

  struct Navigation {
    /// The text the link shows, or its description (a row showing data).
    var label: ControlLabel
    var destination: String
    var isSheet: Bool
    var origin: SourceRange
    /// Selecting a tab: the tabs link to each other, with no "Back".
    var isTab = false
    /// A link under an `if` over a modelled flag: a guarded move.
    var condition: ExpressionSyntax? = nil
  }

  var sites: [SiteSyntax] = []
  var moves: [ActionSyntax] = []
  var onAppear: [EffectSyntax] = []
  var navigations: [Navigation] = []
  /// Views embedded (directly or not).
  var embedded: Set<String> = []
  /// Views presented by a flag (`.sheet(isPresented:)`), reached by moves.
  var presented: Set<String> = []
  /// Views pushed by a flag (`.navigationDestination(isPresented:)`).
  var pushed: Set<String> = []
  /// Relay edges: a site showing `from` whose style binds `to`.
  var relays: [(from: String, to: String)] = []
  /// `.sheet` and `.popover` presentations in this view (modelled as screens
  /// of their own, which a device does not do: docs/swift-frontend.md).
  var sheets: [(modifier: TokenSyntax, file: Int, destinations: [String])] = []
  /// The tabs of each `TabView` here, first tab first (TabScreens.swift).
  var tabGroups: [[TabScreen]] = []

  var isEmpty: Bool { sites.isEmpty && moves.isEmpty && onAppear.isEmpty && navigations.isEmpty }
}

/// Where in the view tree the walk is.
struct ViewEnvironment {
  var viewType: String
  var file: Int
  /// The `.tipViewStyle` in effect: the style, its arguments (tips, by
  /// their spec names) and the tip types it binds.
  var style: (name: String, arguments: [(label: String?, value: String)], tips: [String])?
  /// `.tipBackgroundInteraction(.enabled)` around here: popovers inside let
  /// the rest of the screen be used.
  var backgroundInteraction = false
  /// `.accessibilityIdentifier("…")` on the `Button` being walked.
  var accessibilityIdentifier: String?
  /// Properties of an embedded view bound by its parent (`FeatureA(tips: tips)`).
  var groupBindings: [String: String] = [:]
  var tipBindings: [String: String] = [:]
  /// Views being walked, outermost first (no infinite embedding).
  var stack: [String] = []
  /// The `if`, `switch` and `TabView` constructs of the view code around
  /// this point, outermost first, with their files: what is under them is
  /// read as always on screen. `exactSites` marks an `if let tip =
  /// group.currentTip`, whose sites are read exactly (they show the group's
  /// current tip), its controls not.
  var enclosing: [(keyword: TokenSyntax, file: Int, exactSites: Bool)] = []
  /// Names bound by such an `if let` (or a view's property given one), to
  /// what a site showing them shows, and the label of such a site.
  var currentTipAliases: [String: (shows: SiteShows, tips: [String], label: String)] = [:]
  /// Names bound by any other `if let` around here: they hide a stored tip
  /// of the same name.
  var hiddenNames: Set<String> = []
  /// A component's closure and string properties bound by its parent
  /// (`BigButton(title: "Play") { … }`).
  var closures: [String: BoundClosure] = [:]
  var strings: [String: String] = [:]
  /// A component's `Bool` and `Int` properties given literals by its parent.
  var literals: [String: ExpressionSyntax] = [:]
  /// Readable conditions of the `if`s around this point in view code (over
  /// flags TipCheck models), as `.tipspec` expressions: the sites and
  /// controls under them are there only while they hold.
  var conditions: [ExpressionSyntax] = []
  /// Readable conditions of the `.disabled` modifiers around this point:
  /// the controls under them can be used only while none holds (sites stay).
  var disabledBy: [ExpressionSyntax] = []

  /// When a control here can be used: the conditions around it hold and
  /// nothing disables it.
  var controlCondition: ExpressionSyntax? {
    .all(conditions + disabledBy.map { condition in
      if case .binary = condition { return .not(.parenthesized(condition, condition.range), at: condition.range) }
      return .not(condition, at: condition.range)
    })
  }
}

extension SwiftLowering {
  /// Reads a view and everything it embeds.
  func content(ofView name: String) -> ViewContent {
    var content = ViewContent()
    guard let type = index.types[name] else { return content }
    var environment = ViewEnvironment(viewType: name, file: type.file, stack: [name])
    environment.literals = uniformLiterals(of: name)
    environment.groupBindings = uniformGroupBindings(of: name)
    // A root view the App creates once (`Onboarding(onFinish: { showOnboarding = false })`):
    // the closures it is given are the App's code.
    if let creation = appCreation(of: name) {
      var caller = environment
      caller.file = creation.file
      bindClosuresAndStrings(
        creation.call, of: type, LoweringScope(selfType: creation.app, file: creation.file), caller, into: &environment)
    }
    walkView(type, environment, into: &content)
    // Once per screen, with the views it embeds read: their moves too.
    runAppearancesOnChange(in: &content, of: name)
    return content
  }

  /// The one call creating a view, when it is in the App's body.
  func appCreation(of view: String) -> (call: FunctionCallExprSyntax, app: String, file: Int)? {
    guard let creations = viewCreations[view], creations.count == 1, let call = creations.first,
      let app = Self.enclosingTypeName(of: Syntax(call)), let type = index.types[app], type.inherited.contains("App")
    else { return nil }
    for (decl, file) in type.members where Syntax(decl).descendants().contains(where: { $0.id == Syntax(call).id }) {
      return (call, app, file)
    }
    return nil
  }

  func walkView(_ type: SwiftType, _ environment: ViewEnvironment, into content: inout ViewContent) {
    if controllerTypes.contains(type.name) { return walkController(type, environment, into: &content) }
    content.onAppear += initialChangeEffects(in: type.name)
    // A method that builds a navigation destination is that destination's
    // code, not this view's (read by `destinations(under:)`).
    let builders = destinationBuilders(of: type)
    let helpers = inlinedHelpers(of: type.name)
    var skipped: [(decl: DeclSyntax, file: Int, name: String)] = []
    for (decl, file) in type.members {
      if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self) { continue }
      if let function = decl.as(FunctionDeclSyntax.self), builders.contains(function.name.text) { continue }
      // A view builder with parameters is read where it is called, with them bound.
      if let function = decl.as(FunctionDeclSyntax.self), Self.isViewBuilder(function) { continue }
      // A helper used once is read where it is used (ViewHelpers.swift).
      if let name = Self.helperName(decl), helpers[name] != nil {
        skipped.append((decl, file, name))
        continue
      }
      var inner = environment
      inner.file = file
      walk(Syntax(decl), inner, into: &content)
    }
    // One whose use the walk did not reach is read where it is declared, as before.
    for helper in skipped where !content.helpersRead.contains(helper.name) {
      var inner = environment
      inner.file = helper.file
      walk(Syntax(helper.decl), inner, into: &content)
    }
  }

  func walk(_ node: Syntax, _ environment: ViewEnvironment, into content: inout ViewContent) {
    if let call = node.as(FunctionCallExprSyntax.self), handle(call, environment, into: &content) { return }
    if let branch = node.as(IfExprSyntax.self) {
      // `if hasOnboarded { Lists() } else { Welcome() }` over a flag TipCheck models.
      if let condition = readableViewCondition(branch, environment) {
        var body = environment
        body.conditions.append(condition)
        walk(Syntax(branch.body), body, into: &content)
        if let other = branch.elseBody {
          var otherwise = environment
          otherwise.conditions.append(.not(condition, at: condition.range))
          walk(Syntax(other), otherwise, into: &content)
        }
        return
      }
      // `if let recipe = store.recipe(id: recipeID)` on a screen only the
      // rows of that list open: always there (ElementLookups.swift).
      if lookupAlwaysFinds(branch, environment) {
        var body = environment
        for element in branch.conditions {
          guard let name = element.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          body.hiddenNames.insert(name)
          body.currentTipAliases[name] = nil
        }
        walk(Syntax(branch.body), body, into: &content)
        return
      }
      let bound = bindings(branch, environment)
      // An `if` over state TipCheck does not read: a flag of its own.
      if bound.aliases.isEmpty, bound.others.isEmpty, let flag = unreadConditionFlag(branch, environment) {
        var body = environment
        body.conditions.append(flag)
        walk(Syntax(branch.body), body, into: &content)
        if let other = branch.elseBody {
          var otherwise = environment
          otherwise.conditions.append(.not(flag, at: flag.range))
          walk(Syntax(other), otherwise, into: &content)
        }
        return
      }
      // `if let tip = tips.currentTip { TipView(tip) }` is `TipView(tips.currentTip)`.
      var body = environment
      body.enclosing.append((branch.ifKeyword, environment.file, bound.onlyCurrentTip))
      body.currentTipAliases.merge(bound.aliases) { $1 }
      body.hiddenNames.subtract(bound.aliases.keys)
      body.hiddenNames.formUnion(bound.others)
      // A nested `if let tip = other` hides an outer `tip` bound to a current tip.
      for name in bound.others { body.currentTipAliases[name] = nil }
      for condition in branch.conditions { walk(Syntax(condition), environment, into: &content) }
      walk(Syntax(branch.body), body, into: &content)
      if let other = branch.elseBody {
        var otherwise = environment
        otherwise.enclosing.append((branch.ifKeyword, environment.file, false))
        walk(Syntax(other), otherwise, into: &content)
      }
      return
    }
    if readHelperUse(node, environment, into: &content) { return }
    // A helper of the view (`banner`, `startButton()`) is read where it is
    // declared; used under an `if`, what it holds is under that `if`.
    if !environment.enclosing.isEmpty, let name = node.as(DeclReferenceExprSyntax.self)?.baseName.text,
      helperHoldsSitesOrControls(name, in: environment.viewType)
    {
      noteConditional(environment, gap: helperGap(name, in: environment.viewType))
    }
    if let choice = node.as(SwitchExprSyntax.self), readSwitch(choice, environment, into: &content) { return }
    var inner = environment
    if let branch = node.as(SwitchExprSyntax.self) { inner.enclosing.append((branch.switchKeyword, environment.file, false)) }
    for child in node.children(viewMode: .sourceAccurate) { walk(child, inner, into: &content) }
  }

  func scope(_ environment: ViewEnvironment) -> LoweringScope {
    var scope = LoweringScope(selfType: environment.viewType, file: environment.file)
    scope.controlView = environment.viewType
    scope.tipVariables = environment.tipBindings
    scope.presentationFlags = presentationFlags(in: environment.viewType)
    scope.tabSelections = tabSelectionsByView[environment.viewType] ?? [:]
    scope.closures = environment.closures
    scope.values.merge(environment.literals) { own, _ in own }
    scope.navigationPaths = navigationPaths(in: environment.viewType)
    scope.shadowed = environment.hiddenNames
    scope.groupBindings = environment.groupBindings
    for (name, alias) in environment.currentTipAliases {
      // `if let first = tips.currentTip as? FirstTip`: `first` is that tip.
      if alias.tips.count == 1, case .groupCurrent(_, cast: _?) = alias.shows {
        scope.tipVariables[name] = alias.tips[0]
      } else {
        scope.shadowed.insert(name)
        if let group = alias.shows.anyCurrentTipOf { scope.currentTipGroups[name] = group }
      }
    }
    return scope
  }

  /// Handles the calls that matter; false lets the walk go into the call.
  private func handle(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent)
    -> Bool
  {
    let name = call.calleeName ?? ""
    let base = call.modifierBase
    let file = environment.file
    switch name {
    case "tipViewStyle" where base != nil:
      var inner = environment
      inner.style = styleBinding(call, environment)
      if let base { walk(Syntax(base), inner, into: &content) }
      return true
    case "accessibilityIdentifier" where base != nil:
      // Only a Button's own identifier (through other modifiers): a
      // container's does not name the buttons inside it.
      var inner = environment
      var root = base.map(ExprSyntax.init)
      while let call = root?.as(FunctionCallExprSyntax.self), let next = call.modifierBase { root = ExprSyntax(next) }
      if root?.as(FunctionCallExprSyntax.self)?.calleeName == "Button",
        let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
        literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
      {
        inner.accessibilityIdentifier = text
      }
      if let base { walk(Syntax(base), inner, into: &content) }
      return true
    case "tipBackgroundInteraction" where base != nil:
      // `.enabled` lets the background be used; `.automatic`, `.hidden` and
      // `.disabled` keep TipKit's blocking (S15). Anything else is not read.
      var inner = environment
      switch call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
      case "enabled": inner.backgroundInteraction = true
      case "automatic", "hidden", "disabled": inner.backgroundInteraction = false
      default:
        warn(
          "TipCheck cannot read this background interaction; popovers inside block the screen behind them", call,
          file: file, hint: "write '.tipBackgroundInteraction(.enabled)'", id: "swift.background-interaction-not-read",
          gap: ReadingGap(.unknown, [.anything]))
      }
      if let base { walk(Syntax(base), inner, into: &content) }
      return true
    case "popoverTip" where base != nil, "TipView" where base == nil:
      if let site = site(call, environment, into: &content) {
        content.sites.append(site)
        let argument = call.arguments.first?.expression
        noteConditional(
          environment, showsAlias: argument.map { alias(of: $0, environment) != nil } ?? false,
          gap: ReadingGap(.unknown, subjects(of: site), confinedTo: [site.range]))
      }
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "onTapGesture" where base != nil:
      if let closure = call.closure("perform") ?? call.trailingClosure {
        let label = base.map { anchorLabel(Syntax($0)) } ?? "Tap"
        let origin = range(call, file: file)
        let variants = readingAction(origin) { lowerStatements(closure.statements, scope(environment), split: true) }
        appendMoves(kind: .tap, label: ControlLabel(label), variants, origin: origin, environment, into: &content)
        if variants.contains(where: { !$0.effects.isEmpty }) {
          noteConditional(
            environment,
            gap: ReadingGap(.addsBehaviour, subjects(ofEffects: variants.flatMap(\.effects)), confinedTo: [origin]))
        }
      }
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "onDelete" where base != nil:
      // `ForEach(store.books) { … }.onDelete { offsets in store.delete(at: offsets) }`: a row's
      // swipe to delete, a move while the list has a row (ElementCounts.swift).
      guard let closure = call.closure("perform") ?? call.trailingClosure, let forEach = base?.as(FunctionCallExprSyntax.self),
        forEach.calleeName == "ForEach", let data = forEach.arguments.first(where: { $0.label == nil })?.expression,
        let count = rowCountReference(data, scope(environment))
      else { break }
      var rows = environment
      let at = range(data, file: file)
      rows.conditions.append(.binary(">=", .reference(count, at: at), .integer(1, at), at: at))
      let origin = range(call, file: file)
      let variants = readingAction(origin) { lowerStatements(closure.statements, scope(rows), split: true) }
      appendMoves(kind: .button, label: ControlLabel("Delete"), variants, origin: origin, rows, into: &content)
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "onAppear" where base != nil, "task" where base != nil:
      var appearing: [EffectSyntax] = []
      if let closure = call.closure("perform") ?? call.closure("action") ?? call.trailingClosure {
        appearing = lowerEffects(closure.statements, scope(environment))
      } else if let reference = (call.argument("perform") ?? call.argument("action"))?.memberPath?.last,
        let function = method(named: reference, in: environment.viewType), let body = function.decl.body
      {
        // `.onAppear(perform: setup)`: the method's body.
        var inner = scope(environment)
        inner.file = function.file
        inner.inlining = [reference]
        appearing = lowerEffects(body.statements, inner)
      }
      content.onAppear += conditionalAppearance(appearing, call, environment, into: &content)
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "onChange" where base != nil, "onReceive" where base != nil, "onSubmit" where base != nil,
      "refreshable" where base != nil, "onOpenURL" where base != nil:
      if let closure = call.closure("perform") ?? call.closure("action") ?? call.trailingClosure,
        Syntax(closure).mentions(modelNames)
      {
        eventMoves(name, call, closure, environment, into: &content)
      }
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "onDisappear" where base != nil:
      for closure in call.allClosures where Syntax(closure).mentions(modelNames) {
        warn(
          "TipCheck does not model '.\(name)'; what it does to tips is ignored", call.modifierName, file: file,
          id: "swift.modifier-not-modelled", gap: reach(.unknown, from: closure) ?? .inert)
        consume(closure, file: file)
      }
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "sheet" where base != nil, "fullScreenCover" where base != nil, "navigationDestination" where base != nil,
      "popover" where base != nil:
      // The presented view is a screen of its own, reached by a move (or,
      // for `navigationDestination(for:)`, by the links with a value).
      let closure = call.allClosures.last ?? ClosureExprSyntax(statements: [])
      let valueType = call.argument("for")?.memberPath?.dropLast().last
      let built = destinationBuilderBodies(closure, in: environment.viewType, valueType: valueType).flatMap { viewTypes(in: $0) }
      if !(name == "navigationDestination" && call.argument("for") != nil) {
        for destination in built {
          if name == "navigationDestination" { content.pushed.insert(destination) } else { content.presented.insert(destination) }
        }
        if name == "sheet" || name == "popover", let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName {
          content.sheets.append((modifier, file, built))
        }
      } else {
        // Reached by `path.append(value)` on a stack around this view.
        for destination in built where pathDestinations.contains(destination) {
          content.pushed.insert(destination)
        }
      }
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "disabled" where base != nil:
      // What `.disabled` reads is a condition, not an effect.
      consume(call.arguments, file: file)
      // False at every state of the model (a flag raised only while a call
      // runs): the controls are enabled wherever the user can tap them.
      // Or over typed text only, which filling the form makes false (TypedText.swift).
      if let condition = call.arguments.first?.expression,
        valueBetweenMoves(condition) == false || typingEnables(condition, in: environment.viewType)
      {
        if let base { walk(Syntax(base), environment, into: &content) }
        return true
      }
      // True at every state (a flag lowered only while a call runs), or over
      // flags TipCheck models (AppState.swift): the controls under it wait for its negation.
      if let condition = call.arguments.first?.expression,
        let disabled = valueBetweenMoves(condition) == true
          ? .boolean(true, range(condition, file: file)) : readableCondition(condition, environment)
      {
        var inner = environment
        inner.disabledBy.append(disabled)
        if let base { walk(Syntax(base), inner, into: &content) }
        return true
      }
      // Every control under it (a button, a toggle, a link, a tap, a component) is read as enabled.
      let controls = base.map { Syntax($0).descendants().compactMap { $0.as(FunctionCallExprSyntax.self) } } ?? []
      let isControl: (FunctionCallExprSyntax) -> Bool = { call in
        let name = call.calleeName ?? ""
        return ["Button", "Toggle", "NavigationLink", "onTapGesture"].contains(name)
          || (call.modifierBase == nil && self.viewTypes.contains(name))
      }
      if let base, controls.contains(where: isControl), var gap = reach(.addsBehaviour, from: base) {
        // Confined to the buttons it disables when they are all it holds.
        if controls.filter(isControl).allSatisfy({ $0.calleeName == "Button" }) {
          gap.confinedTo = Set(controls.filter(isControl).map { range($0, file: file) })
        }
        warn(
          "TipCheck does not model '.disabled'; what it disables is treated as always enabled", call.modifierName, file: file,
          id: "swift.disabled-ignored", gap: gap)
      }
      if let base { walk(Syntax(base), environment, into: &content) }
      return true
    case "Button" where base == nil:
      guard let button = ButtonParts(call) else { return false }
      var variants: [EffectVariant] = []
      // `Button(title, action: action)` in a component: the closure its parent passed.
      let bound = button.method.flatMap { environment.closures[$0] }
      // `Button { onTap() } label: { Text(label) }`: declared where the parent passes `onTap`.
      let calledClosure = button.closure?.statements.singleValue?.as(FunctionCallExprSyntax.self)
        .flatMap { $0.calledExpression.as(DeclReferenceExprSyntax.self) }.flatMap { environment.closures[$0.baseName.text] }
      let origin = (bound ?? calledClosure)?.origin ?? range(call, file: file)
      var label = ControlLabel(button.label)
      if button.isUnlabelled {
        if let text = Syntax(call).tokens(viewMode: .sourceAccurate).lazy.compactMap({ environment.strings[$0.text] }).first {
          label = ControlLabel(text)
        } else {
          label = describedControl(button.labelSource)
        }
      }
      readingAction(origin) {
        if let bound {
          variants = lowerStatements(bound.closure.statements, bound.scope, split: true)
        } else if let closure = button.closure {
          variants = lowerStatements(closure.statements, scope(environment), split: true)
        } else if let method = button.method, let function = self.method(named: method, in: environment.viewType),
          let body = function.decl.body
        {
          var inner = scope(environment)
          inner.file = function.file
          inner.inlining = [method]
          variants = lowerStatements(body.statements, inner, split: true)
        }
      }
      // `Button(model.isLastStep ? "Finish" : "Next")` over state TipCheck reads:
      // the button says one title or the other, as the condition holds.
      if let titles = button.labelSource?.as(ExprSyntax.self)?.unwrapped.as(TernaryExprSyntax.self),
        let shown = titles.thenExpression.stringValue, let otherwise = titles.elseExpression.stringValue,
        let condition = readableCondition(titles.condition, environment)
      {
        consume(titles.condition, file: file)
        for (title, holds) in [(shown, condition), (otherwise, .not(condition, at: condition.range))] {
          var inner = environment
          inner.conditions.append(holds)
          appendMoves(
            kind: .button, label: ControlLabel(title), variants, origin: origin, inner, identifier: environment.accessibilityIdentifier,
            into: &content)
        }
      } else {
        appendMoves(
          kind: .button, label: label, variants, origin: origin, environment,
          identifier: environment.accessibilityIdentifier, into: &content)
      }
      if variants.contains(where: { !$0.effects.isEmpty }) {
        noteConditional(
          environment,
          gap: ReadingGap(.addsBehaviour, subjects(ofEffects: variants.flatMap(\.effects)), confinedTo: [origin]))
      }
      // Sites inside the button's label (a popover anchored on it).
      for closure in call.additionalTrailingClosures { walk(Syntax(closure.closure), environment, into: &content) }
      if button.closure != call.trailingClosure, let trailing = call.trailingClosure {
        walk(Syntax(trailing), environment, into: &content)
      }
      return true
    case "ForEach" where base == nil, "List" where base == nil:
      // A list whose count the model holds: its rows are there while it has one (ElementCounts.swift).
      if let data = call.arguments.first(where: { $0.label == nil })?.expression, !data.is(ClosureExprSyntax.self),
        let count = rowCountReference(data, scope(environment))
      {
        let at = range(data, file: file)
        var inner = environment
        inner.conditions.append(.binary(">=", .reference(count, at: at), .integer(1, at), at: at))
        for child in Syntax(call).children(viewMode: .sourceAccurate) { walk(child, inner, into: &content) }
        return true
      }
      // A list whose data may be empty: its rows are assumed (RowCounts.swift).
      guard let data = call.arguments.first(where: { $0.label == nil })?.expression,
        !data.is(ClosureExprSyntax.self), !listAlwaysHasElements(data, in: environment.viewType),
        let keyword = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
      else { return false }
      var inner = environment
      inner.enclosing.append((keyword, file, false))
      for child in Syntax(call).children(viewMode: .sourceAccurate) { walk(child, inner, into: &content) }
      return true
    case "Toggle" where base == nil:
      guard let move = toggleMove(call, environment, scope(environment)) else { return false }
      content.moves.append(move)
      noteConditional(
        environment, gap: ReadingGap(.addsBehaviour, subjects(of: move), confinedTo: [range(call, file: file)]))
      return true
    case "TabView" where base == nil:
      if readPager(call, environment, into: &content) { return true }
      if let tabs = tabScreens(call, file: file) {
        // The first tab is on screen with this view; the others are screens.
        walk(tabs[0].node, environment, into: &content)
        content.tabGroups.append(tabs.map(\.tab))
        return true
      }
      guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName else { return false }
      var inner = environment
      inner.enclosing.append((callee, file, false))
      for child in Syntax(call).children(viewMode: .sourceAccurate) { walk(child, inner, into: &content) }
      return true
    case "NavigationLink" where base == nil:
      navigationLink(call, environment, into: &content)
      return true
    default:
      break
    }
    if base == nil, viewTypes.contains(name), let child = index.types[name] {
      embed(child, call, environment, into: &content)
      return true
    }
    if base == nil || base?.memberPath == ["self"], let builder = viewBuilder(named: name, in: environment.viewType),
      !environment.stack.contains("func " + name)
    {
      callViewBuilder(builder, call, environment, into: &content)
      return true
    }
    return false
  }

  /// A move per version of an action that changes the model; an action read
  /// only in part stays a move with no effect (a scenario can tap it).
  func appendMoves(
    kind: ActionSyntax.Kind, label: ControlLabel, _ variants: [EffectVariant], origin: SourceRange, _ environment: ViewEnvironment,
    identifier: String? = nil, into content: inout ViewContent
  ) {
    if variants.allSatisfy({ $0.effects.isEmpty }), record.actionsWithGaps.contains(origin) {
      content.moves.append(move(kind, label, EffectVariant(), origin: origin, environment, identifier: identifier))
    }
    for variant in variants where !variant.effects.isEmpty {
      content.moves.append(move(kind, label, variant, origin: origin, environment, identifier: identifier))
    }
  }

  /// A control on screen while the view's readable conditions around it
  /// hold: one version of it, which says what it assumes apart from its label.
  func move(
    _ kind: ActionSyntax.Kind, _ label: ControlLabel, _ variant: EffectVariant, origin: SourceRange,
    _ environment: ViewEnvironment, identifier: String? = nil
  ) -> ActionSyntax {
    var action = ActionSyntax(
      kind: kind, label: StringLiteral(value: label.text, range: origin),
      identifier: identifier.map { StringLiteral(value: $0, range: origin) }, condition: environment.controlCondition,
      effects: variant.effects, range: origin)
    action.describesControl = label.describesControl
    action.assumptions = variant.assumptionLiterals(at: origin)
    return action
  }

  /// An `.onAppear` of content under `if`s runs when the screen appears
  /// with the condition holding (read as such for a condition TipCheck
  /// reads), and also when the condition becomes true on screen, which is
  /// not modelled: a misses-behaviour gap. Under a condition it cannot
  /// read, the effects run with the screen, a gap that may be wrong either way.
  private func conditionalAppearance(
    _ effects: [EffectSyntax], _ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent
  ) -> [EffectSyntax] {
    guard !effects.isEmpty, !(environment.conditions.isEmpty && environment.enclosing.isEmpty) else { return effects }
    let touched = subjects(ofEffects: effects)
    if !environment.enclosing.isEmpty {
      warn(
        "TipCheck runs this .\(call.calleeName ?? "onAppear") when the screen appears, though it is under a condition it does not read",
        call.modifierName, file: environment.file, id: "swift.appearance-condition", gap: ReadingGap(.unknown, touched))
      return effects
    }
    guard let condition = ExpressionSyntax.all(environment.conditions) else { return effects }
    // Also when a move on this screen makes the condition true (ConditionalAppearance.swift).
    content.appearing.append(
      ViewContent.Appearing(condition: condition, effects: effects, call: call, file: environment.file, touched: touched))
    return [.when(condition, then: effects, at: range(call, file: environment.file))]
  }

  /// Whether an `if`'s branches use a helper of the view (a property or
  /// method) that holds sites or controls: read where it is declared, not
  /// under the `if`.
  func branchesUseSiteHelpers(_ branch: IfExprSyntax, _ environment: ViewEnvironment) -> Bool {
    var branches = [Syntax(branch.body)]
    if let other = branch.elseBody { branches.append(Syntax(other)) }
    let inlined = inlinedHelpers(of: environment.viewType)
    return branches.contains { body in
      body.descendants().contains { node in
        node.as(DeclReferenceExprSyntax.self).map {
          inlined[$0.baseName.text] == nil && helperHoldsSitesOrControls($0.baseName.text, in: environment.viewType)
        } ?? false
      }
    }
  }

  /// `switch model.step { case .intro: … case .done: … default: … }` over a
  /// value TipCheck reads (an enum model variable): each case's content under
  /// `step == .intro`, the `default` under none of the named cases. False
  /// when the subject or a case pattern is not read (a payload, a `where`).
  func readSwitch(_ choice: SwitchExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent) -> Bool {
    let at = range(choice.subject, file: environment.file)
    let matches: ([String]) -> ExpressionSyntax?
    if let subject = try? lowerExpression(choice.subject, scope(environment)), case .path = subject {
      matches = { .isOneOf(subject, $0, at: at) }
    } else if let read = enumMemberRead(choice.subject, scope(environment)), read.keysAreIndices {
      // `switch model.currentStep` of `steps[step]` (IndexedCases.swift).
      matches = { names in read.condition(at: at) { if case .enumCase(let name) = $0 { names.contains(name) } else { false } } }
    } else {
      return false
    }
    var cases: [(names: [String]?, body: Syntax, bound: Set<String>)] = []
    for case .switchCase(let switchCase) in choice.cases {
      switch switchCase.label {
      case .case(let label):
        // `.loaded(let books)`: the case; what it binds is no value of the model.
        let names = label.caseItems.compactMap { item -> String? in item.whereClause == nil ? item.enumCaseName : nil }
        guard names.count == label.caseItems.count else { return false }
        cases.append((names, Syntax(switchCase.statements), Set(label.caseItems.flatMap { item in
          Syntax(item.pattern).descendants().compactMap { $0.as(IdentifierPatternSyntax.self)?.identifier.text }
        })))
      case .default: cases.append((nil, Syntax(switchCase.statements), []))
      @unknown default: return false
      }
    }
    let named = cases.compactMap(\.names).flatMap { $0 }
    consume(choice.subject, file: environment.file)
    for entry in cases {
      var inner = environment
      let condition: ExpressionSyntax?
      if let names = entry.names {
        condition = matches(names).map { .parenthesized($0, at) }
      } else {
        condition = matches(named).map(ExpressionSyntax.negation(of:))
      }
      if let condition { inner.conditions.append(condition) }
      inner.hiddenNames.formUnion(entry.bound)
      walk(entry.body, inner, into: &content)
    }
    return true
  }

  /// The condition of an `if` in view code as a `.tipspec` expression, when
  /// every part of it is an expression TipCheck reads over parameters (a
  /// view's modelled flag, a tip's parameter), not over what tips show.
  func readableViewCondition(_ branch: IfExprSyntax, _ environment: ViewEnvironment) -> ExpressionSyntax? {
    // A helper property or method of the view used under it is read where it
    // is declared, not under the condition: then the `if` is not read exactly.
    if branchesUseSiteHelpers(branch, environment) { return nil }
    var parts: [ExpressionSyntax] = []
    for element in branch.conditions {
      guard case .expression(let condition) = element.condition, let part = readableCondition(condition, environment)
      else { return nil }
      parts.append(part)
    }
    guard let condition = ExpressionSyntax.all(parts) else { return nil }
    for element in branch.conditions { consume(element, file: environment.file) }
    return condition
  }

  /// A condition in view code as a `.tipspec` expression over parameters
  /// (not over what tips show), if TipCheck reads every part of it.
  func readableCondition(_ condition: ExprSyntax, _ environment: ViewEnvironment) -> ExpressionSyntax? {
    if let lowered = try? lowerExpression(condition, scope(environment)),
      lowered.calledFunctions.isDisjoint(with: ["available", "visible", "invalidated", "shown", "displayCount"])
    {
      return lowered
    }
    // Over flags at one value between moves (lowered by a `defer`, or never written).
    return valueBetweenMoves(condition).map { .boolean($0, range(condition, file: environment.file)) }
  }

  // MARK: Sites

  private func site(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent)
    -> SiteSyntax?
  {
    let file = environment.file
    let isPopover = call.calleeName == "popoverTip"
    guard var argument = call.arguments.first?.expression else { return nil }
    // `.popoverTip(showTips ? tip : nil)`: the tip, with its condition said.
    if let choice = argument.unwrapped.as(TernaryExprSyntax.self) {
      let (then, otherwise) = (choice.thenExpression.unwrapped, choice.elseExpression.unwrapped)
      if otherwise.is(NilLiteralExprSyntax.self) || then.is(NilLiteralExprSyntax.self) {
        argument = otherwise.is(NilLiteralExprSyntax.self) ? then : otherwise
        warn(
          "TipCheck reads this site as always showing its tip; it does not model the condition, so a verdict may differ on a device",
          choice.condition, file: file, hint: "a condition on app state can be a tip rule ('#Rule(Self.$isReady) { $0 }') instead",
          id: "swift.site-condition", gap: reach(.unknown, from: argument) ?? ReadingGap(.unknown, [.anything]))
      }
    }
    consume(argument, file: file)
    guard let shows = siteContent(argument, environment) else {
      warn(
        "TipCheck cannot tell which tip this \(isPopover ? "popover" : "TipView") shows; the site is ignored",
        argument, file: file, hint: "show a tip instance, 'Tip()', or 'group.currentTip'", id: "swift.site-not-read",
        gap: reach(.unknown, from: argument) ?? ReadingGap(.unknown, [.anything]))
      return nil
    }
    let label: String
    if let base = call.modifierBase {
      label = anchorLabel(Syntax(base))
    } else {
      // A name bound by `if let tip = tips.currentTip` is labelled as what it stands for.
      label = shows.tips.count == 1 ? shows.tips[0] : alias(of: argument, environment)?.label ?? argument.trimmedDescription
    }
    let origin = range(call, file: file)
    var site = SiteSyntax(
      presentation: isPopover ? .popover : .inline, label: StringLiteral(value: label, range: origin),
      content: shows.shows.syntax(at: origin), condition: .all(environment.conditions), handlers: [], range: origin)
    if let style = environment.style {
      site.style = Self.styleUse(style, at: origin)
      for from in shows.tips { for to in style.tips { content.relays.append((from, to)) } }
    }
    if isPopover && environment.backgroundInteraction { site.backgroundInteraction = (true, origin) }
    if let closure = call.closure("action") ?? (call.trailingClosure) {
      site.handlers = actionHandlers(closure, tips: shows.tips, environment)
    }
    return site
  }

  /// `style S(label: T)` at a site.
  static func styleUse(_ style: (name: String, arguments: [(label: String?, value: String)], tips: [String]), at origin: SourceRange)
    -> StyleUseSyntax
  {
    StyleUseSyntax(
      name: Name(text: style.name, range: origin),
      arguments: style.arguments.map { (label: $0.label.map { Name(text: $0, range: origin) }, value: Name(text: $0.value, range: origin)) },
      range: origin)
  }

  /// What a site presents (a tip, or a group's current tip), and the tips that can be it.
  func siteContent(_ expression: ExprSyntax, _ environment: ViewEnvironment) -> (shows: SiteShows, tips: [String])? {
    let expression = expression.unwrapped
    if let alias = alias(of: expression, environment) { return (alias.shows, alias.tips) }
    if let cast = expression.as(AsExprSyntax.self) {
      guard let group = siteContent(cast.expression, environment)?.shows.anyCurrentTipOf else { return nil }
      let tip = cast.type.baseName
      guard tipTypeSet.contains(tip) else { return nil }
      return (.groupCurrent(group, cast: SpecPrinter.identifier(tip)), [tip])
    }
    let scope = scope(environment)
    if expression.memberPath?.last == "currentTip" {
      guard let group = currentTipGroup(expression, scope) else { return nil }
      return (.groupCurrent(group.specName, cast: nil), group.members)
    }
    if let tip = tipReference(expression, scope) { return (.tip(SpecPrinter.identifier(tip)), [tip]) }
    return nil
  }

  /// `.tipViewStyle(ChainedTipStyle(nextTip: Step2Tip.self))`.
  private func styleBinding(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment)
    -> (name: String, arguments: [(label: String?, value: String)], tips: [String])?
  {
    guard let argument = call.arguments.first?.expression.unwrapped else { return nil }
    consume(argument, file: environment.file)
    // `.card`, `.card(next: B.self)`: a shorthand the app declares in
    // `extension TipViewStyle where Self == CardTipStyle`.
    let shorthandCall = argument.as(FunctionCallExprSyntax.self)
    let shorthand = (shorthandCall?.calledExpression ?? argument).as(MemberAccessExprSyntax.self)
    var resolved: (name: String, arguments: LabeledExprListSyntax)?
    if let shorthand, shorthand.base == nil {
      let member = shorthand.declName.baseName.text
      if Self.builtInStyles.contains(member) { return nil }
      if let style = styleShorthands[member] { resolved = (style, shorthandCall?.arguments ?? []) }
    } else if let styleCall = shorthandCall, let name = styleCall.calleeName, styleTypes.contains(name) {
      resolved = (name, styleCall.arguments)
    }
    guard let (name, styleArguments) = resolved else {
      warn(
        "TipCheck cannot find this TipViewStyle in the sources; the site keeps TipKit's built-in style",
        argument, file: environment.file, id: "swift.style-not-found",
        gap: call.modifierBase.flatMap { reach(.unknown, from: $0) } ?? ReadingGap(.unknown, [.anything]))
      return nil
    }
    var arguments: [(label: String?, value: String)] = []
    var tips: [String] = []
    for element in styleArguments {
      guard let path = element.expression.memberPath, path.count == 2, path[1] == "self", tipTypeSet.contains(path[0]) else {
        if element.expression.trimmedDescription.hasSuffix(".self") {
          warn(
            "'\(element.expression.trimmedDescription)' is not a tip type TipCheck knows", element, file: environment.file,
            id: "swift.style-argument", gap: ReadingGap(.unknown, [.anything]))
        }
        continue
      }
      arguments.append((element.label.map { SpecPrinter.identifier($0.text) }, SpecPrinter.identifier(path[0])))
      tips.append(path[0])
    }
    // Optional parameters left out or passed `nil`: the style's variant without them.
    let declared = styleParameters[name] ?? []
    let given = Set(styleArguments.compactMap { element in
      element.expression.unwrapped.is(NilLiteralExprSyntax.self) ? nil : element.label?.text
    })
    let omitted = Set(declared.filter { $0.isOptional && !given.contains($0.name) }.map(\.name))
    if !omitted.isEmpty, arguments.count == declared.count - omitted.count {
      styleVariants.insert(StyleVariant(style: name, omitting: omitted))
      return (SpecPrinter.identifier(Self.styleVariantName(name, omitting: omitted)), arguments, tips)
    }
    return (SpecPrinter.identifier(name), arguments, tips)
  }

  /// TipKit's own styles (`.automatic`, iOS 18's `.miniTip`).
  static let builtInStyles: Set<String> = ["automatic", "miniTip"]

  /// `extension TipViewStyle where Self == CardTipStyle { static var card: Self }`:
  /// shorthand name → the style type.
  func findStyleShorthands() -> [String: String] {
    var found: [String: String] = [:]
    for file in files {
      for node in Syntax(file.tree).descendants() {
        guard let extensionDecl = node.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.baseName == "TipViewStyle",
          let requirement = extensionDecl.genericWhereClause?.requirements.first?.requirement.as(SameTypeRequirementSyntax.self),
          requirement.leftType.trimmedDescription == "Self"
        else { continue }
        let style = requirement.rightType.trimmedDescription
        guard styleTypes.contains(style) else { continue }
        for member in extensionDecl.memberBlock.members {
          if let variable = member.decl.as(VariableDeclSyntax.self), variable.isStatic, let name = variable.boundNames.first {
            found[name] = style
          } else if let function = member.decl.as(FunctionDeclSyntax.self),
            function.modifiers.contains(where: { $0.name.text == "static" })
          {
            found[function.name.text] = style
          }
        }
      }
    }
    return found
  }

  /// The site's `action:` closure, split by `if action.id == "…"`.
  func actionHandlers(_ closure: ClosureExprSyntax, tips: [String], _ environment: ViewEnvironment) -> [HandlerSyntax] {
    var handlers: [HandlerSyntax] = []
    var general: [EffectSyntax] = []
    dispatch(
      Array(closure.statements), on: closure.parameterNames.first ?? "$0", ids: tips.flatMap(actionIDs(of:)),
      scope(environment), into: &handlers, general: &general)
    if !general.isEmpty {
      handlers.insert(HandlerSyntax(actionID: nil, effects: general, range: range(closure, file: environment.file)), at: 0)
    }
    return handlers
  }

  /// Reads the statements of an action handler, where `parameter` is the
  /// `Tips.Action`: `if parameter.id == "…"` chains and `switch
  /// parameter.id` make a handler per id; a call passing the action on
  /// (`model.handle(action, for: bottle)`, the view-model idiom) is read in
  /// the called function, its parameter standing for the action, also
  /// inside a `Task { … }`; any other statement runs for every action.
  private func dispatch(
    _ statements: [CodeBlockItemSyntax], on parameter: String, ids allIDs: [String], _ scope: LoweringScope,
    into handlers: inout [HandlerSyntax], general: inout [EffectSyntax]
  ) {
    func handler(_ id: String, _ effects: [EffectSyntax], _ origin: SourceRange) {
      handlers.append(HandlerSyntax(actionID: Name(text: Self.actionIdentifier(id), range: origin), effects: effects, range: origin))
    }
    for item in statements {
      let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      if let ifExpression = expression?.as(IfExprSyntax.self), actionID(ifExpression.conditions, parameter) != nil {
        var handled: [String] = []
        var current: IfExprSyntax? = ifExpression
        while let branch = current, let id = actionID(branch.conditions, parameter) {
          handler(id, lowerEffects(branch.body.statements, scope), range(branch, file: scope.file))
          handled.append(id)
          switch branch.elseBody {
          case .ifExpr(let nested): current = nested
          case .codeBlock(let block):
            for other in allIDs where !handled.contains(other) {
              handler(other, lowerEffects(block.statements, scope), range(block, file: scope.file))
            }
            current = nil
          default: current = nil
          }
        }
        continue
      }
      if let switchExpression = expression?.as(SwitchExprSyntax.self),
        switchExpression.subject.memberPath == [parameter, "id"]
      {
        var handled: [String] = []
        for case .switchCase(let switchCase) in switchExpression.cases {
          let effects = lowerEffects(switchCase.statements, scope)
          let origin = range(switchCase, file: scope.file)
          switch switchCase.label {
          case .case(let label):
            for item in label.caseItems {
              if let id = item.pattern.as(ExpressionPatternSyntax.self).flatMap({ actionIDValue($0.expression) }) {
                handler(id, effects, origin)
                handled.append(id)
              }
            }
          case .default:
            for other in allIDs where !handled.contains(other) { handler(other, effects, origin) }
          @unknown default: break
          }
        }
        continue
      }
      // `Task { await model.handle(action) }`: read inside, at once, as effects are.
      if let call = expression?.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        Self.immediateClosureCalls.contains(name), name != "asyncAfter", call.allClosures.count == 1,
        let closure = call.allClosures.first,
        Syntax(closure).descendants().contains(where: { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter })
      {
        dispatch(Array(closure.statements), on: parameter, ids: allIDs, scope, into: &handlers, general: &general)
        continue
      }
      if let call = expression?.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        call.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }),
        let (body, inner) = inlinedCall(call, name: name, basePath: call.modifierBase?.memberPath, scope),
        let passed = inner.arguments.first(where: { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter })?.key
      {
        dispatch(Array(body.statements), on: passed, ids: allIDs, inner, into: &handlers, general: &general)
        continue
      }
      general += lowerEffects([item], scope)
    }
  }

  /// `action.id == "next"` (either way round).
  private func actionID(_ conditions: ConditionElementListSyntax, _ parameter: String) -> String? {
    guard conditions.count == 1, case .expression(let condition) = conditions.first?.condition,
      let infix = condition.unwrapped.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    if infix.leftOperand.memberPath == [parameter, "id"] { return actionIDValue(infix.rightOperand) }
    if infix.rightOperand.memberPath == [parameter, "id"] { return actionIDValue(infix.leftOperand) }
    return nil
  }

  /// The ids of a tip's `Action`s.
  func actionIDs(of tip: String) -> [String] {
    guard let type = index.types[tip] else { return [] }
    var ids: [String] = []
    for (decl, _) in type.members {
      guard let variable = decl.as(VariableDeclSyntax.self), variable.boundNames.first == "actions" else { continue }
      for node in Syntax(variable).descendants() {
        if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Action",
          let id = call.argument("id").flatMap(actionIDValue) ?? (call.argument("id") == nil ? call.argument("title")?.stringValue : nil)
        {
          ids.append(id)
        }
      }
    }
    return ids
  }

  /// A button whose label shows data, not a string TipCheck can read:
  /// `label: { TrailRow(trail: trail) }` is "a trail row", `Text(item.name)`
  /// is "the button showing item.name".
  func describedControl(_ source: Syntax?, noun: String = "button") -> ControlLabel {
    guard let source else { return ControlLabel("a \(noun)", describesControl: true) }
    let calls = source.descendants().compactMap { $0.as(FunctionCallExprSyntax.self) }
    if let view = calls.lazy.compactMap(\.calleeName).first(where: viewTypes.contains) {
      let words = Self.words(ofTypeName: view)
      let article = words.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      return ControlLabel("\(article) \(words)", describesControl: true)
    }
    if let text = calls.first(where: { ["Text", "Label"].contains($0.calleeName ?? "") }),
      let shown = text.unlabeledArguments.first
    {
      return ControlLabel("the \(noun) showing \(shown.trimmedDescription.prefix(40))", describesControl: true)
    }
    return ControlLabel("a \(noun)", describesControl: true)
  }

  /// `TrailRow` → "trail row", `URLCell` → "url cell".
  static func words(ofTypeName name: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (position, character) in characters.enumerated() {
      let startsWord =
        character.isUppercase && !current.isEmpty
        && (!(characters[position - 1].isUppercase)
          || (position + 1 < characters.count && characters[position + 1].isLowercase))
      if startsWord {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }.joined(separator: " ")
  }

  /// What the anchor of a modifier says: `Text("Target A")` → "Target A".
  func anchorLabel(_ node: Syntax) -> String {
    var current = node
    while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase { current = Syntax(base) }
    if let text = current.firstStringLiteral { return text }
    if let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeName { return name }
    return current.trimmedDescription.prefix(30).description
  }

  // MARK: Navigation and embedding

  private func navigationLink(_ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent) {
    var destinationNode: Syntax?
    var labelNode: Syntax?
    let condition = environment.controlCondition
    if let destination = call.argument("destination") {
      destinationNode = Syntax(destination)
      labelNode = call.unlabeledArguments.first.map(Syntax.init) ?? call.trailingClosure.map(Syntax.init)
        ?? call.argument("label").map(Syntax.init)
    } else if let labelClosure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
      destinationNode = call.trailingClosure.map(Syntax.init)
      labelNode = Syntax(labelClosure.closure)
    } else if call.argument("value") != nil {
      labelNode = call.unlabeledArguments.first.map(Syntax.init) ?? call.trailingClosure.map(Syntax.init)
      destinationNode = nil
    } else {
      labelNode = call.unlabeledArguments.first.map(Syntax.init)
      destinationNode = call.trailingClosure.map(Syntax.init)
    }
    // The text the link shows; a row showing data is described (“a trail row”).
    let shown = labelNode.flatMap { $0.firstStringLiteral }.map { ControlLabel($0) } ?? describedControl(labelNode, noun: "link")
    var destinations = destinationNode.map(viewTypes(in:)) ?? []
    if destinationNode == nil, let value = call.argument("value") {
      // The view a `.navigationDestination(for:)` here (or in a view embedded
      // here) opens for the value; else one declared anywhere in the app (a
      // link in a list embedded in the stack's root view).
      destinations = self.destinations(of: value, among: self.destinations(under: environment.viewType))
      if destinations.isEmpty { destinations = self.destinations(of: value, among: appDestinations) }
      if destinations.count > 1 {
        warn(
          "TipCheck cannot tell which view this link opens; it links to each of \(destinations.joined(separator: ", "))",
          call, file: environment.file, id: "swift.link-ambiguous", gap: ReadingGap(.addsBehaviour, [.navigation]))
      }
    }
    if destinations.isEmpty, Syntax(call).mentions(modelNames) || destinationNode != nil {
      // Unless it opens a view of the app that cannot reach a tip
      // (`RelevantFiles`): the screen behind it changes nothing TipCheck checks.
      if let destinationNode, !createsInertView(destinationNode) {
        warn(
          "TipCheck cannot tell which view this link opens; the link is ignored", call, file: environment.file,
          id: "swift.link-not-resolved", gap: ReadingGap(.missesBehaviour, [.navigation]))
      }
    }
    for destination in destinations {
      var navigation = ViewContent.Navigation(
        label: shown, destination: destination, isSheet: false, origin: range(call, file: environment.file))
      navigation.condition = condition
      content.navigations.append(navigation)
    }
    // Under an `if`, a link matters to the tour when where it leads does something with tips.
    // Under an `if`, a link matters even to a screen without tips: coming back runs onAppear again.
    if !destinations.isEmpty {
      noteConditional(environment, gap: ReadingGap(.addsBehaviour, [.navigation], confinedTo: [range(call, file: environment.file)]))
    }
    if let labelNode { walk(labelNode, environment, into: &content) }
  }

  private func embed(_ child: SwiftType, _ call: FunctionCallExprSyntax, _ environment: ViewEnvironment, into content: inout ViewContent) {
    content.embedded.insert(child.name)
    // Closures passed to the child (`Card { … }`) are the parent's code.
    for closure in call.allClosures { walk(Syntax(closure), environment, into: &content) }
    guard !environment.stack.contains(child.name) else { return }
    var inner = ViewEnvironment(viewType: child.name, file: child.file, style: environment.style, stack: environment.stack + [child.name])
    // What is around the embedding is around the child's sites too.
    inner.enclosing = environment.enclosing
    inner.conditions = environment.conditions
    inner.disabledBy = environment.disabledBy
    let parentScope = scope(environment)
    bindClosuresAndStrings(call, of: child, parentScope, environment, into: &inner)
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      if let path = argument.expression.memberPath, path.count <= 2 {
        let property = path.last ?? ""
        if let bound = environment.groupBindings[property] {
          inner.groupBindings[label] = bound
        } else if let group = group(named: property, in: environment.viewType) {
          inner.groupBindings[label] = group.specName
        }
      }
      if let tip = tipReference(argument.expression, parentScope) {
        inner.tipBindings[label] = tip
        consume(argument, file: environment.file)
      }
      if inner.groupBindings[label] != nil { consume(argument, file: environment.file) }
      // `TipCard(tip: tip)` under `if let tip = tips.currentTip`: the card's `tip` is the group's current tip.
      if let alias = alias(of: argument.expression, environment) { inner.currentTipAliases[label] = alias }
    }
    walkView(child, inner, into: &content)
  }

  /// View types created in a subtree (`Detail()`, `Detail(item: x)`).
  func viewTypes(in node: Syntax) -> [String] {
    var found: [String] = []
    for descendant in node.descendants() {
      if let call = descendant.as(FunctionCallExprSyntax.self), call.modifierBase == nil, let name = call.calleeName,
        viewTypes.contains(name), !found.contains(name)
      {
        found.append(name)
      }
    }
    return found
  }

  /// Whether a subtree creates a type the app declares in a file not read.
  func createsInertView(_ node: Syntax) -> Bool {
    !inertTypes.isEmpty
      && node.descendants().contains { descendant in
        guard let call = descendant.as(FunctionCallExprSyntax.self), call.modifierBase == nil, let name = call.calleeName
        else { return false }
        return inertTypes.contains(name)
      }
  }

  /// `.sheet(isPresented: $flag) { Detail() }`: flag → Detail.
  func presentationFlags(in viewType: String) -> [String: String] {
    if let cached = presentationFlagCache[viewType] { return cached }
    var flags: [String: String] = [:]
    for (decl, _) in index.types[viewType]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self),
          ["sheet", "fullScreenCover", "navigationDestination", "popover"].contains(call.calleeName ?? ""),
          let binding = call.argument("isPresented") ?? call.argument("item"),
          let flag = binding.memberPath?.last.map({ $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }),
          let closure = call.allClosures.last, let destination = viewTypes(in: Syntax(closure)).first
        else { continue }
        flags[flag] = SpecPrinter.identifier(destination)
      }
    }
    presentationFlagCache[viewType] = flags
    return flags
  }
}
#endif
