#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A `WindowGroup` whose content branches — a splash, then a sign-in or the
/// app — shows one of several root views, and switches between them when
/// the state its conditions read changes:
///
/// ```swift
/// WindowGroup {
///     if showSplash { SplashView() }
///     else if session.isSignedIn { MainTabView() }
///     else { LoginView() }
/// }
/// ```
///
/// The first branch's view is the launch screen. When every condition is
/// over flags TipCheck models (the App's `@State`, an object's flag:
/// AppState.swift) and each root's screens are its own, the switch is read
/// exactly (`RootSwitch`): at launch, and after every move that writes one
/// of those flags, the app goes to the root whose condition holds unless the
/// user is already among that root's screens, as SwiftUI keeps a branch's
/// views while its condition holds. Otherwise each other branch's view is a
/// screen the app may switch to at any moment: an approximate move, said at
/// the branch, so that only the verdicts whose runs go there rest on it —
/// never "can never appear" for a tip behind it.
struct RootBranch {
  /// The view the branch shows.
  var view: String
  /// The branch's condition as written (`session.isSignedIn`), or nil for an `else`.
  var condition: String?
  /// Where the branch's view is created.
  var range: SourceRange
  /// The `if` conditions (nil for an `else` or a `switch` case).
  var conditionSyntax: ConditionElementListSyntax?
  /// The branch's code, with its file and the App holding it.
  var body: Syntax
  var file: Int
  var app: String
  var isSwitchCase = false
  /// A branch chosen once, at launch, that never switches when its
  /// condition changes later (a UIKit coordinator's first push:
  /// CoordinatorLaunch.swift).
  var launchOnly = false
}

/// The exact reading of the App's root branches: each root's condition as a
/// `.tipspec` expression, and the screens that are that root's.
struct RootSwitch {
  var roots: [(view: String, condition: ExpressionSyntax?, screens: [String])]
  /// The flags the conditions read, as `.tipspec` paths.
  var flags: Set<String>
  var range: SourceRange

  /// Go to the root whose condition holds, unless already among its screens.
  var effect: EffectSyntax { effect(among: roots.indices) }

  /// The same, among some roots only (the first one's condition is known
  /// not to hold at launch when its `onAppear` does not run).
  func effect(among chosen: Range<Int>) -> EffectSyntax {
    var rest: [EffectSyntax] = []
    for root in roots[chosen].reversed() {
      let elsewhere = ExpressionSyntax.all(
        root.screens.map { .binary("!=", .reference("screen", at: range), .reference($0, at: range), at: range) })
      let go = elsewhere.map { EffectSyntax.when($0, then: [.navigate(root.view, at: range)], at: range) }
        ?? .navigate(root.view, at: range)
      if let condition = root.condition {
        rest = [.when(condition, then: [go], else: rest, at: range)]
      } else {
        rest = [go]
      }
    }
    return rest.first ?? .navigate(roots[0].view, at: range)
  }

  /// The root shown at every launch, when every flag is transient with a
  /// literal (the App's state and its objects' are): nil when a persisted
  /// flag decides it (then the first root's appearance switches).
  func launchRoot(_ parameter: (String) -> SwiftLowering.ParameterInfo?) -> String? {
    var values: [String: Bool] = [:]
    for flag in flags {
      guard let info = parameter(flag), info.isTransient, case .boolean(let value, _) = info.defaultValue else { return nil }
      values[flag] = value
    }
    for root in roots {
      guard let condition = root.condition else { return root.view }
      guard let holds = Self.evaluate(condition, values) else { return nil }
      if holds { return root.view }
    }
    return nil
  }

  /// The value of a condition over flags with known values.
  static func evaluate(_ expression: ExpressionSyntax, _ values: [String: Bool]) -> Bool? {
    switch expression {
    case .boolean(let value, _): return value
    case .path(let names): return values[names.map(\.text).joined(separator: ".")]
    case .parenthesized(let inner, _): return evaluate(inner, values)
    case .unary(let op, let operand, _): return op.text == "!" ? evaluate(operand, values).map(!) : nil
    case .binary(let op, let lhs, let rhs):
      guard let left = evaluate(lhs, values), let right = evaluate(rhs, values) else { return nil }
      switch op.text {
      case "&&": return left && right
      case "||": return left || right
      case "==": return left == right
      case "!=": return left != right
      default: return nil
      }
    case .integer, .enumCase, .call: return nil
    }
  }

  /// Whether effects write one of `flags` (in branches too).
  static func writes(_ effects: [EffectSyntax], anyOf flags: Set<String>) -> Bool {
    effects.contains { effect in
      switch effect.kind {
      case .set(let target, _, _), .toggle(let target), .havoc(let target):
        return flags.contains(target.map(\.text).joined(separator: "."))
      case .conditional(_, let then, let otherwise): return writes(then + otherwise, anyOf: flags)
      case .either(let blocks, _): return blocks.contains { writes($0, anyOf: flags) }
      case .donate, .invalidate, .navigate: return false
      }
    }
  }
}

extension SwiftLowering {
  /// The views in the branches of the App's `WindowGroup`, in order; empty
  /// when it shows one view.
  func rootBranches() -> [RootBranch] {
    for type in index.all where type.inherited.contains("App") {
      for (decl, file) in type.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "WindowGroup",
            let closure = call.trailingClosure
          else { continue }
          var branches: [RootBranch] = []
          for item in closure.statements {
            let expression =
              item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let branch = expression?.as(IfExprSyntax.self) {
              collect(branch, file: file, app: type.name, into: &branches)
            } else if let choice = expression?.as(SwitchExprSyntax.self) {
              for case .switchCase(let switchCase) in choice.cases {
                if let view = viewTypes(in: Syntax(switchCase.statements)).first {
                  branches.append(
                    RootBranch(
                      view: view, condition: switchCase.label.trimmedDescription, range: range(switchCase, file: file),
                      body: Syntax(switchCase.statements), file: file, app: type.name, isSwitchCase: true))
                }
              }
            }
          }
          let distinct = branches.reduce(into: [RootBranch]()) { found, branch in
            if !found.contains(where: { $0.view == branch.view }) { found.append(branch) }
          }
          return distinct.count > 1 ? distinct : []
        }
      }
    }
    // A UIKit app: the screens its coordinator may push first.
    return coordinatorBranches.count > 1 ? coordinatorBranches : []
  }

  private func collect(_ branch: IfExprSyntax, file: Int, app: String, into branches: inout [RootBranch]) {
    if let view = viewTypes(in: Syntax(branch.body)).first {
      branches.append(
        RootBranch(
          view: view, condition: branch.conditions.trimmedDescription, range: range(branch.body, file: file),
          conditionSyntax: branch.conditions, body: Syntax(branch.body), file: file, app: app))
    }
    guard let elseBody = branch.elseBody else { return }
    if let next = elseBody.as(IfExprSyntax.self) {
      collect(next, file: file, app: app, into: &branches)
    } else if let block = elseBody.as(CodeBlockSyntax.self), let view = viewTypes(in: Syntax(block)).first {
      branches.append(
        RootBranch(view: view, condition: nil, range: range(block, file: file), body: Syntax(block), file: file, app: app))
    }
  }

  /// What the App runs when a branch's view appears: the `.onAppear` and
  /// `.task` it attaches there (`SplashView().onAppear { … }`).
  func rootAppearance(_ branch: RootBranch) -> [EffectSyntax] {
    var effects: [EffectSyntax] = []
    for node in branch.body.descendants() {
      guard let call = node.as(FunctionCallExprSyntax.self), ["onAppear", "task"].contains(call.calleeName ?? ""),
        call.modifierBase != nil, let closure = call.closure("perform") ?? call.closure("action") ?? call.trailingClosure
      else { continue }
      effects += lowerEffects(closure.statements, LoweringScope(selfType: branch.app, file: branch.file))
    }
    return effects
  }

  /// The exact reading of the branches, or nil when a condition is not
  /// over modelled flags, the last branch has a condition (then nothing may
  /// be on screen), a root is not a screen, or two roots share a screen.
  func exactRootSwitch(_ branches: [RootBranch], screens: [String], opens: [String: Set<String>]) -> RootSwitch? {
    guard let last = branches.last, last.conditionSyntax == nil, !last.isSwitchCase,
      branches.allSatisfy({ screens.contains($0.view) && !$0.launchOnly })
    else { return nil }
    let rootViews = Set(branches.map(\.view))
    var roots: [(view: String, condition: ExpressionSyntax?, screens: [String])] = []
    var flags: Set<String> = []
    var taken: Set<String> = []
    for branch in branches {
      var condition: ExpressionSyntax?
      if let elements = branch.conditionSyntax {
        var parts: [ExpressionSyntax] = []
        for element in elements {
          // Over flags TipCheck models, or at one value for good (never written).
          guard case .expression(let expression) = element.condition,
            let part = (try? lowerExpression(expression, LoweringScope(selfType: branch.app, file: branch.file)))
              ?? valueBetweenMoves(expression).map({ .boolean($0, range(expression, file: branch.file)) }),
            part.calledFunctions.isEmpty
          else { return nil }
          parts.append(part)
        }
        condition = .all(parts)
        guard let condition, let read = Self.paths(in: condition), read.allSatisfy({ parameterInfo(specName: $0) != nil })
        else { return nil }
        flags.formUnion(read)
      }
      // The root's screens: what it opens, and what they open, short of another root.
      var own: [String] = [branch.view]
      var pending = [branch.view]
      while let next = pending.popLast() {
        for target in (opens[next] ?? []).sorted() where screens.contains(target) && !rootViews.contains(target) && !own.contains(target) {
          own.append(target)
          pending.append(target)
        }
      }
      guard taken.isDisjoint(with: own) else { return nil }
      taken.formUnion(own)
      roots.append((SpecPrinter.identifier(branch.view), condition, own.map(SpecPrinter.identifier)))
    }
    for branch in branches {
      if let elements = branch.conditionSyntax { consume(elements, file: branch.file) }
    }
    return RootSwitch(roots: roots, flags: flags, range: branches[0].range)
  }

  /// The paths an expression reads; nil when it reads something else than
  /// paths and literals.
  static func paths(in expression: ExpressionSyntax) -> Set<String>? {
    switch expression {
    case .integer, .boolean, .enumCase: return []
    case .path(let names): return [names.map(\.text).joined(separator: ".")]
    case .call: return nil
    case .unary(_, let operand, _): return paths(in: operand)
    case .parenthesized(let inner, _): return paths(in: inner)
    case .binary(_, let lhs, let rhs):
      guard let left = paths(in: lhs), let right = paths(in: rhs) else { return nil }
      return left.union(right)
    }
  }

  /// The node with `effect` after every list of effects (a move, an
  /// appearance, a tip's handler or button) that writes one of `flags`:
  /// SwiftUI updates what is on screen once the code that changed the state
  /// is done (the root switch, a branch's object made afresh).
  func following(_ node: SpecNode, writesOf flags: Set<String>, with effect: EffectSyntax) -> SpecNode {
    guard case .declaration(let declaration) = node else { return node }
    func after(_ effects: [EffectSyntax]) -> [EffectSyntax] {
      RootSwitch.writes(effects, anyOf: flags) ? effects + [effect] : effects
    }
    func handled(_ sites: [SiteSyntax]) -> [SiteSyntax] {
      sites.map { site in
        var site = site
        for index in site.handlers.indices { site.handlers[index].effects = after(site.handlers[index].effects) }
        return site
      }
    }
    switch declaration {
    case .screen(var screen):
      for index in screen.actions.indices { screen.actions[index].effects = after(screen.actions[index].effects) }
      screen.onAppear = after(screen.onAppear)
      screen.sites = handled(screen.sites)
      return .declaration(.screen(screen))
    case .action(var action):
      action.effects = after(action.effects)
      return .declaration(.action(action))
    case .site(let site):
      return .declaration(.site(handled([site])[0]))
    case .style(var style):
      for index in style.buttons.indices { style.buttons[index].effects = after(style.buttons[index].effects) }
      return .declaration(.style(style))
    case .invalidationHandler(var handler):
      handler.effects = after(handler.effects)
      return .declaration(.invalidationHandler(handler))
    default:
      return node
    }
  }

  /// Where an app whose switch is not read exactly opens: the first root
  /// when its condition holds at every launch (over flags back at their
  /// literals then), else any root — an approximation at the launch, so that
  /// a witness starting on a root the app may not open on is not confident.
  func approximateLaunch(_ branches: [RootBranch], screens: [String], onAppear: [EffectSyntax]) -> [EffectSyntax] {
    guard let first = branches.first, let elements = first.conditionSyntax else { return onAppear }
    var parts: [ExpressionSyntax] = []
    for element in elements {
      guard case .expression(let expression) = element.condition else { break }
      if let part = (try? lowerExpression(expression, LoweringScope(selfType: first.app, file: first.file)))
        ?? valueBetweenMoves(expression).map({ .boolean($0, range(expression, file: first.file)) })
      {
        parts.append(part)
      }
    }
    if parts.count == elements.count, let condition = ExpressionSyntax.all(parts), let read = Self.paths(in: condition) {
      var values: [String: Bool] = [:]
      for flag in read {
        guard let info = parameterInfo(specName: flag), info.isTransient, case .boolean(let value, _) = info.defaultValue else { break }
        values[flag] = value
      }
      if values.count == read.count, RootSwitch.evaluate(condition, values) == true { return onAppear }
    }
    if first.launchOnly, let exact = exactLaunch(branches, screens: screens, onAppear: onAppear) { return exact }
    let others = branches.dropFirst().filter { screens.contains($0.view) }
    guard !others.isEmpty else { return onAppear }
    let at = first.range
    diagnostics.append(
      Diagnostic.warning(
        "TipCheck cannot tell whether '\(first.condition ?? "")' holds at launch, so the app is taken to open on any of the \(first.launchOnly ? "controllers pushed first" : "WindowGroup's views") (an approximation)",
        at: at, hint: "verdicts whose runs start on one of them are unknown; the others are decided"
      ).with(id: "swift.root-branch"))
    var blocks: [[EffectSyntax]] = [onAppear]
    var assumptions: [String?] = ["the app opens on \(SpecPrinter.identifier(first.view))"]
    for branch in others {
      blocks.append([.navigate(SpecPrinter.identifier(branch.view), at: branch.range)])
      assumptions.append("the app opens on \(SpecPrinter.identifier(branch.view))")
    }
    return [EffectSyntax(kind: .either(blocks, assumptions: assumptions), range: at)]
  }

  /// A launch-only choice whose conditions TipCheck reads (a coordinator's
  /// `if UserDefaults.standard.bool(forKey: "hasOnboarded") { showHome() }
  /// else { showOnboarding() }`): decided once per launch, exactly. The
  /// first screen's appearance at launch goes to the branch whose condition
  /// holds; a transient flag (`TipCheckLaunch.decided`, false at each
  /// launch, S25) keeps later appearances of the first screen from choosing
  /// again, as a window's root never switches by itself.
  private func exactLaunch(_ branches: [RootBranch], screens: [String], onAppear: [EffectSyntax]) -> [EffectSyntax]? {
    guard branches.count >= 2, let last = branches.last, last.conditionSyntax == nil,
      branches.dropFirst().allSatisfy({ screens.contains($0.view) })
    else { return nil }
    var conditions: [ExpressionSyntax] = []
    for branch in branches.dropLast() {
      guard let elements = branch.conditionSyntax else { return nil }
      var parts: [ExpressionSyntax] = []
      for element in elements {
        guard case .expression(let expression) = element.condition,
          let part = try? lowerExpression(expression, LoweringScope(selfType: branch.app, file: branch.file))
        else { return nil }
        parts.append(part)
      }
      guard let condition = ExpressionSyntax.all(parts) else { return nil }
      conditions.append(condition)
    }
    let at = branches[0].range
    var chosen: [EffectSyntax] = [.navigate(SpecPrinter.identifier(last.view), at: last.range)]
    for position in (1..<(branches.count - 1)).reversed() {
      let branch = branches[position]
      chosen = [.when(conditions[position], then: [.navigate(SpecPrinter.identifier(branch.view), at: branch.range)], else: chosen, at: branch.range)]
    }
    launchDecision = at
    let decided = Self.launchHolder + ".decided"
    let decide = EffectSyntax(kind: .set(Name.path(decided, at: at), operator: "=", .boolean(true, at)), range: at)
    return [
      .when(
        .not(.reference(decided, at: at), at: at), then: [decide, .when(conditions[0], then: onAppear, else: chosen, at: at)],
        else: onAppear, at: at)
    ]
  }

  /// The holder of the launch's one decision (`exactLaunch`).
  static let launchHolder = "TipCheckLaunch"

  func launchDecisionNodes() -> [SpecNode] {
    guard let launchDecision, let holder = Self.flagHolder(Self.launchHolder, [("decided", launchDecision)], isTransient: true, isBookkeeping: true) else {
      return []
    }
    return [holder]
  }

  /// For each root view past the first that is a screen: a move to it at any
  /// moment, approximate, with a warning at its branch.
  func rootSwitchNodes(_ branches: [RootBranch], screens: [String]) -> [SpecNode] {
    var nodes: [SpecNode] = []
    for branch in branches.dropFirst() where screens.contains(branch.view) && !branch.launchOnly {
      let at = branch.range
      let screen = SpecPrinter.identifier(branch.view)
      let when = branch.condition.map { "when '\($0)' holds" } ?? "when no condition above it holds"
      diagnostics.append(
        Diagnostic.warning(
          "the WindowGroup shows '\(branch.view)' \(when); TipCheck does not read when that changes, so the app is taken to switch to it at any moment (an approximation)",
          at: at, hint: "verdicts whose runs pass through this switch are unknown; the others are decided")
          .with(id: "swift.root-branch"))
      nodes.append(
        Self.mayOpen(
          screen, at: at, label: "the app's root switches to \(screen)", assumption: "the app's root switches to \(screen)"))
    }
    return nodes
  }
}
#endif
