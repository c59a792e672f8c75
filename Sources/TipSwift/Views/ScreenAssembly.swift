#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

extension SwiftLowering {
  /// The whole app as `.tipspec` declarations. Whole-model properties
  /// (single-tip, no-deadlock) are reported at the initial screen.
  func lower() -> SpecDocument {
    classify()
    warnAboutConditionalCompilation()
    var nodes: [SpecNode] = []
    nodes += configurationNodes()
    for name in enumsUsed { if let declaration = lowerEnum(name) { nodes.append(.declaration(declaration)) } }
    for name in holderTypes { if let declaration = lowerHolder(name) { nodes.append(.declaration(declaration)) } }
    nodes += sharedStorageNodes()
    for name in tipTypes { if let declaration = lowerTip(name) { nodes.append(.declaration(declaration)) } }
    for group in groups {
      let at = group.range
      nodes.append(
        .declaration(
          .group(
            GroupSyntax(
              name: Name(text: group.specName, range: at), priority: Name(text: group.priority.rawValue, range: at),
              members: group.members.map { Name(text: SpecPrinter.identifier($0), range: at) }, range: at))))
    }
    for name in styleTypes { if let declaration = lowerStyle(name) { nodes.append(.declaration(declaration)) } }
    var (screens, relays) = screenNodes()
    for variant in styleVariants.sorted(by: { Self.styleVariantName($0.style, omitting: $0.omitting) < Self.styleVariantName($1.style, omitting: $1.omitting) }) {
      if let declaration = lowerStyle(variant.style, omitting: variant.omitting) { nodes.append(.declaration(declaration)) }
    }
    // An object made afresh with its screen starts at its literals there.
    let resets = appStateResets()
    for position in screens.indices {
      guard case .declaration(.screen(var screen)) = screens[position], let reset = resets[screen.name.text] else { continue }
      screen.onAppear = reset + screen.onAppear
      screens[position] = .declaration(.screen(screen))
    }
    // View conditions TipCheck cannot read start each launch with any value.
    let (conditionNodes, atLaunch) = conditionFlagNodes()
    if !atLaunch.isEmpty {
      for position in screens.indices {
        guard case .declaration(.screen(var screen)) = screens[position], screen.isInitial else { continue }
        screen.onAppear = atLaunch + screen.onAppear
        screens[position] = .declaration(.screen(screen))
      }
    }
    let initialScreen = screens.lazy.compactMap { node -> ScreenSyntax? in
      if case .declaration(.screen(let screen)) = node, screen.isInitial { screen } else { nil }
    }.first
    if let initialScreen {
      nodes.insert(
        .comment("Whole-app properties are reported at their cause, or else at the first screen, \(initialScreen.name.text)."),
        at: 0)
    }
    nodes += conditionNodes
    nodes += launchDecisionNodes()
    nodes += screens
    nodes += invalidationHandlerNodes.sorted { $0.key.start < $1.key.start }.flatMap(\.value)
    let directives = directiveNodes()
    nodes += directives
    warnAboutUnmodelledCode()
    nodes += anytimeNodes
    nodes += unpromptedEventNodes
    // After every reading of code: each delayed closure found is a move.
    nodes += delayedWorkNodes()
    // Going back from code that runs on no screen of its own: which screen is left cannot be told.
    nodes = nodes.map { node in
      guard case .declaration(.action(var action)) = node else { return node }
      action.effects = resolvingBack(action.effects, screen: "this code", parents: [], screenKnown: false)
      return .declaration(.action(action))
    }
    // Every move that changes what the WindowGroup branches on switches its root.
    if let rootSwitch { nodes = nodes.map { following($0, writesOf: rootSwitch.flags, with: rootSwitch.effect) } }
    for reset in branchResets() { nodes = nodes.map { following($0, writesOf: reset.reads, with: reset.effect) } }
    let checks = directives.flatMap { node -> [CheckItemSyntax] in
      if case .declaration(.check(let check)) = node { check.items } else { [] }
    }
    if checks.isEmpty {
      nodes += impliedChecks(relays)
    } else if !checks.contains(where: { if case .defaults = $0.kind { true } else { false } }) {
      // A check in a comment adds to what is checked without one (and
      // replaces the default of its kind: `check single-tip expect violated`).
      let written = checks.compactMap { item -> [String]? in
        if case .order(let tips) = item.kind { tips.map(\.text) } else { nil }
      }
      // A chain inside a written order (A -> B in A -> B -> C) is checked by it.
      let orders = relayOrders(relays).filter { chain in
        !written.contains { order in
          order.count >= chain.count && (0...(order.count - chain.count)).contains { Array(order[$0..<($0 + chain.count)]) == chain }
        }
      }
      nodes.append(.declaration(.check(Self.check(defaultsAnd: orders, at: checks[0].range))))
    }
    let first = nodes.lazy.compactMap { if case .declaration(let declaration) = $0 { declaration.range } else { nil } }.first
    return SpecDocument(nodes: nodes, wholeApp: initialScreen?.range ?? first)
  }

  /// `#if … #endif` blocks are not read (which branch is compiled depends
  /// on the build): one that holds tips, sites or effects is a warning, not
  /// a silent loss.
  private func warnAboutConditionalCompilation() {
    // Calls into the app count too: they are followed, and may change tips.
    let names = modelNames.union(["popoverTip", "TipView", "tipViewStyle", "TipGroup"]).union(methodNames)
      .union(freeFunctions.keys)
    for (fileIndex, file) in files.enumerated() {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .poundIf {
        guard let block = token.parent?.as(IfConfigClauseSyntax.self)?.parent?.parent, block.is(IfConfigDeclSyntax.self),
          block.mentions(names)
        else { continue }
        // Declarations in a `#if` at the top level or in a type are indexed;
        // statements and modifiers in a body or closure are what is lost.
        var ancestor = block.parent
        var inBody = false
        while let node = ancestor, !inBody {
          inBody = node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(PostfixIfConfigExprSyntax.self)
            || node.is(AccessorBlockSyntax.self)
          ancestor = node.parent
        }
        guard inBody else { continue }
        warn(
          "TipCheck does not read code inside '#if … #endif'; the tips, sites and effects in it are ignored", token,
          file: fileIndex, hint: "move them out of the '#if', or model them in a .tipspec", id: "swift.conditional-compilation",
          gap: reach(.unknown, from: block) ?? .inert)
        consume(block, file: fileIndex)
      }
    }
  }

  // MARK: Screens

  private func screenNodes() -> ([SpecNode], [(from: String, to: String)]) {
    let views = index.all.filter { viewTypes.contains($0.name) }
    var contents: [String: ViewContent] = [:]
    // Warnings from reading a view on its own are kept only if it is a
    // screen: a component is read again, with its arguments, where it is used.
    var ownDiagnostics: [String: [Diagnostic]] = [:]
    for view in views {
      let start = diagnostics.count
      contents[view.name] = content(ofView: view.name)
      ownDiagnostics[view.name] = Array(diagnostics[start...])
      diagnostics.removeSubrange(start...)
    }
    linkTabs(in: &contents)
    let appRoot = appRootView()
    // A `NavigationStack(path:)` in the App's own `WindowGroup`: the views
    // its destinations open are pushed over the launch view, as over a
    // view holding the stack (ViewLowering's `navigationDestination`).
    if let appRoot, let app = index.all.first(where: { $0.inherited.contains("App") }) {
      for target in destinations(under: app.name) where target.destination != appRoot && pathDestinations.contains(target.destination) {
        contents[appRoot]?.pushed.insert(target.destination)
      }
    }
    let branches = rootBranches()
    for branch in branches { contents[branch.view]?.onAppear += rootAppearance(branch) }
    let embedded = Set(contents.values.flatMap(\.embedded))
    var destinations: Set<String> = []
    for content in contents.values {
      destinations.formUnion(content.navigations.map(\.destination))
      destinations.formUnion(content.presented)
      destinations.formUnion(content.pushed)
    }
    let rootViews = Set(branches.map(\.view))
    let candidates = views.map(\.name).filter {
      !embedded.contains($0) || destinations.contains($0) || $0 == appRoot || rootViews.contains($0)
    }
    // A screen matters if it shows or does something, or leads to one that does.
    var relevant = Set(
      candidates.filter { name in
        guard let content = contents[name] else { return false }
        return !content.sites.isEmpty || !content.moves.isEmpty || !content.onAppear.isEmpty
      })
    var changed = true
    while changed {
      changed = false
      for name in candidates where !relevant.contains(name) {
        let content = contents[name] ?? ViewContent()
        let targets = content.navigations.map(\.destination) + Array(content.presented) + Array(content.pushed)
        if targets.contains(where: relevant.contains) {
          relevant.insert(name)
          changed = true
        }
      }
    }
    // And a view one of those leads to is a screen too, even with no tips:
    // going there ends what was displayed, and coming back runs the
    // screen's onAppear again (Apple's donate-on-appear pattern).
    for name in Array(relevant) {
      let content = contents[name] ?? ViewContent()
      for target in content.navigations.map(\.destination) + Array(content.presented) + Array(content.pushed)
      where candidates.contains(target) {
        relevant.insert(target)
      }
    }
    // The App's WindowGroup view is the launch screen, with tips or not; so
    // are the views of its other branches (RootBranches.swift).
    if let appRoot, candidates.contains(appRoot), !relevant.isEmpty { relevant.insert(appRoot) }
    if !relevant.isEmpty { relevant.formUnion(rootViews.filter(candidates.contains)) }
    let screens = candidates.filter(relevant.contains)
    // Every view that is not only a component keeps its warnings, screen or
    // not: one whose only site could not be read is no screen, and that
    // warning is the one that explains why its tip never appears.
    for name in candidates { diagnostics += ownDiagnostics[name] ?? [] }
    guard !screens.isEmpty else { return ([], []) }

    var opens: [String: Set<String>] = [:]
    for (name, content) in contents {
      opens[name] = Set(content.navigations.map(\.destination)).union(content.presented).union(content.pushed)
      let navigated = content.moves.flatMap(\.navigations) + content.sites.flatMap(\.navigations) + content.onAppear.flatMap(\.navigations)
      opens[name, default: []].formUnion(screens.filter { navigated.contains(SpecPrinter.identifier($0)) })
    }
    if let exact = exactRootSwitch(branches, screens: screens, opens: opens) {
      rootSwitch = exact
    } else {
      anytimeNodes += rootSwitchNodes(branches, screens: screens)
    }

    let initial: String
    if let launchRoot = rootSwitch?.launchRoot(parameterInfo(specName:)),
      let view = branches.first(where: { SpecPrinter.identifier($0.view) == launchRoot })?.view
    {
      // Flags back at their literals at every launch: the root they choose is the first screen.
      initial = view
    } else if let appRoot, relevant.contains(appRoot) {
      initial = appRoot
    } else {
      let roots = screens.filter { !destinations.contains($0) }
      initial = roots.first ?? screens[0]
      if roots.count > 1, let type = index.types[initial] {
        // The others have no way in that TipCheck read: what is on them rests on it.
        diagnostics.append(
          Diagnostic.warning(
            "several views could be the first screen (\(roots.joined(separator: ", "))); TipCheck assumes '\(initial)' is shown at launch",
            at: type.nameRange,
            hint: controllerTypes.contains(initial)
              ? "set 'window.rootViewController' to it in the scene delegate (or push it from the coordinator the delegate starts) to say which"
              : "add an App with 'WindowGroup { \(initial)() }' to say which"
          ).with(id: "swift.first-screen-guess", gap: ReadingGap(.unknown, [.navigation])))
      }
    }

    // A page sheet is a screen over its presenter, which stays in place: the
    // presenter's inline tips stay mounted under it (its popovers and
    // controls do not: UIKit presents nothing else from it, and the sheet
    // takes the taps). Dismissing it runs the presenter's onAppear again here,
    // which a device does not: said where it matters.
    for name in screens {
      guard let content = contents[name] else { continue }
      let inline = content.sites.filter { $0.presentation == .inline }
      for sheet in content.sheets {
        for destination in sheet.destinations where destination != name && screens.contains(destination) {
          contents[destination]?.sites += inline
        }
        guard !content.onAppear.isEmpty else { continue }
        warn(
          "TipCheck reads closing this .\(sheet.modifier.text) as coming back to \(name), which runs its onAppear again; on a device the presenter stays in place",
          sheet.modifier, file: sheet.file, id: "swift.sheet-reappears", gap: ReadingGap(.unknown, [.navigation]))
      }
    }

    // Who leads where, for the way back.
    var parents: [String: [(parent: String, isSheet: Bool, origin: SourceRange)]] = [:]
    for name in screens {
      guard let content = contents[name] else { continue }
      for navigation in content.navigations
      where relevant.contains(navigation.destination) && navigation.destination != name && !navigation.isTab {
        parents[navigation.destination, default: []].append((name, false, navigation.origin))
      }
      for presented in content.presented where relevant.contains(presented) && presented != name {
        parents[presented, default: []].append((name, true, index.types[presented]?.nameRange ?? .synthesized(presented)))
      }
      // A controller only ever set as the whole stack has no screen below it.
      for pushed in content.pushed where relevant.contains(pushed) && pushed != name && !isOnlyStackRoot(pushed) {
        parents[pushed, default: []].append((name, false, index.types[pushed]?.nameRange ?? .synthesized(pushed)))
      }
    }

    var nodes: [SpecNode] = []
    var relays: [(from: String, to: String)] = []
    warnAboutScreensWithoutWayIn(screens.filter { !rootViews.contains($0) }, initial: initial, contents)
    warnAboutStateOfPushedViews(initial: initial, contents)

    for name in screens {
      guard var content = contents[name], let type = index.types[name] else { continue }
      let parentNames = (parents[name] ?? []).reduce(into: [String]()) { if !$0.contains($1.parent) { $0.append($1.parent) } }
      content.moves = resolvingBack(content.moves, screen: name, parents: parentNames)
      content.sites = resolvingBack(content.sites, screen: name, parents: parentNames)
      content.onAppear = resolvingBack(content.onAppear, screen: name, parents: parentNames)
      // At launch, the first root only while its condition holds.
      if name == initial, rootSwitch == nil, !branches.isEmpty, branches[0].view == name {
        content.onAppear = approximateLaunch(branches, screens: screens, onAppear: content.onAppear)
      }
      if name == initial, let rootSwitch, rootSwitch.launchRoot(parameterInfo(specName:)) == nil,
        rootSwitch.roots[0].view == SpecPrinter.identifier(name), let condition = rootSwitch.roots[0].condition
      {
        let elsewhere = rootSwitch.effect(among: 1..<rootSwitch.roots.count)
        content.onAppear =
          content.onAppear.isEmpty
          ? [.when(.not(.parenthesized(condition, condition.range), at: condition.range), then: [elsewhere], at: rootSwitch.range)]
          : [.when(condition, then: content.onAppear, else: [elsewhere], at: rootSwitch.range)]
      }
      var actions = content.moves
      // One link per label and destination (per label and condition, for a guarded one).
      var links: Set<String> = []
      for navigation in content.navigations where relevant.contains(navigation.destination) && navigation.destination != name {
        let origin = navigation.origin
        let label = StringLiteral(value: navigation.label.text, range: origin)
        let destination = SpecPrinter.identifier(navigation.destination)
        if let condition = navigation.condition {
          // A link there only while a condition holds: a guarded move to its destination.
          var printed = SpecPrinter()
          printed.print(condition)
          let key = "button \(navigation.label.text) if \(printed.text)"
          if links.insert(key).inserted {
            var action = ActionSyntax(
              kind: .button, label: label, condition: condition, effects: [.navigate(destination, at: origin)], range: origin)
            action.describesControl = navigation.label.describesControl
            actions.append(action)
          }
          continue
        }
        if links.insert("link \(navigation.label.text) -> \(destination)").inserted {
          var action = ActionSyntax(kind: .link(Name(text: destination, range: origin)), label: label, effects: [], range: origin)
          action.describesControl = navigation.label.describesControl
          actions.append(action)
        }
      }
      var ways: [(parent: String, isSheet: Bool, origin: SourceRange)] = []
      for way in parents[name] ?? [] where !ways.contains(where: { $0.parent == way.parent && $0.isSheet == way.isSheet }) {
        ways.append(way)
      }
      var backs: Set<String> = []
      for way in ways {
        let word = way.isSheet ? "Dismiss" : "Back"
        let label = ways.count == 1 ? word : "\(word) to \(way.parent)"
        let destination = SpecPrinter.identifier(way.parent)
        if backs.insert(label + " -> " + destination).inserted {
          let target = Name(text: destination, range: way.origin)
          actions.append(
            ActionSyntax(
              kind: way.isSheet ? .dismissSheet(target) : .back(target), label: StringLiteral(value: label, range: way.origin),
              effects: [], range: way.origin))
        }
      }
      let screen = ScreenSyntax(
        name: Name(text: SpecPrinter.identifier(name), range: type.nameRange), isInitial: name == initial,
        sites: content.sites, actions: actions, onAppear: content.onAppear, range: type.nameRange)
      nodes.append(.declaration(.screen(screen)))
      relays += content.relays
    }
    return (nodes, relays)
  }

  /// A screen nothing TipCheck read leads to (no link, no move that
  /// navigates there) is shown by code it did not model, or by none: what
  /// is on it rests on that navigation.
  private func warnAboutScreensWithoutWayIn(_ screens: [String], initial: String, _ contents: [String: ViewContent]) {
    var reached: Set<String> = [initial]
    for content in contents.values {
      reached.formUnion(content.navigations.map { SpecPrinter.identifier($0.destination) })
      reached.formUnion(
        content.moves.flatMap(\.navigations) + content.sites.flatMap(\.navigations) + content.onAppear.flatMap(\.navigations))
    }
    for name in screens where !reached.contains(SpecPrinter.identifier(name)) {
      guard let type = index.types[name], let content = contents[name], !content.sites.isEmpty || !content.onAppear.isEmpty
      else { continue }
      // Made only for values no code makes: never opened, read exactly.
      if let cases = unmadeCasesOpening(name) {
        diagnostics.append(
          Diagnostic.warning(
            "nothing in the app opens '\(name)': it is made only for \(cases.map { "'.\($0)'" }.joined(separator: ", ")), a value no code makes",
            at: type.nameRange, hint: "a NavigationLink(value:) or a 'path.append' with that value would open it")
            .with(id: "swift.screen-never-opened"))
        continue
      }
      // The app may open it on its own (a deep link, code TipCheck did not
      // read), or never: an `anytime` approximation, so only the runs that
      // go there rest on it.
      diagnostics.append(
        Diagnostic.warning(
          "TipCheck found no way to '\(name)' in the code it read; it is taken to open at any moment, from any screen (an approximation)",
          at: type.nameRange,
          hint: "a NavigationLink, a 'path.append' on the stack's path, or a flag of '.sheet(isPresented:)' set in a button is read")
          .with(id: "swift.screen-without-way-in"))
      let screen = SpecPrinter.identifier(name)
      anytimeNodes.append(
        Self.mayOpen(
          screen, at: type.nameRange, label: "a way to \(screen) TipCheck did not find",
          assumption: "the app opens \(screen) by a way TipCheck did not find"))
    }
  }

  /// An approximate move of the app's (`anytime`): at any moment it may
  /// open `screen`, or not — only the runs that go there rest on it.
  static func mayOpen(_ screen: String, at: SourceRange, label: String, assumption: String) -> SpecNode {
    let opens = EffectSyntax(
      kind: .either(
        [[EffectSyntax(kind: .navigate(Name(text: screen, range: at)), range: at)], []], assumptions: [assumption, "it does not"]),
      range: at)
    return .declaration(
      .action(
        ActionSyntax(
          kind: .anytime, label: StringLiteral(value: label, range: at), condition: nil, effects: [opens], range: at)))
  }

  /// A `@State` flag read as a transient parameter keeps its value while the
  /// app runs: true of the first screen and its tabs,
  /// but a view pushed or presented again starts with a fresh `@State`.
  private func warnAboutStateOfPushedViews(initial: String, _ contents: [String: ViewContent]) {
    // Views the first screen embeds may sit under an `if` (then they are
    // created again each time it holds): only the first screen and its tabs last.
    let lasting = [initial] + (contents[initial]?.tabGroups.flatMap { $0.map(\.view) } ?? [])
    for (target, flag) in viewStateParameters.sorted(by: { $0.key < $1.key }) where !lasting.contains(flag.view) {
      // A view the root view shows under a condition is made afresh with its
      // state after the branch is left (BranchObjects.swift).
      guard let parameter = parameter(flag.view, flag.name), parameter.isTransient, branchCondition(of: flag.view) == nil
      else { continue }
      diagnostics.append(
        Diagnostic.warning(
          "TipCheck keeps '@State var \(flag.name)' of \(flag.view) while the app runs; on a device \(flag.view) starts with a fresh value each time it is shown again",
          at: parameter.range, hint: "an @AppStorage flag, or a @Parameter, keeps its value as TipCheck reads it")
          .with(id: "swift.state-not-lasting", gap: ReadingGap(.unknown, [.parameter(target)])))
    }
  }

  /// Whether every UIKit move to a controller replaces the stack with it
  /// (`setViewControllers`): then nothing is below it to go back to.
  private func isOnlyStackRoot(_ name: String) -> Bool {
    stackResetDestinations.contains(name) && !openedDestinations.contains(name)
  }

  /// The view in the `App`'s `WindowGroup`.
  func appRootView() -> String? {
    for type in index.all where type.inherited.contains("App") {
      for (decl, _) in type.members {
        if let first = viewTypes(in: Syntax(decl)).first { return first }
      }
    }
    return uikitRootController()
  }

  // MARK: Configuration and directives

  /// Without `Tips.configure()` TipKit shows no tip at all. Said only when the
  /// sources hold the app's entry point (an `@main` App), so that checking a
  /// few views of an app, or an article's excerpts, does not warn.
  /// `try? Tips.resetDatastore()` in the App's `init` or an app delegate:
  /// every launch starts afresh (S27), said where it is.
  private func resetAtLaunch() -> SourceRange? {
    for (fileIndex, file) in files.enumerated() where !file.isTestCode {
      for call in file.calls {
        let node = Syntax(call)
        guard call.calleeName == "resetDatastore",
          call.modifierBase?.memberPath == ["Tips"], !node.isInPreview, isAppLaunch(node), !isTestingOnly(node)
        else { continue }
        consume(call, file: fileIndex)
        warn(
          "Tips.resetDatastore() runs at every launch: each relaunch starts TipKit afresh, and TipCheck checks it so",
          call, file: fileIndex, hint: "put it under '#if DEBUG' or a launch argument for testing", id: "swift.reset-at-launch")
        return range(call, file: fileIndex)
      }
    }
    return nil
  }

  /// TipKit's testing overrides at launch (S29): in the app users get, they
  /// are checked (`testingShows all`, `testingHides A`), with a warning;
  /// under `#if DEBUG` or a launch argument they are left out, with a note
  /// saying so. Elsewhere (a debug menu's button) the effect lowering
  /// leaves them a gap.
  private func testingOverrides() -> [(key: Name, value: Name)] {
    let names: [String: (key: String, all: Bool)] = [
      "showAllTipsForTesting": ("testingShows", true), "hideAllTipsForTesting": ("testingHides", true),
      "showTipsForTesting": ("testingShows", false), "hideTipsForTesting": ("testingHides", false),
    ]
    var lines: [(key: Name, value: Name)] = []
    for (fileIndex, file) in files.enumerated() where !file.isTestCode {
      for call in file.calls {
        let node = Syntax(call)
        guard let name = call.calleeName, let kind = names[name],
          call.modifierBase?.memberPath == ["Tips"], !node.isInPreview
        else { continue }
        let origin = range(call, file: fileIndex)
        if isTestingOnly(node) {
          testingOverrideCalls.insert(origin)
          warn(
            "'Tips.\(name)' runs only under '#if DEBUG' or a launch argument: TipCheck checks the app without it", call,
            file: fileIndex, id: "swift.testing-override-left-out")
          continue
        }
        guard isAppLaunch(node) || { if case .atLaunch = launchCall(node) { true } else { false } }() else { continue }
        var targets: [String] = []
        if kind.all {
          targets = ["all"]
        } else {
          let elements = call.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
          targets = elements.compactMap { element in
            guard let member = element.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base?.trimmedDescription, tipTypeSet.contains(base)
            else { return nil }
            return base
          }
          guard !elements.isEmpty, targets.count == elements.count else {
            // Left to the effect lowering, which makes it a gap.
            continue
          }
        }
        testingOverrideCalls.insert(origin)
        warn(
          "'Tips.\(name)' runs in the app users get: \(Self.overrideEffect(kind.key, all: kind.all)); TipCheck checks it so",
          call, file: fileIndex, hint: "put it under '#if DEBUG' or a launch argument for testing", id: "swift.testing-override")
        lines += targets.map { (Name(text: kind.key, range: origin), Name(text: SpecPrinter.identifier($0), range: origin)) }
      }
    }
    return lines
  }

  static func overrideEffect(_ key: String, all: Bool) -> String {
    switch (key == "testingShows", all) {
    case (true, true): "every tip shows regardless of its rules, and comes back after it is closed"
    case (true, false): "these tips show regardless of their rules, and come back after they are closed"
    case (false, true): "no tip ever shows"
    case (false, false): "these tips never show"
    }
  }

  /// Where it is said, if it is (then the app is checked unconfigured, S26).
  private func warnAboutMissingConfiguration() -> SourceRange? {
    for type in index.all where type.inherited.contains("App") {
      guard let declaration = type.node.asProtocol(DeclGroupSyntax.self),
        declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" })
      else { continue }
      diagnostics.append(
        Diagnostic.warning(
          "this app never calls 'Tips.configure()': on a device TipKit shows no tip, and TipCheck checks it so",
          at: type.nameRange, hint: "call 'try? Tips.configure()' when the app starts, in the App's 'init'"
        ).with(id: "swift.no-configure"))
      return type.nameRange
    }
    return nil
  }

  /// `Tips.configure([.displayFrequency(.daily)])`, wherever it is called.
  private func configurationNodes() -> [SpecNode] {
    func setting(_ key: String, _ value: String, at origin: SourceRange) -> (key: Name, value: Name) {
      (Name(text: key, range: origin), Name(text: value, range: origin))
    }
    var found: (frequency: String, origin: SourceRange)?
    var configured = false
    var notAtLaunch: [(call: FunctionCallExprSyntax, file: Int, where: LaunchCall)] = []
    for (fileIndex, file) in files.enumerated() where !file.isTestCode {
      for call in file.calls {
        let node = Syntax(call)
        guard call.calleeName == "configure",
          let base = call.modifierBase?.memberPath, base == ["Tips"] || base == ["TipKit", "Tips"], !node.isInPreview
        else { continue }
        consume(call, file: fileIndex)
        // `if args.contains("-fastTips") { configure(a) } else { configure(b) }`: the app users run is `b`.
        if isTestingOnly(node) {
          diagnostics.append(
            Diagnostic.warning(
              "this Tips.configure runs only for testing (a launch argument or a DEBUG build); TipCheck checks the configuration the app runs with otherwise",
              at: range(call, file: fileIndex)
            ).with(id: "swift.configure-for-testing", gap: .inert))
          continue
        }
        let place = launchCall(node)
        if case .atLaunch = place { configured = true } else { notAtLaunch.append((call, fileIndex, place)) }
        for option in call.arguments.first?.expression.unwrapped.as(ArrayExprSyntax.self)?.elements ?? [] {
          guard let optionCall = option.expression.unwrapped.as(FunctionCallExprSyntax.self) else { continue }
          switch optionCall.calleeName {
          case "displayFrequency":
            let value = optionCall.arguments.first?.expression.memberPath?.last ?? ""
            guard DisplayFrequency(rawValue: value) != nil else {
              warn(
                "TipCheck cannot read this display frequency; it is read as .immediate", optionCall, file: fileIndex,
                hint: "use .immediate, .hourly, .daily, .weekly or .monthly", id: "swift.frequency-not-read",
                gap: ReadingGap(.unknown, [.anything]))
              continue
            }
            if let previous = found, previous.frequency != value {
              diagnostics.append(
                Diagnostic(
                  .warning, "Tips.configure is called with another display frequency; TipCheck uses the first",
                  at: range(optionCall, file: fileIndex), notes: [Diagnostic(.note, "the first is here", at: previous.origin)]
                ).with(id: "swift.frequency-conflict", gap: ReadingGap(.unknown, [.anything])))
              continue
            }
            found = (value, range(optionCall, file: fileIndex))
          case "datastoreLocation", "cloudKitContainer":
            continue
          default:
            warn("this Tips.configure option is not modelled; it is ignored", optionCall, file: fileIndex, id: "swift.configure-option")
          }
        }
      }
    }
    var settings: [(key: Name, value: Name)] = []
    if let found { settings.append(setting("displayFrequency", found.frequency, at: found.origin)) }
    if let reset = resetAtLaunch() { settings.append(setting("resetsAtLaunch", "true", at: reset)) }
    settings += testingOverrides()
    if !configured {
      if let unsure = notAtLaunch.first(where: { if case .elsewhere = $0.where { true } else { false } }),
        case .elsewhere(let function) = unsure.where
      {
        // Configured later, or by code TipCheck did not read: checked as configured, resting on it.
        warn(
          "Tips.configure is called in '\(function)', which TipCheck cannot place at launch; until it runs, TipKit shows no tip",
          unsure.call, file: unsure.file, hint: "call 'try? Tips.configure()' in the App's 'init'", id: "swift.configure-not-at-launch",
          gap: ReadingGap(.unknown, [.anything]))
      } else if let dead = notAtLaunch.first, case .never(let function) = dead.where {
        warn(
          "Tips.configure is only called in '\(function)', which nothing calls: on a device TipKit shows no tip, and TipCheck checks it so",
          dead.call, file: dead.file, hint: "call 'try? Tips.configure()' in the App's 'init'", id: "swift.configure-never-called")
        settings.append(setting("tipsConfigured", "false", at: range(dead.call, file: dead.file)))
      } else if let origin = warnAboutMissingConfiguration() {
        settings.append(setting("tipsConfigured", "false", at: origin))
      }
    }
    guard let origin = settings.first?.key.range else { return [] }
    return [.declaration(.config(ConfigSyntax(items: settings, range: origin)))]
  }

  /// `// tipcheck: check …` and `// tipcheck: scenario …` comments, copied
  /// into the model (checks, expectations, scenarios for Swift sources).
  private func directiveNodes() -> [SpecNode] {
    var nodes: [(text: String, origin: SourceRange)] = []
    for (fileIndex, file) in files.enumerated() {
      for token in file.tree.tokens(viewMode: .sourceAccurate) {
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
          collectDirective(piece, offset, fileIndex, &nodes)
          offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
          collectDirective(piece, offset, fileIndex, &nodes)
          offset += piece.sourceLength.utf8Length
        }
      }
    }
    guard let path = addedDirectives.first?.origins.first?.range.start.file ?? nodes.first?.origin.start.file else { return [] }
    // One text, line by line (a scenario spans several comments), each
    // line read where it is written: its errors point into the comment
    // (or the configuration file).
    var text = ""
    var origins: [SourceFile.Origin] = []
    for added in addedDirectives {
      origins += added.origins.map { SourceFile.Origin(offset: text.utf8.count + $0.offset, range: $0.range, verbatim: $0.verbatim) }
      text += added.text + "\n"
    }
    for (line, origin) in nodes {
      origins.append(SourceFile.Origin(offset: text.utf8.count, range: origin, verbatim: true))
      text += line + "\n"
    }
    let (declarations, errors) = SpecFrontend.parseDeclarations(
      SourceFile(path: path, text: text, origins: origins))
    diagnostics += errors
    return declarations.map(SpecNode.declaration)
  }

  private func collectDirective(
    _ piece: TriviaPiece, _ offset: Int, _ file: Int, _ nodes: inout [(text: String, origin: SourceRange)]
  ) {
    guard case .lineComment(let comment) = piece, let directive = Self.directive(comment),
      !directive.hasPrefix("range "), !directive.hasPrefix("does ")
    else { return }
    // The directive's own text, where it sits in the comment: after
    // "tipcheck:" and the spaces that follow it.
    let bytes = Array(comment.utf8)
    let marker = Array("tipcheck:".utf8)
    guard var position = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return }
    position += marker.count
    while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
    let start = offset + position
    nodes.append((directive, files[file].source.range(start, start + directive.utf8.count)))
  }

  /// Without `tipcheck: check` comments: the built-in properties, plus the
  /// order of every relay chain (`ChainedTipStyle(nextTip: B.self)` on a
  /// site of A says A comes before B).
  /// The relay chains (a style on a site of A binding B: A, then B), first tip first.
  private func relayChains(_ relays: [(from: String, to: String)]) -> [[String]] {
    var next: [String: Set<String>] = [:]
    var previous: [String: Set<String>] = [:]
    for relay in relays where relay.from != relay.to {
      next[relay.from, default: []].insert(relay.to)
      previous[relay.to, default: []].insert(relay.from)
    }
    var chains: [[String]] = []
    for start in tipTypes where next[start] != nil && (previous[start] ?? []).isEmpty {
      var chain = [start]
      while let successors = next[chain[chain.count - 1]], successors.count == 1, let successor = successors.first,
        !chain.contains(successor), (previous[successor] ?? []).count == 1
      {
        chain.append(successor)
      }
      if chain.count >= 2 { chains.append(chain) }
    }
    return chains
  }

  /// Each relay chain's tips as the spec names them, first tip first.
  private func relayOrders(_ relays: [(from: String, to: String)]) -> [[String]] {
    relayChains(relays).map { $0.map(SpecPrinter.identifier) }
  }

  /// `check defaults, order A -> B, …` at `origin`.
  static func check(defaultsAnd orders: [[String]], at origin: SourceRange) -> CheckSyntax {
    let orderItems = orders.map { tips in
      CheckItemSyntax(kind: .order(tips.map { Name(text: $0, range: origin) }), range: origin)
    }
    return CheckSyntax(items: [CheckItemSyntax(kind: .defaults, range: origin)] + orderItems, range: origin)
  }

  private func impliedChecks(_ relays: [(from: String, to: String)]) -> [SpecNode] {
    let chains = relayOrders(relays)
    guard !chains.isEmpty, let origin = index.types[relayChains(relays)[0][0]]?.nameRange else { return [] }
    // The defaults stay defaults (reported where their cause is, not at
    // this line); the defaults already hold each ordered group's order, and
    // an iOS 18 group and an iOS 17 relay of the same steps (an app with
    // both, behind `#available`) imply the same order once.
    let groupOrders = groups.filter { $0.priority == .ordered && $0.members.count >= 2 }
      .map { $0.members.map(SpecPrinter.identifier) }
    var orders: [[String]] = []
    for order in chains where !groupOrders.contains(order) && !orders.contains(order) {
      orders.append(order)
    }
    guard !orders.isEmpty else { return [] }
    return [
      .comment("The order of relay chains (a style on a site of A binding B) is checked too."),
      .declaration(.check(Self.check(defaultsAnd: orders, at: origin))),
    ]
  }
}
#endif
