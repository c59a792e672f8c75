#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// A `Bool` or an enum the app keeps outside its views — a view model's
/// `@Published` flag or step, a session's sign-in, the `App`'s own `@State`
/// — that view code reads to decide what is on screen:
///
/// ```swift
/// final class SessionModel: ObservableObject {
///     @Published private(set) var isSignedIn = false
///     @Published var step: Step = .welcome
///     var isLastStep: Bool { step == .done }
///     func signIn() { isSignedIn = true }
/// }
/// …
/// if model.isFinished { Text("Done") } else { HintButton().popoverTip(hint) }
/// Button("Add") { … }.disabled(model.isLocked)
/// switch model.step { case .welcome: … case .done: … }
/// ```
///
/// Such a value is a model variable (a transient parameter of its type):
/// the `if`, `switch` and `.disabled` over it are read exactly, and each
/// write TipCheck reads changes it, where an unread condition was a flag of
/// its own that could change at any moment (an approximation every run
/// through it rested on). A computed property read by a condition is read
/// through its body (`isLastStep`), so what its body reads is a candidate too.
///
/// It qualifies only when TipCheck sees every way its value is made:
/// - one stored `var` with a `true`/`false` literal, or typed by an enum of
///   the app, with a case as its literal (a case carrying values is held as
///   which case it is: `state = .loaded(books)` is `.loaded`); not
///   written by an initializer, not a flag raised only for the length of a
///   call (TransientFlags.swift);
/// - nothing binds it (`$model.flag`, `&flag`) and no file left unparsed
///   names it or a method of its type that writes it;
/// - one object holds it, whose lifetime TipCheck knows: created once, by the
///   `App` (or a `static let shared`), or as the `@StateObject`/`@State` of
///   the only view in the `WindowGroup` (both live as long as the launch),
///   or of a screen that opens nothing (a pushed or presented leaf, made
///   afresh each time it is opened: the flag is back at its literal when the
///   screen appears), or of a view the root view shows under conditions
///   TipCheck reads (`if didOnboard { Home() } else { Onboarding() }`: made
///   afresh each time its branch is taken, so back at its literal after any
///   move that leaves the branch).
/// Anything else keeps the old reading (UnreadViewConditions.swift).
struct AppStateVariable {
  enum Lifetime: Equatable {
    /// From launch to relaunch.
    case launch
    /// Made afresh each time this screen is opened.
    case screen(String)
    /// Made afresh each time the root view shows this view (`existsWhile`).
    case branch(String)
  }

  var owner: String
  var name: String
  var lifetime: Lifetime
  /// For a `.branch` lifetime, the condition under which the view is shown.
  var existsWhile: ExpressionSyntax?
}

/// The one stored `var` an `AppStateVariable` is, as declared.
struct StoredState {
  var variable: VariableDeclSyntax
  var file: Int
  var type: SwiftLowering.ParameterType
  /// The literal it starts at, as a `.tipspec` expression.
  var initial: ExpressionSyntax
  /// An optional, held as whether it has a value (starts at `false`, nil).
  var isPresence = false
  /// A list, held as how many elements it has (ElementCounts.swift).
  var elementCount: ElementCount?
  /// The assignment in the type's initializer that gives it its first
  /// value, from a parameter (ElementCounts.swift).
  var initialization: InfixOperatorExprSyntax?
}

extension SwiftLowering {
  /// Registers every qualifying value as a transient parameter of its type.
  func readAppState() {
    var candidates: [(owner: String, name: String)] = []
    func add(_ owner: String?, _ name: String) {
      guard let owner, !candidates.contains(where: { $0.owner == owner && $0.name == name }) else { return }
      candidates.append((owner, name))
    }
    // `model.isLastPage`, computed: it, and what its body reads (ComputedValues.swift).
    func addWithBody(_ owner: String?, _ name: String) {
      guard let owner else { return }
      add(owner, name)
      for (inner, innerName) in computedReads(name, of: owner) {
        add(inner.isEmpty ? owner : types.calledType(inner, from: owner), innerName)
      }
    }
    // What view code reads: `if` conditions that decide tips or controls, and `.disabled`.
    for view in index.all where viewTypes.contains(view.name) && !controllerTypes.contains(view.name) {
      // `model.records` (or the view's own `records`): the list's owner and name.
      func addList(_ path: [String]) {
        guard let name = path.last else { return }
        add(path.count == 1 ? view.name : types.calledType(Array(path.dropLast()), from: view.name), name)
      }
      for (decl, _) in view.members {
        for node in Syntax(decl).descendants() {
          var read: [Syntax] = []
          if let branch = node.as(IfExprSyntax.self), decidesSitesOrControls(Syntax(branch), in: view.name) {
            read = branch.conditions.map { Syntax($0) }
          } else if let choice = node.as(SwitchExprSyntax.self), decidesSitesOrControls(Syntax(choice), in: view.name) {
            read = [Syntax(choice.subject)]
          } else if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "disabled", call.modifierBase != nil {
            read = call.arguments.map { Syntax($0) }
          } else if let call = node.as(FunctionCallExprSyntax.self), ["ForEach", "List"].contains(call.calleeName ?? ""),
            call.modifierBase == nil, let data = call.arguments.first(where: { $0.label == nil })?.expression,
            let list = rowList(data, in: view.name)
          {
            // The rows of a list: how many it holds (ElementCounts.swift).
            addList(list)
          }
          for part in read {
            for (base, name) in Self.memberReads(in: part) {
              addWithBody(types.calledType(base, from: view.name), name)
              // `library.pieces.isEmpty`: the list's count.
              if ["isEmpty", "count"].contains(name) { addList(base) }
            }
          }
        }
      }
    }
    // What a view model's own methods branch on (`guard canContinue else { return }`).
    for type in index.all where type.kind == .classType && !viewTypes.contains(type.name) {
      for (decl, _) in type.members where decl.is(FunctionDeclSyntax.self) {
        for node in Syntax(decl).descendants() {
          let conditions = node.as(IfExprSyntax.self)?.conditions ?? node.as(GuardStmtSyntax.self)?.conditions
          guard let conditions else { continue }
          for name in Self.bareReads(in: Syntax(conditions)) { addWithBody(type.name, name) }
        }
      }
    }
    // What the App's WindowGroup branches on: its own `@State` and the objects it holds.
    for branch in rootBranchConditions() {
      for (base, name) in Self.memberReads(in: branch.node) { add(types.calledType(base, from: branch.app), name) }
      for name in Self.bareReads(in: branch.node) { add(branch.app, name) }
    }
    guard !candidates.isEmpty else { return }
    var qualified: [AppStateVariable] = []
    for candidate in candidates {
      if let variable = appStateVariable(candidate.owner, candidate.name) { qualified.append(variable) }
    }
    qualified = qualified.filter { !isBoundOrWrittenUnseen($0) }
    // Conditions of the root view's branches may read the others: read them after.
    let inBranches = qualified.filter { if case .branch = $0.lifetime { true } else { false } }
    register(qualified.filter { if case .branch = $0.lifetime { false } else { true } })
    register(inBranches.compactMap { state in
      guard case .branch(let view) = state.lifetime, let condition = branchCondition(of: view) else { return nil }
      var state = state
      state.existsWhile = condition
      return state
    })
  }

  private func register(_ qualified: [AppStateVariable]) {
    for state in qualified {
      guard let type = index.types[state.owner], let stored = storedState(state.name, in: type) else { continue }
      let at = range(stored.variable, file: stored.file)
      parameters[state.owner, default: []].append(
        ParameterInfo(
          name: state.name, type: stored.type, defaultValue: stored.initial, isTransient: true, range: at, isPresence: stored.isPresence,
          elementCount: stored.elementCount))
      if case .enumeration(let enumName) = stored.type { declarations.use(enumName) }
      consume(stored.variable, file: stored.file)
      if let initialization = stored.initialization { consume(initialization, file: stored.file) }
      modelNames.insert(state.name)
      if !holderTypes.contains(state.owner) { holderTypes.append(state.owner) }
      appStateVariables.append(state)
    }
  }

  /// Whether a branch holds tip sites or controls, itself or through a
  /// helper of the view it uses (`case .soil: soilSection`).
  private func decidesSitesOrControls(_ branch: Syntax, in view: String) -> Bool {
    holdsSitesOrControls(branch)
      || branch.descendants().contains { node in
        node.as(DeclReferenceExprSyntax.self).map { helperHoldsSitesOrControls($0.baseName.text, in: view) } ?? false
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

  /// The one stored property `name` of a type, if it is a `Bool` with a
  /// literal, an `Int` with a literal whose writes keep it in a range, or
  /// an app enum with a case.
  func storedState(_ name: String, in type: SwiftType) -> StoredState? {
    let declarations = type.members.compactMap { member -> (VariableDeclSyntax, Int)? in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.boundNames.contains(name) else { return nil }
      return (variable, member.file)
    }
    guard declarations.count == 1, let (variable, file) = declarations.first,
      variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil,
      !variable.isStatic
    else { return nil }
    // `var savingID: Item.ID?`, `= nil`: whether it has a value (OptionalPresence.swift).
    if let optional = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self),
      binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true
    {
      let at = range(binding.initializer.map(Syntax.init) ?? Syntax(optional), file: file)
      return StoredState(variable: variable, file: file, type: .bool, initial: .boolean(false, at), isPresence: true)
    }
    // `private(set) var books: [Book]`, set by `init(books: [Book] = Book.samples)` (ElementCounts.swift).
    if binding.initializer == nil, let declared = binding.typeAnnotation?.type, declared.is(ArrayTypeSyntax.self),
      let value = initializerValue(of: name, in: type),
      let counted = elementCount(of: name, initial: value.expression, declared: declared, in: type.name, inInitializer: value.assignment)
    {
      let at = range(binding, file: file)
      return StoredState(
        variable: variable, file: file, type: .int(counted.range), initial: .integer(counted.start, at), elementCount: counted.count,
        initialization: value.assignment)
    }
    guard let value = binding.initializer?.value else { return nil }
    let declared = binding.typeAnnotation?.type.trimmedDescription
    let at = range(value, file: file)
    if let literal = value.boolValue, declared == nil || declared == "Bool" {
      return StoredState(variable: variable, file: file, type: .bool, initial: .boolean(literal, at))
    }
    // `var pageIndex = 0`, with the range its writes keep it in (IntegerState.swift).
    if let literal = value.intValue, declared == nil || declared == "Int" {
      guard let range = integerRange(of: name, initial: literal, in: type.name) else { return nil }
      return StoredState(variable: variable, file: file, type: .int(range), initial: .integer(literal, at))
    }
    // `var records: [Record] = Record.samples`: how many it holds (ElementCounts.swift).
    if let counted = elementCount(of: name, initial: value, declared: binding.typeAnnotation?.type, in: type.name) {
      return StoredState(
        variable: variable, file: file, type: .int(counted.range), initial: .integer(counted.start, at), elementCount: counted.count)
    }
    // `var step: Step = .welcome`, `var step = Step.welcome`.
    guard let written = value.memberPath, case let path = written.first == "" ? Array(written.dropFirst()) : written,
      let caseName = path.last, path.count <= 2,
      let enumName = declared ?? (path.count == 2 ? path[0] : nil), path.count == 1 || path[0] == enumName,
      let type = index.types[enumName], type.kind == .enumeration, type.cases.contains(caseName)
    else { return nil }
    return StoredState(variable: variable, file: file, type: .enumeration(enumName), initial: .enumCase(caseName, at: at))
  }

  /// The cases of an app enum whose cases carry no associated values.
  func valueFreeEnum(_ name: String) -> [String]? {
    guard let type = index.types[name], type.kind == .enumeration, !type.cases.isEmpty else { return nil }
    for (decl, _) in type.members {
      if let cases = decl.as(EnumCaseDeclSyntax.self), cases.elements.contains(where: { $0.parameterClause != nil }) { return nil }
    }
    return type.cases
  }

  /// The value `owner.name`, if it qualifies by its declaration and its
  /// holder's lifetime (the writers are checked after).
  private func appStateVariable(_ owner: String, _ name: String) -> AppStateVariable? {
    guard let type = index.types[owner], !tipTypeSet.contains(owner), !viewTypes.contains(owner),
      parameter(owner, name) == nil, transientFlags[name] == nil || !isAssigned(name),
      let stored = storedState(name, in: type)
    else { return nil }
    let variable = stored.variable
    let attributes = Set(variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
    if type.inherited.contains("App") {
      // The App's own `@State`: as long as the launch.
      guard attributes == ["State"] else { return nil }
      return AppStateVariable(owner: owner, name: name, lifetime: .launch)
    }
    guard type.kind == .classType, attributes.isSubset(of: ["Published", "ObservationTracked"]) else { return nil }
    // An initializer may give it another value.
    for (decl, _) in type.members where decl.is(InitializerDeclSyntax.self) && stored.initialization == nil {
      if Syntax(decl).tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return nil }
    }
    guard let lifetime = holderLifetime(of: owner) else { return nil }
    return AppStateVariable(owner: owner, name: name, lifetime: lifetime)
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
  private func holderLifetime(of owner: String) -> AppStateVariable.Lifetime? {
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
      let variable = call.parent?.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)
        ?? wrappedInInitializer(call),
      let holder = Self.enclosingTypeName(of: Syntax(variable)), let holderType = index.types[holder]
    else { return nil }
    let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    if holderType.inherited.contains("App") || (holder == owner && isStatic) { return .launch }
    guard viewTypes.contains(holder), !controllerTypes.contains(holder),
      variable.hasAttribute("StateObject") != nil || variable.hasAttribute("State") != nil
    else { return nil }
    // The only view of the WindowGroup lives as long as the launch.
    if rootBranches().isEmpty, appRootView() == holder, (viewCreations[holder] ?? []).count == 1 { return .launch }
    if isRootBranchView(holder) { return .branch(holder) }
    // A screen opened afresh each time, which opens nothing (coming back to
    // it from a screen of its own would keep the object).
    guard isScreenOnly(holder), !opensScreens(holder, seen: []) else { return nil }
    return .screen(holder)
  }

  /// `_model = State(initialValue: Model(item: item))` (or `StateObject(wrappedValue:)`)
  /// in a view's initializer: the view's stored `model` the creation is.
  private func wrappedInInitializer(_ call: FunctionCallExprSyntax) -> VariableDeclSyntax? {
    guard let wrapper = call.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      let label = call.parent?.as(LabeledExprSyntax.self)?.label?.text,
      (wrapper.calleeName == "State" && label == "initialValue") || (wrapper.calleeName == "StateObject" && label == "wrappedValue"),
      let assignment = wrapper.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
      Syntax(assignment.rightOperand) == Syntax(wrapper), var path = assignment.leftOperand.memberPath
    else { return nil }
    if path.first == "self" { path.removeFirst() }
    guard path.count == 1, let stored = path.first, stored.hasPrefix("_"),
      Syntax(call).ancestors.contains(where: { $0.is(InitializerDeclSyntax.self) }),
      let view = Self.enclosingTypeName(of: Syntax(call)), let type = index.types[view]
    else { return nil }
    let name = String(stored.dropFirst())
    return type.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { $0.boundNames == [name] }
  }

  /// Whether a view or the views it embeds can open another screen.
  private func opensScreens(_ view: String, seen: Set<String>) -> Bool {
    // A `NavigationStack` alone opens nothing: its links, destinations and
    // path (below) do.
    let openers: Set<String> = [
      "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover", "TabView", "NavigationSplitView",
    ]
    if !(tabSelectionsByView[view] ?? [:]).isEmpty || (!(navigationPathsByView[view] ?? [:]).isEmpty && pushesOntoPath(view)) {
      return true
    }
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

  /// Whether a view holding a navigation path (its own, or a router's) may
  /// push onto it: it calls `append`, or a method of the app whose body
  /// does. A view that only pops (`router.popToRoot()`) opens nothing.
  private func pushesOntoPath(_ view: String) -> Bool {
    func appends(_ node: Syntax) -> Bool {
      node.descendants().contains { $0.as(FunctionCallExprSyntax.self)?.calleeName == "append" }
    }
    for (decl, _) in index.types[view]?.members ?? [] {
      for node in Syntax(decl).descendants() {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
        if name == "append" { return true }
        // A method of another type (a router's `push`): by its name, in any type that declares it.
        guard call.calledExpression.is(MemberAccessExprSyntax.self), methodNames.contains(name) else { continue }
        for type in index.all where type.name != view {
          for (member, _) in type.members {
            if let function = member.as(FunctionDeclSyntax.self), function.name.text == name, appends(Syntax(function)) { return true }
          }
        }
      }
    }
    return false
  }

  /// Whether a write of the flag may escape what TipCheck reads: a binding
  /// to it, or a file left unparsed naming it or a method of its type that
  /// names it.
  private func isBoundOrWrittenUnseen(_ flag: AppStateVariable) -> Bool {
    for file in files {
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == flag.name || token.text == "$" + flag.name {
        if token.text.hasPrefix("$") { return true }
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        let expression = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
        if expression.parent?.is(InOutExprSyntax.self) == true { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), Self.rootIsBinding(member),
          !isPagerSelection(ExprSyntax(member), owner: flag.owner, name: flag.name)
        {
          return true
        }
        // `flag.toggle()` is read; passing it on is not a write.
      }
    }
    var names: Set<String> = [flag.name]
    for (decl, _) in index.types[flag.owner]?.members ?? [] {
      if let function = decl.as(FunctionDeclSyntax.self), Syntax(function).tokens(viewMode: .sourceAccurate).contains(where: { $0.text == flag.name }) {
        names.insert(function.name.text)
      }
    }
    return names.contains(where: writtenInUnparsedFiles)
  }

  /// For each screen whose holder makes its flags afresh, the effects that
  /// put them back at their literals when it appears.
  func appStateResets() -> [String: [EffectSyntax]] {
    var resets: [String: [EffectSyntax]] = [:]
    for flag in appStateVariables {
      guard case .screen(let screen) = flag.lifetime, let info = parameter(flag.owner, flag.name) else { continue }
      resets[SpecPrinter.identifier(screen), default: []].append(
        .set(specOwner(flag.owner) + "." + SpecPrinter.identifier(flag.name), "=", info.defaultValue, at: info.range, targetAt: info.range))
    }
    return resets
  }
}
#endif
