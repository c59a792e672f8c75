#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A `Bool` the app keeps outside its views — a view model's `@Published`
/// flag, a session's sign-in, the `App`'s own `@State` — that view code
/// reads to decide what is on screen:
///
/// ```swift
/// final class SessionModel: ObservableObject {
///     @Published private(set) var isSignedIn = false
///     func signIn() { isSignedIn = true }
/// }
/// …
/// if model.isFinished { Text("Done") } else { HintButton().popoverTip(hint) }
/// Button("Add") { … }.disabled(model.isLocked)
/// ```
///
/// Such a flag is a model variable (a transient parameter of its type):
/// the `if` and `.disabled` over it are read exactly, and each write TipCheck
/// reads changes it, where an unread condition was a flag of its own that
/// could change at any moment (an approximation every run through it
/// rested on).
///
/// It qualifies only when TipCheck sees every way its value is made:
/// - one stored `var` with a `true`/`false` literal, not written by an
///   initializer, not a flag raised only for the length of a call
///   (TransientFlags.swift);
/// - nothing binds it (`$model.flag`, `&flag`) and no file left unparsed
///   names it or a method of its type that writes it;
/// - one object holds it, whose lifetime TipCheck knows: created once, by the
///   `App` (or a `static let shared`), or as the `@StateObject`/`@State` of
///   the only view in the `WindowGroup` (both live as long as the launch),
///   or of a screen that opens nothing (a pushed or presented leaf, made
///   afresh each time it is opened: the flag is back at its literal when the
///   screen appears).
/// Anything else keeps the old reading (UnreadViewConditions.swift).
struct AppStateFlag {
  enum Lifetime: Equatable {
    /// From launch to relaunch.
    case launch
    /// Made afresh each time this screen is opened.
    case screen(String)
  }

  var owner: String
  var name: String
  var initial: Bool
  var lifetime: Lifetime
}

extension SwiftLowering {
  /// Registers every qualifying flag as a transient parameter of its type.
  func readAppState() {
    var candidates: [(owner: String, name: String)] = []
    func add(_ owner: String?, _ name: String) {
      guard let owner, !candidates.contains(where: { $0.owner == owner && $0.name == name }) else { return }
      candidates.append((owner, name))
    }
    // What view code reads: `if` conditions that decide tips or controls, and `.disabled`.
    for view in index.all where viewTypes.contains(view.name) && !controllerTypes.contains(view.name) {
      for (decl, _) in view.members {
        for node in Syntax(decl).descendants() {
          var read: [Syntax] = []
          if let branch = node.as(IfExprSyntax.self), holdsSitesOrControls(Syntax(branch)) {
            read = branch.conditions.map { Syntax($0) }
          } else if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "disabled", call.modifierBase != nil {
            read = call.arguments.map { Syntax($0) }
          }
          for part in read {
            for (base, name) in Self.memberReads(in: part) { add(types.calledType(base, from: view.name), name) }
          }
        }
      }
    }
    // What the App's WindowGroup branches on: its own `@State` and the objects it holds.
    for branch in rootBranchConditions() {
      for (base, name) in Self.memberReads(in: branch.node) { add(types.calledType(base, from: branch.app), name) }
      for name in Self.bareReads(in: branch.node) { add(branch.app, name) }
    }
    guard !candidates.isEmpty else { return }
    var qualified: [AppStateFlag] = []
    for candidate in candidates {
      if let flag = appStateFlag(candidate.owner, candidate.name) { qualified.append(flag) }
    }
    qualified = qualified.filter { !isBoundOrWrittenUnseen($0) }
    for flag in qualified {
      guard let type = index.types[flag.owner], let (variable, file) = storedFlag(flag.name, in: type) else { continue }
      parameters[flag.owner, default: []].append(
        ParameterInfo(
          name: flag.name, type: .bool, defaultValue: .boolean(flag.initial, range(variable, file: file)), isTransient: true,
          range: range(variable, file: file)))
      consume(variable, file: file)
      modelNames.insert(flag.name)
      if !holderTypes.contains(flag.owner) { holderTypes.append(flag.owner) }
      appStateFlags.append(flag)
    }
  }

  /// `model.flag`, `self.model.flag`, `a.b.flag` in a condition: the
  /// receiver's path and the member, for every member read not called.
  static func memberReads(in node: Syntax) -> [(base: [String], name: String)] {
    var reads: [(base: [String], name: String)] = []
    for descendant in node.descendants() {
      guard let member = descendant.as(MemberAccessExprSyntax.self), let base = member.base,
        var path = base.memberPath, !path.isEmpty, !path.contains(""),
        member.parent?.is(MemberAccessExprSyntax.self) != true, member.parent?.is(FunctionCallExprSyntax.self) != true
      else { continue }
      if path.first == "self" { path.removeFirst() }
      guard !path.isEmpty else { continue }
      reads.append((path, member.declName.baseName.text))
    }
    return reads
  }

  /// Bare names a condition reads (`showSplash`).
  static func bareReads(in node: Syntax) -> [String] {
    node.descendants().compactMap { descendant in
      guard let reference = descendant.as(DeclReferenceExprSyntax.self),
        reference.parent?.is(MemberAccessExprSyntax.self) != true, reference.parent?.is(FunctionCallExprSyntax.self) != true
      else { return nil }
      return reference.baseName.text
    }
  }

  /// The conditions of the App's `WindowGroup` branches, with the App's name.
  func rootBranchConditions() -> [(app: String, node: Syntax)] {
    var found: [(app: String, node: Syntax)] = []
    for type in index.all where type.inherited.contains("App") {
      for (decl, _) in type.members {
        for node in Syntax(decl).descendants() {
          guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "WindowGroup",
            let closure = call.trailingClosure
          else { continue }
          for branch in Syntax(closure).descendants().compactMap({ $0.as(IfExprSyntax.self) }) {
            found.append((type.name, Syntax(branch.conditions)))
          }
        }
      }
    }
    return found
  }

  /// The one stored `Bool` property `name` of a type, with its file.
  func storedFlag(_ name: String, in type: SwiftType) -> (VariableDeclSyntax, Int)? {
    let declarations = type.members.compactMap { member -> (VariableDeclSyntax, Int)? in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames.contains(name) else { return nil }
      return (variable, member.file)
    }
    guard declarations.count == 1, let (variable, file) = declarations.first,
      variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil, binding.initializer?.value.boolValue != nil,
      binding.typeAnnotation.map({ $0.type.trimmedDescription == "Bool" }) ?? true,
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return nil }
    return (variable, file)
  }

  /// The flag `owner.name`, if it qualifies by its declaration and its
  /// holder's lifetime (the writers are checked after).
  private func appStateFlag(_ owner: String, _ name: String) -> AppStateFlag? {
    guard let type = index.types[owner], !tipTypeSet.contains(owner), !viewTypes.contains(owner),
      parameter(owner, name) == nil, transientFlags[name] == nil || !isAssigned(name),
      let (variable, _) = storedFlag(name, in: type), let initial = variable.valueExpression?.boolValue
    else { return nil }
    let attributes = Set(variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
    if type.inherited.contains("App") {
      // The App's own `@State`: as long as the launch.
      guard attributes == ["State"] else { return nil }
      return AppStateFlag(owner: owner, name: name, initial: initial, lifetime: .launch)
    }
    guard type.kind == .classType, attributes.isSubset(of: ["Published", "ObservationTracked"]) else { return nil }
    // An initializer may give it another value.
    for (decl, _) in type.members where decl.is(InitializerDeclSyntax.self) {
      if Syntax(decl).tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return nil }
    }
    guard let lifetime = holderLifetime(of: owner) else { return nil }
    return AppStateFlag(owner: owner, name: name, initial: initial, lifetime: lifetime)
  }

  /// Whether the app assigns the name anywhere (a flag never assigned is at
  /// its literal for good, and reads as the variable it is; one a call raises
  /// and its `defer` lowers is read by TransientFlags.swift).
  private func isAssigned(_ name: String) -> Bool {
    files.contains { file in
      file.tree.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        let target = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
        return target.parent?.as(InfixOperatorExprSyntax.self).map { $0.assignment != nil && Syntax($0.leftOperand) == target } ?? false
      }
    }
  }

  /// How long the one object of a class lives, from where it is created.
  private func holderLifetime(of owner: String) -> AppStateFlag.Lifetime? {
    var creations: [FunctionCallExprSyntax] = []
    for file in files where !file.isTestCode {
      for call in file.calls where call.modifierBase == nil && !Syntax(call).isInPreview {
        let name =
          call.calleeName == "init"
          ? call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.memberPath?.last : call.calleeName
        if name == owner { creations.append(call) }
      }
    }
    guard creations.count == 1, let call = creations.first,
      let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      let holder = Self.enclosingTypeName(of: Syntax(variable)), let holderType = index.types[holder]
    else { return nil }
    let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    if holderType.inherited.contains("App") || (holder == owner && isStatic) { return .launch }
    guard viewTypes.contains(holder), !controllerTypes.contains(holder),
      variable.hasAttribute("StateObject") != nil || variable.hasAttribute("State") != nil
    else { return nil }
    // The only view of the WindowGroup lives as long as the launch.
    if rootBranches().isEmpty, appRootView() == holder, (viewCreations[holder] ?? []).count == 1 { return .launch }
    // A screen opened afresh each time, which opens nothing (coming back to
    // it from a screen of its own would keep the object).
    guard isScreenOnly(holder), !opensScreens(holder, seen: []) else { return nil }
    return .screen(holder)
  }

  /// Whether a view or the views it embeds can open another screen.
  private func opensScreens(_ view: String, seen: Set<String>) -> Bool {
    let openers: Set<String> = [
      "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover", "TabView", "NavigationStack",
      "NavigationSplitView", "NavigationView",
    ]
    if !(navigationPathsByView[view] ?? [:]).isEmpty || !(tabSelectionsByView[view] ?? [:]).isEmpty { return true }
    for (decl, _) in index.types[view]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
        if openers.contains(name) { return true }
        if call.modifierBase == nil, viewTypes.contains(name), name != view, !seen.contains(name),
          opensScreens(name, seen: seen.union([view]))
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether a write of the flag may escape what TipCheck reads: a binding
  /// to it, or a file left unparsed naming it or a method of its type that
  /// names it.
  private func isBoundOrWrittenUnseen(_ flag: AppStateFlag) -> Bool {
    for file in files {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == flag.name || token.text == "$" + flag.name {
        if token.text.hasPrefix("$") { return true }
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        let expression = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
        if expression.parent?.is(InOutExprSyntax.self) == true { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), Self.rootIsBinding(member) { return true }
        // `flag.toggle()` is read; passing it on is not a write.
      }
    }
    var names: Set<String> = [flag.name]
    for (decl, _) in index.types[flag.owner]?.members ?? [] {
      if let function = decl.as(FunctionDeclSyntax.self), Syntax(function).tokens(viewMode: .sourceAccurate).contains(where: { $0.text == flag.name }) {
        names.insert(function.name.text)
      }
    }
    let parsed = Set(files.map(\.source.path))
    return allSources.contains { source in
      !parsed.contains(source.path) && names.contains { Self.occurrences(of: $0, in: source.text, wholeWords: true) > 0 }
    }
  }

  /// For each screen whose holder makes its flags afresh, the effects that
  /// put them back at their literals when it appears.
  func appStateResets() -> [String: [EffectSyntax]] {
    var resets: [String: [EffectSyntax]] = [:]
    for flag in appStateFlags {
      guard case .screen(let screen) = flag.lifetime, let info = parameter(flag.owner, flag.name) else { continue }
      resets[SpecPrinter.identifier(screen), default: []].append(
        .set(specOwner(flag.owner) + "." + SpecPrinter.identifier(flag.name), "=", info.defaultValue, at: info.range, targetAt: info.range))
    }
    return resets
  }
}
#endif
