#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// UIKit screens. A `UIViewController` subclass is a screen, like a SwiftUI
/// view:
/// - what it shows is what its lifecycle (`viewDidLoad`, `viewDidAppear`, …
///   and the methods they call) presents: a `TipUIPopoverViewController` or
///   a `TipUIView`, normally from a `for await … in tip.shouldDisplayUpdates`
///   loop;
/// - what the user can do there is its controls' `UIAction`s and
///   `#selector` targets;
/// - where it leads is `pushViewController`, `show` and `present`
///   (EffectLowering reads them as `navigate`).
/// The rules and their limits are in docs/swift-frontend.md, "UIKit".
extension SwiftLowering {
  /// UIKit's controller classes an app subclasses.
  static let uikitControllerBases: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
  ]
  /// SwiftUI views that host UIKit.
  static let uikitRepresentables: Set<String> = ["UIViewControllerRepresentable", "UIViewRepresentable"]
  /// The methods UIKit calls as a controller's view loads and appears, in that order.
  static let controllerLifecycle = ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"]
  /// TipKit's UIKit views, which show a tip as a popover or inline.
  static let uikitTipViews: Set<String> = ["TipUIPopoverViewController", "TipUIView"]
  /// Stands for the screen a controller's `dismiss(animated:)` or
  /// `popViewController(animated:)` goes back to, until screens are
  /// assembled (not an identifier: it cannot name a screen).
  static let uikitBackMarker = "<back>"
  /// The destination of SwiftUI's `dismiss()` until screens are assembled:
  /// the screen that presented or pushed this one.
  static let dismissMarker = "<dismiss>"
  /// The streams a UIKit presenter loops over.
  static let tipUpdateStreams: Set<String> = ["shouldDisplayUpdates", "statusUpdates"]

  /// The app's classes that are view controllers, directly or through the
  /// app's own base classes.
  func findControllerTypes() -> Set<String> {
    var found: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for type in index.all where type.kind == .classType && !found.contains(type.name) {
        if !type.inherited.isDisjoint(with: Self.uikitControllerBases) || !type.inherited.isDisjoint(with: found) {
          found.insert(type.name)
          changed = true
        }
      }
    }
    return found
  }

  /// The app's declarations a type inherits methods from, nearest first: its
  /// app superclasses, then, for a controller, the app's extensions of
  /// UIKit's controller classes.
  func inheritedDeclarations(of type: String) -> [String] {
    var chain: [String] = []
    var current = type
    while let swiftType = index.types[current],
      let parent = swiftType.inherited.sorted().first(where: { index.types[$0]?.kind == .classType }),
      parent != type, !chain.contains(parent)
    {
      chain.append(parent)
      current = parent
    }
    if controllerTypes.contains(type) {
      for base in Self.uikitControllerBases.sorted() where index.types[base] != nil && !chain.contains(base) {
        chain.append(base)
      }
    }
    return chain
  }

  // MARK: A controller's content

  /// Reads a controller: presenters its lifecycle starts are sites, its
  /// lifecycle's other effects run as it appears, its controls are moves.
  func walkController(_ type: SwiftType, _ environment: ViewEnvironment, into content: inout ViewContent) {
    // The root tab bar's first tab holds its tabs.
    if let tabs = uikitRootTabs, tabs[0].view == type.name { content.tabGroups.append(tabs) }
    var sites: [SiteSyntax] = []
    var popovers: [(tips: [String], call: FunctionCallExprSyntax, file: Int)] = []
    for name in Self.controllerLifecycle {
      guard let method = method(named: name, in: type.name), let body = method.decl.body else { continue }
      presenters(in: Syntax(body), file: method.file, environment, arguments: [:], calling: [name], sites: &sites, popovers: &popovers)
    }
    sites += collectionTipCells(of: type, environment)
    for site in sites where !content.sites.contains(where: { $0.isSame(as: site) }) { content.sites.append(site) }
    warnAboutConcurrentPopovers(popovers)

    let scope = scope(environment)
    for name in Self.controllerLifecycle {
      guard let method = method(named: name, in: type.name), let body = method.decl.body else { continue }
      let effects = lowerEffects(body.statements, scope.inlining(method.decl, file: method.file))
      guard !effects.isEmpty else { continue }
      if name == "loadView" || name == "viewDidLoad" {
        // Once per controller, not on coming back to it: read as each time it appears.
        warn(
          "TipCheck runs this \(name) each time \(type.name) appears; on a device it runs once per controller, not when the user comes back to it",
          method.decl.name, file: method.file, hint: "viewWillAppear or viewDidAppear runs each time it appears",
          id: "swift.uikit-load-once", gap: ReadingGap(.addsBehaviour, subjects(ofEffects: effects)))
      }
      content.onAppear += effects
    }
    controls(of: type, environment, into: &content)

    // The controllers and views its moves open: for the way back.
    for target in content.moves.flatMap(\.navigations) + content.onAppear.flatMap(\.navigations) {
      guard target != Self.uikitBackMarker, let name = viewTypes.first(where: { SpecPrinter.identifier($0) == target }) else { continue }
      if modalDestinations.contains(name) { content.presented.insert(name) } else { content.pushed.insert(name) }
    }
  }

  /// `TipUIPopoverViewController(tip, sourceItem:)` and `TipUIView(tip)` in
  /// `node` and in the methods it calls (with their arguments bound): the
  /// controller's sites.
  /// `loop`: the `shouldDisplayUpdates` loop a call to the method `node`
  /// is the body of was made in (`for await … { if shouldDisplay {
  /// showHeaderTip() } … }`).
  private func presenters(
    in node: Syntax, file: Int, _ environment: ViewEnvironment, arguments: [String: (ExprSyntax, Int)],
    calling: [String], sites: inout [SiteSyntax], popovers: inout [(tips: [String], call: FunctionCallExprSyntax, file: Int)],
    loop: (loop: ForStmtSyntax, file: Int)? = nil
  ) {
    for descendant in node.descendants() {
      // A tip view made once and shown by the loop: `tipView.isHidden = !shouldDisplay`.
      if let loop = descendant.as(ForStmtSyntax.self), let (creation, creationFile) = hiddenTipView(driven: loop, in: environment.viewType),
        let site = uikitSite(creation, file: creationFile, environment, arguments: [:], drivenBy: (loop, file))
      {
        if !sites.contains(where: { $0.isSame(as: site.node) }) { sites.append(site.node) }
        continue
      }
      guard let call = descendant.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
      let base = call.modifierBase?.memberPath
      if base == nil, Self.uikitTipViews.contains(name) {
        guard let site = uikitSite(call, file: file, environment, arguments: arguments, around: loop) else { continue }
        guard !sites.contains(where: { $0.isSame(as: site.node) }) else { continue }
        sites.append(site.node)
        if name == "TipUIPopoverViewController" { popovers.append((site.tips, call, file)) }
        continue
      }
      guard base == nil || base == ["self"], !calling.contains(name), calling.count < 8,
        let method = method(named: name, in: environment.viewType), let body = method.decl.body
      else { continue }
      var bound: [String: (ExprSyntax, Int)] = [:]
      for (parameter, argument) in Self.arguments(of: call, boundTo: method.decl) {
        // An argument that is itself a parameter of the caller: what the caller was given.
        if let name = argument.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, let outer = arguments[name] {
          bound[parameter] = outer
        } else {
          bound[parameter] = (argument, file)
        }
      }
      presenters(
        in: Syntax(body), file: method.file, environment, arguments: bound, calling: calling + [name], sites: &sites,
        popovers: &popovers, loop: enclosingUpdatesLoop(of: Syntax(call)).map { ($0, file) } ?? loop)
    }
  }

  /// `for await shouldDisplay in tip.shouldDisplayUpdates { tipView.isHidden = !shouldDisplay }`,
  /// or a loop that sets `tableView.tableHeaderView = tipView` and, the
  /// other way, `tableHeaderView = nil` (a footer likewise): the
  /// `TipUIView(…)` the controller made `tipView` with (a stored property's
  /// value, a `lazy var`'s, or an assignment in its code), and its file.
  private func hiddenTipView(driven loop: ForStmtSyntax, in controller: String) -> (FunctionCallExprSyntax, Int)? {
    guard loop.sequence.memberPath?.last == "shouldDisplayUpdates",
      let shown = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    var viewName: String?
    for node in Syntax(loop.body).descendants() {
      guard let assignment = node.assignment,
        let path = assignment.leftOperand.memberPath, path.last == "isHidden", path.count >= 2,
        let negated = assignment.rightOperand.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
        negated.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == shown
      else { continue }
      viewName = path[path.count - 2]
    }
    if viewName == nil {
      var shownAs: (name: String, slot: String)?
      var removed: Set<String> = []
      for node in Syntax(loop.body).descendants() {
        guard let assignment = node.assignment, let slot = assignment.leftOperand.memberPath?.last,
          slot == "tableHeaderView" || slot == "tableFooterView"
        else { continue }
        if assignment.rightOperand.is(NilLiteralExprSyntax.self) {
          removed.insert(slot)
        } else if let name = assignment.rightOperand.memberPath?.last {
          shownAs = (name, slot)
        }
      }
      if let shownAs, removed.contains(shownAs.slot) { viewName = shownAs.name }
    }
    guard let viewName, let type = index.types[controller] else { return nil }
    for (decl, file) in type.members {
      for node in Syntax(decl).descendants() {
        if let binding = node.as(PatternBindingSyntax.self), binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == viewName,
          let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "TipUIView"
        {
          return (call, file)
        }
        if let assignment = node.assignment,
          assignment.leftOperand.memberPath?.last == viewName,
          let call = assignment.rightOperand.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "TipUIView"
        {
          return (call, file)
        }
      }
    }
    return nil
  }

  /// One UIKit tip view as a site, with the warnings its presentation needs.
  /// `drivenBy`: the loop that shows and hides a view made elsewhere.
  func uikitSite(
    _ call: FunctionCallExprSyntax, file: Int, _ environment: ViewEnvironment, arguments: [String: (ExprSyntax, Int)],
    drivenBy: (loop: ForStmtSyntax, file: Int)? = nil, around: (loop: ForStmtSyntax, file: Int)? = nil
  ) -> (node: SiteSyntax, tips: [String])? {
    let isPopover = call.calleeName == "TipUIPopoverViewController"
    guard var argument = call.arguments.first?.expression else { return nil }
    var argumentFile = file
    if let name = argument.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text {
      if let bound = arguments[name] {
        (argument, argumentFile) = bound
      } else if let value = Self.localValue(of: name, before: Syntax(call)) {
        // `guard let tip = self?.wateringTip else { return }` before the loop.
        argument = value
      }
    }
    var inner = environment
    inner.file = argumentFile
    consume(call, file: file)
    guard let shows = siteContent(argument, inner) else {
      warn(
        "TipCheck cannot tell which tip this \(call.calleeName ?? "view") shows; the site is ignored", argument, file: argumentFile,
        hint: "pass a tip instance the controller stores", id: "swift.site-not-read",
        gap: reach(.unknown, from: argument) ?? ReadingGap(.unknown, [.anything]))
      return nil
    }
    let touched = Set(shows.tips.map { ReadingGap.Subject.tip(SpecPrinter.identifier($0)) })
    // Made in a method the loop calls (`showHeaderTip()`), it is the loop's.
    let loop = drivenBy?.loop ?? enclosingUpdatesLoop(of: Syntax(call)) ?? around?.loop
    let loopFile = drivenBy?.file ?? (enclosingUpdatesLoop(of: Syntax(call)) == nil ? around?.file : nil) ?? file
    if loop == nil {
      warn(
        "TipCheck reads this \(call.calleeName ?? "view") as shown whenever its tip can be; it is not driven by 'shouldDisplayUpdates', so on a device it may show at other times",
        call, file: file, hint: "present it from 'for await shouldDisplay in tip.shouldDisplayUpdates'",
        id: "swift.uikit-presentation-not-driven", gap: ReadingGap(.unknown, touched))
    } else if let loop, drivenBy == nil, !Self.removesTipView(loop.body) {
      // TipKit invalidates the tip on ×, but only the app removes the view.
      warn(
        "this loop never removes the tip's \(isPopover ? "popover" : "view"): after × or an invalidation it stays on screen, which TipCheck does not model",
        loop.forKeyword, file: loopFile,
        hint: isPopover ? "dismiss the popover when 'shouldDisplay' is false" : "remove the view when 'shouldDisplay' is false",
        id: "swift.uikit-tip-not-removed", gap: ReadingGap(.unknown, touched))
    }
    if let loop, presenterLoops.insert(range(loop, file: loopFile)).inserted {
      consume(loop, file: loopFile)
      // A presenter that also changes other tips relays on status updates: not modelled.
      // What the site's own call names is its tip (a property named `tip` in two
      // controllers is each one's own, whichever the names resolve to).
      let others = subjects(mentionedIn: Syntax(loop.body)).subtracting(touched).subtracting(subjects(mentionedIn: Syntax(call)))
      if !others.isEmpty {
        warn(
          "TipCheck reads this loop as presenting \(shows.tips.joined(separator: ", ")); what else it changes is not modelled",
          loop.forKeyword, file: loopFile, id: "swift.updates-loop-not-modelled", gap: ReadingGap(.unknown, others))
      }
    }
    let label: String
    if isPopover, var anchor = call.argument("sourceItem") ?? call.argument("sourceView") {
      if let name = anchor.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = arguments[name] {
        anchor = bound.0
      }
      label = controlLabel(anchor, in: environment.viewType)
    } else {
      label = shows.tips.count == 1 ? shows.tips[0] : argument.trimmedDescription
    }
    let origin = range(call, file: file)
    var site = SiteSyntax(
      presentation: isPopover ? .popover : .inline, label: StringLiteral(value: label, range: origin),
      content: shows.shows.syntax(at: origin), handlers: [], range: origin)
    if let closure = call.closure("actionHandler") ?? call.trailingClosure {
      site.handlers = actionHandlers(closure, tips: shows.tips, inner)
    }
    return (site, shows.tips)
  }

  /// Whether a presenter loop takes its view away: `dismiss(…)`,
  /// `removeFromSuperview()`, or a table's header or footer set to `nil`
  /// (`tableView.tableHeaderView = nil`).
  static func removesTipView(_ body: CodeBlockSyntax) -> Bool {
    Syntax(body).descendants().contains { node in
      if ["dismiss", "removeFromSuperview"].contains(node.as(FunctionCallExprSyntax.self)?.calleeName ?? "") { return true }
      guard let assignment = node.assignment, let target = assignment.leftOperand.memberPath?.last else { return false }
      return ["tableHeaderView", "tableFooterView"].contains(target) && assignment.rightOperand.is(NilLiteralExprSyntax.self)
    }
  }

  /// The value a local name was bound to before `node`, in the code around
  /// it up to its function: `guard let tip = self?.hint else { … }`, `if let
  /// tip = …` around it, or `let tip = …`; nil for anything else.
  static func localValue(of name: String, before node: Syntax) -> ExprSyntax? {
    var child = node
    for ancestor in node.ancestors {
      defer { child = ancestor }
      if ancestor.is(FunctionDeclSyntax.self) { return nil }
      if let branch = ancestor.as(IfExprSyntax.self), branch.body.id == child.id {
        for element in branch.conditions {
          if case .optionalBinding(let binding) = element.condition, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
          }
        }
      }
      guard let items = ancestor.as(CodeBlockItemListSyntax.self) else { continue }
      for item in items {
        if item.id == child.id { break }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
          for element in guardStatement.conditions {
            if case .optionalBinding(let binding) = element.condition,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
              return binding.initializer?.value
            }
          }
        }
        if let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
          variable.boundNames == [name]
        {
          return variable.firstBinding?.initializer?.value
        }
      }
    }
    return nil
  }

  /// The `for await … in x.shouldDisplayUpdates` loop around a node, if any.
  private func enclosingUpdatesLoop(of node: Syntax) -> ForStmtSyntax? {
    var current = node.parent
    while let next = current {
      if let loop = next.as(ForStmtSyntax.self), let stream = loop.sequence.memberPath?.last, Self.tipUpdateStreams.contains(stream) {
        return loop
      }
      if next.is(FunctionDeclSyntax.self) { return nil }
      current = next.parent
    }
    return nil
  }

  /// UIKit presents one controller at a time from a controller: of two
  /// popovers that could show together, the second waits or is refused,
  /// depending on timing TipCheck does not model.
  private func warnAboutConcurrentPopovers(_ popovers: [(tips: [String], call: FunctionCallExprSyntax, file: Int)]) {
    guard popovers.count > 1 else { return }
    let tips = Set(popovers.flatMap(\.tips)).sorted()
    guard tips.count > 1 else { return }
    let touched = Set(tips.map { ReadingGap.Subject.tip(SpecPrinter.identifier($0)) })
    for popover in popovers.dropFirst() {
      warn(
        "UIKit presents one popover at a time from a controller; TipCheck models \(tips.joined(separator: ", ")) as able to show together, which a device may refuse",
        popover.call, file: popover.file, hint: "present the next popover after the first is dismissed, or group the tips in a TipGroup",
        id: "swift.uikit-one-presentation", gap: ReadingGap(.unknown, touched))
    }
  }

  /// A `for await … in tip.shouldDisplayUpdates` (or `statusUpdates`) loop
  /// met in effect code. A controller's presenter (its site was read) has
  /// no effect of its own. Any other loop presents or relays in a way
  /// TipCheck does not model: a gap over the tip and what the loop touches.
  func lowerUpdatesLoop(_ loop: ForStmtSyntax, stream: String, _ scope: LoweringScope) -> [EffectVariant] {
    consume(loop, file: scope.file)
    if presenterLoops.contains(range(loop, file: scope.file)) { return [EffectVariant()] }
    if stream == "statusUpdates", let (tip, reactions) = statusRelay(loop, scope) {
      let origin = range(loop, file: scope.file)
      if invalidationHandlerNodes[origin] == nil {
        invalidationHandlerNodes[origin] = lowerStatusRelay(loop, tip: tip, reactions: reactions, scope)
      }
      return [EffectVariant()]
    }
    // A loop that only reads (prints what it gets) does nothing to model.
    if isReadOnly(loop.body) { return [EffectVariant()] }
    let tip = loop.sequence.memberPath?.dropLast().last ?? "a tip"
    warn(
      "TipCheck does not model what this loop over '\(tip).\(stream)' does (a custom presenter, or a relay on status updates); verdicts that depend on it are unknown",
      loop.forKeyword, file: scope.file,
      hint: "present the tip with TipView or .popoverTip, or, in UIKit, with TipUIPopoverViewController or TipUIView from a controller's viewDidAppear",
      id: "swift.updates-loop-not-modelled", gap: reach(.unknown, from: loop) ?? ReadingGap(.unknown, [.anything]))
    return [EffectVariant()]
  }

  // MARK: Controls

  /// The controller's `UIAction`s and `#selector` targets, as taps.
  private func controls(of type: SwiftType, _ environment: ViewEnvironment, into content: inout ViewContent) {
    let scope = scope(environment)
    var seen: Set<String> = []
    for (decl, file) in type.members {
      var inner = scope
      inner.file = file
      if let function = decl.as(FunctionDeclSyntax.self), let selection = Self.rowSelection(function), let body = function.body {
        rowMove(selection, function: function, body: body, inner, environment, into: &content)
        continue
      }
      for node in Syntax(decl).descendants() {
        if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "UIAction", call.modifierBase == nil,
          let closure = call.closure("handler") ?? call.trailingClosure
        {
          let label = actionLabel(call, in: type.name)
          let origin = range(call, file: file)
          let variants = readingAction(origin) { lowerStatements(closure.statements, inner, split: true) }
          appendMoves(kind: .tap, label: ControlLabel(label), variants, origin: origin, environment, into: &content)
          continue
        }
        guard let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
          let target = macro.arguments.first?.expression, let name = selectorName(target),
          let method = method(named: name, in: type.name), let body = method.decl.body
        else { continue }
        let label = selectorLabel(macro, method: name, in: type.name)
        guard seen.insert(label + "\u{0}" + name).inserted else { continue }
        let origin = range(macro, file: file)
        let variants = readingAction(origin) {
          lowerStatements(body.statements, scope.inlining(method.decl, file: method.file), split: true)
        }
        appendMoves(kind: .tap, label: ControlLabel(label), variants, origin: origin, environment, into: &content)
      }
    }
  }

  /// `tableView(_:didSelectRowAt:)` → "table", `collectionView(_:didSelectItemAt:)` → "collection".
  static func rowSelection(_ function: FunctionDeclSyntax) -> String? {
    let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
    switch function.name.text {
    case "tableView" where labels.contains("didSelectRowAt"): return "table"
    case "collectionView" where labels.contains("didSelectItemAt"): return "collection"
    default: return nil
    }
  }

  /// A tap on a row of the controller's table (an item of its collection):
  /// the delegate method's code, as a move. Whether there is a row to tap
  /// depends on data TipCheck does not read, so the move ("a row", which
  /// describes the control) assumes one ("the table has a row"), and a verdict whose trace taps it
  /// rests on that (a gap confined to the move; a UI test stops there).
  private func rowMove(
    _ container: String, function: FunctionDeclSyntax, body: CodeBlockSyntax, _ scope: LoweringScope, _ environment: ViewEnvironment,
    into content: inout ViewContent
  ) {
    let origin = range(function.name, file: scope.file)
    let variants = readingAction(origin) { lowerStatements(body.statements, scope, split: true) }
    guard variants.contains(where: { !$0.effects.isEmpty }) else { return }
    let one = container == "table" ? "a row" : "an item"
    let label = ControlLabel(one, describesControl: true)
    // Rows that are always there (a constant list): the tap is read exactly.
    if alwaysHasRows(container, in: environment.viewType) {
      appendMoves(kind: .tap, label: label, variants, origin: origin, environment, into: &content)
      return
    }
    let assumed = variants.map { variant in
      var variant = variant
      variant.assumptions.insert("the \(container) has \(one)", at: 0)
      return variant
    }
    appendMoves(kind: .tap, label: label, assumed, origin: origin, environment, into: &content)
    let subjects = subjects(ofEffects: variants.flatMap(\.effects))
    guard !subjects.isEmpty else { return }
    warn(
      "TipCheck takes the \(container) to have \(one) to tap; whether it has one depends on data it does not read",
      function.name, file: scope.file, id: "swift.row-assumed", gap: ReadingGap(.addsBehaviour, subjects, confinedTo: [origin]))
  }

  /// `#selector(didTapStart)`, `#selector(Self.didTapStart(_:))` → "didTapStart".
  private func selectorName(_ expression: ExprSyntax) -> String? {
    let expression = expression.unwrapped
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }

  /// What the user sees on a `UIAction`'s control: its title, the title of
  /// the control built with it, or the name of the control it is added to.
  private func actionLabel(_ action: FunctionCallExprSyntax, in controller: String) -> String {
    if let title = action.argument("title")?.stringValue { return title }
    // `UIBarButtonItem(title: "Edit", primaryAction: UIAction { … })`
    if let owner = action.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
      if let title = Self.title(ofControl: owner) { return title }
      // `button.addAction(UIAction { … }, for: .touchUpInside)`
      if owner.calleeName == "addAction", let base = owner.modifierBase { return controlLabel(base, in: controller) }
      // `var configuration = …; configuration.title = "Done"` then
      // `UIButton(configuration: configuration, primaryAction: UIAction { … })`
      if let configuration = owner.argument("configuration")?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let title = Self.titleAssigned(to: configuration, before: Syntax(owner))
      {
        return title
      }
    }
    // `lazy var doneButton: UIButton = { …; return UIButton(…) }()`: the
    // property the closure builds.
    if let name = enclosingPropertyName(of: Syntax(action)) ?? enclosingPropertyName(of: Syntax(action), acrossClosures: true) {
      return controlLabel(name, in: controller)
    }
    return "UIAction"
  }

  /// `configuration.title = "Done"` in the statements around `node`.
  private static func titleAssigned(to configuration: String, before node: Syntax) -> String? {
    var current = node.parent
    while let next = current, !next.is(CodeBlockItemListSyntax.self) { current = next.parent }
    guard let statements = current else { return nil }
    for descendant in statements.descendants() {
      if let assignment = descendant.assignment, assignment.leftOperand.memberPath == [configuration, "title"],
        let title = assignment.rightOperand.stringValue
      {
        return title
      }
    }
    return nil
  }

  /// The label of the control a `#selector` is given to.
  private func selectorLabel(_ macro: MacroExpansionExprSyntax, method: String, in controller: String) -> String {
    guard let call = macro.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return method }
    if let title = Self.title(ofControl: call) { return title }
    if call.calleeName == "addTarget", let base = call.modifierBase { return controlLabel(base, in: controller) }
    if let name = enclosingPropertyName(of: Syntax(call)) { return controlLabel(name, in: controller) }
    return method
  }

  /// `UIBarButtonItem(title: "Edit", …)` → "Edit"; a system item
  /// (`barButtonSystemItem: .add`) → "Add".
  static func title(ofControl call: FunctionCallExprSyntax) -> String? {
    if let title = call.argument("title")?.stringValue { return title }
    if let item = (call.argument("barButtonSystemItem") ?? call.argument("systemItem"))?.memberPath?.last, let first = item.first {
      return first.uppercased() + item.dropFirst()
    }
    return nil
  }

  /// `let editButton = …` around a node: "editButton"; `acrossClosures`,
  /// also around the closure whose statements hold it (`= { … }()`).
  private func enclosingPropertyName(of node: Syntax, acrossClosures: Bool = false) -> String? {
    var current = node.parent
    while let next = current {
      if let binding = next.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      if next.is(MemberBlockItemSyntax.self) || next.is(FunctionDeclSyntax.self) { return nil }
      if next.is(CodeBlockItemSyntax.self), !acrossClosures { return nil }
      current = next.parent
    }
    return nil
  }

  /// What a control shows, from its name in the controller: the `title:` it
  /// is built with or given (`setTitle`, `configuration?.title =`,
  /// `.title =`), else its name. `navigationItem.rightBarButtonItem` is the
  /// control assigned to it.
  func controlLabel(_ expression: ExprSyntax, in controller: String) -> String {
    guard let path = expression.memberPath, let name = path.last else { return anchorLabel(Syntax(expression)) }
    return controlLabel(name, in: controller)
  }

  private func controlLabel(_ name: String, in controller: String, depth: Int = 0) -> String {
    guard depth < 3 else { return name }
    let declarations = ([controller] + inheritedDeclarations(of: controller)).compactMap { index.types[$0] }
    for type in declarations {
      for (decl, _) in type.members {
        for node in Syntax(decl).descendants() {
          if let binding = node.as(PatternBindingSyntax.self), binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self),
            let title = Self.title(ofControl: call)
          {
            return title
          }
          if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "setTitle",
            call.modifierBase?.memberPath?.last == name, let title = call.arguments.first?.expression.stringValue
          {
            return title
          }
          if let assignment = node.assignment,
            let target = assignment.leftOperand.memberPath
          {
            if target.last == "title", target.dropLast().contains(name), let title = assignment.rightOperand.stringValue {
              return title
            }
            // `navigationItem.rightBarButtonItem = editButton`
            if target.last == name, let source = assignment.rightOperand.memberPath?.last, source != name {
              return controlLabel(source, in: controller, depth: depth + 1)
            }
          }
        }
      }
    }
    return name
  }

  // MARK: Tab bar

  /// `window.rootViewController = tabs` with `let tabs = UITabBarController()`
  /// and `tabs.viewControllers = [feed, profile]` (or `setViewControllers`)
  /// in the same delegate method: the tabs, first first, each labelled by
  /// its `tabBarItem`'s title (or its `title`). The first tab's controller
  /// is the root screen and holds the others, as a SwiftUI view holds its
  /// `TabView` (TabScreens.swift): selecting a tab is a move between them.
  /// Nil when a tab is not an app controller TipCheck can name.
  func findUIKitRootTabs() -> [TabScreen]? {
    for root in rootAssignments() {
      if let tabs = subclassRootTabs(root) { return tabs }
      guard let tabsName = root.assignment.rightOperand.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
        localValue(named: tabsName, before: Syntax(root.assignment.rightOperand))?.as(FunctionCallExprSyntax.self)?.calleeName
          == "UITabBarController",
        let body = Self.enclosingFunction(of: Syntax(root.assignment))?.body
      else { continue }
      guard let elements = tabElements(of: tabsName, in: body) else { return coordinatorTabs(tabsName, in: body) }
      return tabs(elements, setIn: body, root.scope, file: root.file)
    }
    return nil
  }

  /// `AppCoordinator(tabBarController: tabs).start()`: the tabs a
  /// coordinator given the delegate's tab bar sets in one of its methods
  /// (`tabBarController.viewControllers = [sailings, tickets]`), each an app
  /// controller, a navigation controller made with one, or an empty one a
  /// child coordinator fills (`SailingsCoordinator(navigationController:
  /// nav).start()`, whose first push is the tab's root).
  private func coordinatorTabs(_ tabsName: String, in body: CodeBlockSyntax) -> [TabScreen]? {
    for call in Syntax(body).descendants().compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
      guard let owner = call.calleeName, let type = index.types[owner],
        let argument = call.arguments.first(where: { $0.expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == tabsName }),
        let label = argument.label?.text, let property = storedFromInitializer(label, in: type)
      else { continue }
      for (decl, file) in type.members {
        guard let method = decl.as(FunctionDeclSyntax.self), let methodBody = method.body,
          let elements = tabElements(of: property, in: methodBody)
        else { continue }
        let scope = LoweringScope(selfType: owner, file: file)
        var tabs: [TabScreen] = []
        for element in elements {
          let view: String
          if case .screen(let screen) = uikitDestination(element, scope) {
            view = screen
          } else if let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text, let filled = childCoordinatorRoot(name, in: methodBody) {
            view = filled
          } else {
            return nil
          }
          let title = element.as(DeclReferenceExprSyntax.self).flatMap { tabTitle(of: $0.baseName.text, in: methodBody) } ?? view
          tabs.append(TabScreen(label: title, view: view, tag: nil, origin: range(element, file: file)))
        }
        return tabs.count >= 2 && Set(tabs.map(\.view)).count == tabs.count ? tabs : nil
      }
    }
    return nil
  }

  /// The stored property an initializer sets from its parameter `label`
  /// (`init(tabBarController: …) { self.tabBarController = tabBarController }`).
  private func storedFromInitializer(_ label: String, in type: SwiftType) -> String? {
    for (decl, _) in type.members {
      guard let initializer = decl.as(InitializerDeclSyntax.self),
        let parameter = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == label })
      else { continue }
      let local = (parameter.secondName ?? parameter.firstName).text
      for node in Syntax(initializer).descendants() {
        guard let assignment = node.assignment, assignment.rightOperand.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == local,
          let target = assignment.leftOperand.memberPath, target.count == 2, target[0] == "self"
        else { continue }
        return target[1]
      }
    }
    return nil
  }

  /// For a local empty `UINavigationController()` given to a child
  /// coordinator (`Child(navigationController: nav)` then `child.start()`):
  /// the controller that coordinator pushes first.
  private func childCoordinatorRoot(_ name: String, in body: CodeBlockSyntax) -> String? {
    guard let last = body.statements.last, let value = localValue(named: name, before: Syntax(last)),
      let navigation = value.unwrapped.as(FunctionCallExprSyntax.self), navigation.calleeName == "UINavigationController",
      navigation.arguments.isEmpty
    else { return nil }
    for call in Syntax(body).descendants().compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
      guard let child = call.calleeName, let type = index.types[child],
        call.arguments.contains(where: { $0.expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == name }),
        let start = type.members.first(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "start" }),
        let startBody = start.decl.as(FunctionDeclSyntax.self)?.body
      else { continue }
      return firstPush(in: Array(startBody.statements), LoweringScope(selfType: child, file: start.file))
    }
    return nil
  }

  /// The tabs a tab bar's `viewControllers` array makes, labelled by each
  /// element's `tabBarItem` title in `body`; nil unless every element is a
  /// distinct app controller, at least two.
  private func tabs(_ elements: [ExprSyntax], setIn body: CodeBlockSyntax, _ scope: LoweringScope, file: Int) -> [TabScreen]? {
    var tabs: [TabScreen] = []
    for element in elements {
      guard case .screen(let view) = uikitDestination(element, scope) else { return nil }
      let label = element.as(DeclReferenceExprSyntax.self).flatMap { tabTitle(of: $0.baseName.text, in: body) } ?? view
      tabs.append(TabScreen(label: label, view: view, tag: nil, origin: range(element, file: file)))
    }
    return tabs.count >= 2 && Set(tabs.map(\.view)).count == tabs.count ? tabs : nil
  }

  /// `window.rootViewController = MainTabBarController()` (or a local made
  /// so), a `UITabBarController` subclass that sets its own tabs
  /// (`viewControllers = [feed, profile]` or `setViewControllers(…)` in its
  /// `viewDidLoad` or an initializer).
  private func subclassRootTabs(_ root: (assignment: InfixOperatorExprSyntax, scope: LoweringScope, file: Int)) -> [TabScreen]? {
    var value = root.assignment.rightOperand.unwrapped
    if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let local = localValue(named: name, before: Syntax(root.assignment.rightOperand))
    {
      value = local.unwrapped
    }
    guard let call = value.as(FunctionCallExprSyntax.self), call.modifierBase == nil, let name = call.calleeName,
      let type = index.types[name], inheritedDeclarations(of: name).contains("UITabBarController") || type.inherited.contains("UITabBarController")
    else { return nil }
    for (decl, file) in type.members {
      let body = decl.as(FunctionDeclSyntax.self).flatMap { $0.name.text == "viewDidLoad" ? $0.body : nil }
        ?? decl.as(InitializerDeclSyntax.self)?.body
      guard let body, let elements = tabElements(of: nil, in: body) else { continue }
      return tabs(elements, setIn: body, LoweringScope(selfType: name, file: file), file: file)
    }
    return nil
  }

  /// Every `….rootViewController = …` in the app's scene and application
  /// delegates, with the scope to read its value in and its file.
  func rootAssignments() -> [(assignment: InfixOperatorExprSyntax, scope: LoweringScope, file: Int)] {
    var found: [(assignment: InfixOperatorExprSyntax, scope: LoweringScope, file: Int)] = []
    for type in index.all where !type.inherited.isDisjoint(with: ["UIWindowSceneDelegate", "UIApplicationDelegate"]) {
      for (decl, file) in type.members {
        for node in Syntax(decl).descendants() {
          guard let assignment = node.assignment, assignment.leftOperand.memberPath?.last == "rootViewController" else { continue }
          found.append((assignment, LoweringScope(selfType: type.name, file: type.file), file))
        }
      }
    }
    return found
  }

  /// The function a node is written in, if any.
  static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
    var current = node.parent
    while let next = current {
      if let function = next.as(FunctionDeclSyntax.self) { return function }
      current = next.parent
    }
    return nil
  }

  /// `tabs.viewControllers = [a, b]` or `tabs.setViewControllers([a, b], animated: …)`;
  /// with no `tabs`, the controller's own (`viewControllers = …`, `self.setViewControllers(…)`).
  private func tabElements(of tabs: String?, in body: CodeBlockSyntax) -> [ExprSyntax]? {
    let owners: [[String]?] = tabs.map { [[$0]] } ?? [nil, ["self"]]
    for node in Syntax(body).descendants() {
      if let assignment = node.assignment, let target = assignment.leftOperand.memberPath, target.last == "viewControllers",
        owners.contains(where: { ($0 ?? []) + ["viewControllers"] == target }),
        let array = assignment.rightOperand.unwrapped.as(ArrayExprSyntax.self)
      {
        return array.elements.map(\.expression)
      }
      if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "setViewControllers",
        owners.contains(where: { $0 == call.modifierBase?.memberPath }),
        let array = call.arguments.first?.expression.unwrapped.as(ArrayExprSyntax.self)
      {
        return array.elements.map(\.expression)
      }
    }
    return nil
  }

  /// `feed.tabBarItem = UITabBarItem(title: "Feed", …)`, `feed.tabBarItem.title = "Feed"` or `feed.title = "Feed"`.
  private func tabTitle(of name: String, in body: CodeBlockSyntax) -> String? {
    for node in Syntax(body).descendants() {
      guard let assignment = node.assignment,
        let path = assignment.leftOperand.memberPath, path.first == name
      else { continue }
      if path == [name, "tabBarItem"], let item = assignment.rightOperand.unwrapped.as(FunctionCallExprSyntax.self),
        item.calleeName == "UITabBarItem", let title = item.argument("title")?.stringValue
      {
        return title
      }
      if path == [name, "tabBarItem", "title"] || path == [name, "title"], let title = assignment.rightOperand.stringValue {
        return title
      }
    }
    return nil
  }

  // MARK: Navigation

  /// Where `pushViewController(x)`, `show(x)` or `present(x)` leads.
  enum UIKitDestination {
    /// An app controller or SwiftUI view: a screen.
    case screen(String)
    /// A system controller (an alert, a share sheet, a tip popover): not a screen.
    case notAScreen
    /// A value TipCheck cannot follow (from a storyboard, a factory).
    case unknown
  }

  func uikitDestination(_ expression: ExprSyntax, _ scope: LoweringScope, depth: Int = 0) -> UIKitDestination {
    let expression = expression.unwrapped
    guard depth < 4 else { return .unknown }
    if let call = expression.as(FunctionCallExprSyntax.self), call.modifierBase == nil, let name = call.calleeName {
      if viewTypes.contains(name) { return .screen(name) }
      switch name {
      case "UINavigationController":
        return call.argument("rootViewController").map { uikitDestination($0, scope, depth: depth + 1) } ?? .unknown
      case "UIHostingController":
        guard let root = call.argument("rootView") else { return .unknown }
        return viewTypes(in: Syntax(root)).first.map(UIKitDestination.screen) ?? .unknown
      default:
        // A type the app does not declare (UIAlertController, SFSafariViewController).
        if name.first?.isUppercase == true, index.types[name] == nil { return .notAScreen }
        return .unknown
      }
    }
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      if let argument = scope.arguments[name] { return uikitDestination(argument, scope, depth: depth + 1) }
      if let value = localValue(named: name, before: Syntax(expression)) { return uikitDestination(value, scope, depth: depth + 1) }
    }
    return .unknown
  }

  /// The initial value of `let name = …` declared before `node` in a block around it.
  func localValue(named name: String, before node: Syntax) -> ExprSyntax? {
    var current = node.parent
    while let next = current {
      if let block = next.as(CodeBlockItemListSyntax.self) {
        for item in block where item.position < node.position {
          guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
            variable.boundNames.first == name, let value = variable.valueExpression
          else { continue }
          return value
        }
      }
      if next.is(FunctionDeclSyntax.self) { return nil }
      current = next.parent
    }
    return nil
  }

  /// A screen's nodes with every `navigate <back>` resolved: to the one
  /// screen that leads to it; with several (or none), which one is meant
  /// depends on how the user came, which TipCheck does not track: the
  /// step is left out, said where it is.
  func resolvingBack(_ sites: [SiteSyntax], screen: String, parents: [String]) -> [SiteSyntax] {
    sites.map { site in
      var site = site
      for index in site.handlers.indices {
        site.handlers[index].effects = resolvingBack(site.handlers[index].effects, screen: screen, parents: parents)
      }
      return site
    }
  }

  func resolvingBack(_ moves: [ActionSyntax], screen: String, parents: [String]) -> [ActionSyntax] {
    moves.map { move in
      var move = move
      move.effects = resolvingBack(move.effects, screen: screen, parents: parents)
      return move
    }
  }

  /// SwiftUI's `dismiss()` on a screen nothing presents or pushes (the
  /// app's first) does nothing, as on a device; `screenKnown` is false for
  /// code that runs on no screen of its own (a delayed closure), where the
  /// screen it dismisses cannot be told.
  func resolvingBack(_ effects: [EffectSyntax], screen: String, parents: [String], screenKnown: Bool = true) -> [EffectSyntax] {
    effects.compactMap { effect in
      effect.replacingNavigations { destination, origin in
        // A presenting item set to nil: back from its own screens, nothing elsewhere.
        if destination.text.hasPrefix(Self.closeMarker) {
          let closed = destination.text.dropFirst(Self.closeMarker.count).split(separator: ",").map(String.init)
          if screenKnown, !closed.contains(SpecPrinter.identifier(screen)) { return nil }
          if screenKnown, parents.count == 1 { return .navigate(SpecPrinter.identifier(parents[0]), at: origin) }
        } else if destination.text != Self.uikitBackMarker && destination.text != Self.dismissMarker {
          return EffectSyntax(kind: .navigate(destination), range: origin)
        }
        if parents.count == 1 { return .navigate(SpecPrinter.identifier(parents[0]), at: origin) }
        if parents.isEmpty, screenKnown, destination.text == Self.dismissMarker { return nil }
        diagnostics.append(
          Diagnostic.warning(
            "TipCheck cannot tell which screen this goes back to from \(screen) (\(parents.isEmpty ? "no screen leads here" : "several screens lead here")); the step is left out, and the user's Back is modelled",
            at: origin
          ).with(id: "swift.uikit-back-from-code", gap: ReadingGap(.unknown, [.navigation])))
        return nil
      }
    }
  }

  /// A UIKit app's first controller: `window.rootViewController = …` in its
  /// scene or application delegate (of a tab bar controller, its first tab's;
  /// of an empty navigation controller, what a coordinator pushes first).
  func uikitRootController() -> String? {
    if let tabs = uikitRootTabs { return tabs[0].view }
    for root in rootAssignments() {
      if case .screen(let name) = uikitDestination(root.assignment.rightOperand, root.scope) { return name }
    }
    return coordinatorBranches.first?.view
  }
}
#endif
