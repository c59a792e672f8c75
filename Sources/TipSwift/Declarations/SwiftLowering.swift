#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// Lowers a Swift app to `.tipspec` nodes: the one place that knows how
/// TipKit code is written. It understands code by its shape (no type
/// checker), and says, at the Swift line, whatever it could not read and
/// how it treated it.
final class SwiftLowering {
  let files: [SwiftFile]
  let index: TypeIndex
  var diagnostics: [Diagnostic] = []

  /// A `@Parameter` the model can hold.
  enum ParameterType: Equatable {
    case bool
    case int(ClosedRange<Int>?)
    case enumeration(String)
  }

  struct ParameterInfo {
    var name: String
    var type: ParameterType
    var defaultValue: ExpressionSyntax
    var isTransient: Bool
    var range: SourceRange
  }

  struct EventInfo {
    var name: String
    var id: String
    var range: SourceRange
  }

  /// Tip types in declaration order.
  var tipTypes: [String] = []
  var tipTypeSet: Set<String> = []
  /// Types holding parameters or events that are not tips.
  var holderTypes: [String] = []
  var styleTypes: [String] = []
  var viewTypes: Set<String> = []
  /// The app's UIKit view controllers (also in `viewTypes`: they are screens).
  var controllerTypes: Set<String> = []
  /// Screens a UIKit `present(…)` opens (modally: "Dismiss" leads back).
  var modalDestinations: Set<String> = []
  /// Controllers a UIKit move makes the whole stack (`setViewControllers`),
  /// and those it pushes or presents: one only ever reset to has no Back.
  var stackResetDestinations: Set<String> = []
  var openedDestinations: Set<String> = []
  /// `for await … in tip.shouldDisplayUpdates` loops read as a controller's
  /// presenters (UIKitControllers.swift): they have no effect of their own.
  var presenterLoops: Set<SourceRange> = []
  /// Testing-override calls already read at launch or left out (S29).
  var testingOverrideCalls: Set<SourceRange> = []
  /// `on T invalidated … { … }` read from status loops (StatusRelays.swift),
  /// once per loop, by the loop's range.
  var invalidationHandlerNodes: [SourceRange: [SpecNode]] = [:]
  var parameters: [String: [ParameterInfo]] = [:]
  var events: [String: [EventInfo]] = [:]
  /// Parameters TipCheck cannot model, with why.
  var unsupportedParameters: [String: [String: String]] = [:]
  var enumsUsed: [String] = []
  /// Stored tip instances: type → property → tip type.
  var tipInstances: [String: [String: String]] = [:]
  /// Tip groups by declaring type and property.
  var groups: [GroupInfo] = []
  /// Per file, the byte ranges read into the model or warned about
  /// (UnmodelledCode.swift).
  var consumed: [Int: [Range<Int>]] = [:]
  /// Actions whose code was read only in part: they stay moves even when
  /// nothing TipCheck read in them changes the model (a scenario can tap them).
  var actionsWithGaps: Set<SourceRange> = []
  /// The user action whose code is being read, if any.
  var actionBeingRead: SourceRange?
  /// Per nested type, the type it is declared in (NameResolution.swift).
  lazy var enclosingTypes: [String: String] = buildEnclosingTypes()
  /// Identifier → the model entities it can name (ReadingGaps.swift).
  lazy var subjectIndex: [String: Set<ReadingGap.Subject>] = buildSubjectIndex()
  /// Identifiers whose presence makes unreadable code worth a warning.
  var modelNames: Set<String> = ["invalidate", "donate", "sendDonation", "Tips"]
  /// The functions declared at the top level of the app's files, by name
  /// (calls to them are followed).
  lazy var freeFunctions: [String: (decl: FunctionDeclSyntax, file: Int)] = {
    var functions: [String: (decl: FunctionDeclSyntax, file: Int)] = [:]
    for (index, file) in files.enumerated() {
      for item in file.tree.statements {
        if case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self), functions[function.name.text] == nil {
          functions[function.name.text] = (function, index)
        }
      }
    }
    return functions
  }()
  /// The methods the app's types and extensions declare, by name, in the
  /// order of the types and their members: built once, so that resolving
  /// a call never walks the app.
  lazy var methodsByName: [String: [(decl: FunctionDeclSyntax, file: Int)]] = {
    var methods: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
    for type in index.all {
      for (decl, file) in type.members {
        if let function = decl.as(FunctionDeclSyntax.self) { methods[function.name.text, default: []].append((function, file)) }
      }
    }
    return methods
  }()
  /// The names of the methods the app's types declare (a call to one that
  /// cannot be followed is a warning).
  lazy var methodNames: Set<String> = Set(methodsByName.keys)
  /// Effects that are `Tips.configure` calls, already read.
  var configuration: [SpecNode] = []
  var presentationFlagCache: [String: [String: String]] = [:]
  /// The app's tips, parameters and events, and TipKit's site views: what
  /// view code must name to matter (read after `classify()` has found them).
  lazy var tipRelatedNames: Set<String> = modelNames.union(["TipView", "popoverTip"])
  /// Per `View.member`: whether that helper holds a tip site or a control.
  var helperCache: [String: Bool] = [:]
  /// Per view, the methods its `.navigationDestination` closures call.
  var destinationBuilderCache: [String: Set<String>] = [:]
  /// Per view, the `.navigationDestination(for:)` targets in it and the views it embeds.
  var destinationCache: [String: [NavigationTarget]] = [:]
  /// How many places create each view (ViewState.swift), once computed.
  var viewInstanceCounts: [String: Int]?
  /// View conditions TipCheck cannot read, as flags (UnreadViewConditions.swift).
  var conditionFlags: [(name: String, text: String, range: SourceRange)] = []
  /// `anytime` moves for code TipCheck did not read that may run at any
  /// moment (UnmodelledCode.swift).
  var anytimeNodes: [SpecNode] = []
  /// At most this many such moves; past them, unread code keeps its gap.
  static let anytimeLimit = 16
  /// What the app's methods of each name may touch (EffectLowering.swift).
  var methodSubjectsCache: [String: Set<ReadingGap.Subject>] = [:]
  /// Closures scheduled for later (`DelayedWork`): their pending flag, the
  /// call, and what they do.
  var delayedWorks: [(name: String, range: SourceRange, variants: [EffectVariant], repeats: Bool)] = []
  /// Local names standing for property paths, by type (`localAlias`).
  var localAliasCache: [String: [String: [String]?]] = [:]
  /// The App's root branches read exactly, if they are (RootBranches.swift).
  var rootSwitch: RootSwitch?
  /// Per type, its properties standing for a shared `@AppStorage` key, to
  /// the key's flag (SharedStorage.swift).
  var sharedStorage: [String: [String: String]] = [:]
  /// Flags of the app's objects read as model variables (AppState.swift).
  var appStateFlags: [AppStateFlag] = []
  /// Views' own flags watched by `.onChange`, as `View.name` (ViewState.swift).
  var viewStateParameters: [String: (view: String, name: String)] = [:]
  /// `.tipViewStyle(.card)` shorthands the app declares, by name.
  lazy var styleShorthands: [String: String] = findStyleShorthands()
  /// Per view, the tab selections its code can set (TabScreens.swift).
  lazy var tabSelectionsByView: [String: [String: [String: String]]] = findTabSelections()
  /// Per view, the navigation paths its code can append to (NavigationPaths.swift).
  lazy var navigationPathsByView: [String: [String: [NavigationTarget]]] = findNavigationPaths()
  /// Every `.navigationDestination(for:)` of the app's views.
  lazy var appDestinations: [NavigationTarget] = {
    var all: [NavigationTarget] = []
    for view in index.all where viewTypes.contains(view.name) {
      for target in destinations(under: view.name) where !all.contains(target) { all.append(target) }
    }
    return all
  }()
  /// Per view, the calls creating it in the app's code (not previews or tests).
  lazy var viewCreations: [String: [FunctionCallExprSyntax]] = {
    var found: [String: [FunctionCallExprSyntax]] = [:]
    for file in files where !file.isTestCode {
      for call in file.calls {
        let node = Syntax(call)
        guard call.modifierBase == nil, let name = call.calleeName,
          viewTypes.contains(name), !node.isInPreview
        else { continue }
        found[name, default: []].append(call)
      }
    }
    return found
  }()
  /// Every view some `path.append` can open.
  lazy var pathDestinations: Set<String> = Set(
    navigationPathsByView.values.flatMap { $0.values.flatMap { $0.map(\.destination) } })

  struct GroupInfo {
    var specName: String
    var owner: String
    var property: String
    var priority: TipGroup.Priority
    var members: [String]
    var range: SourceRange
  }

  /// Every source file of the app, parsed or not (for text searches).
  let allSources: [SourceFile]
  /// The `App`'s WindowGroup view: its `.task`/`.onAppear` run at launch.
  lazy var launchView: String? = appRootView()
  /// The app's functions that run at launch (LaunchConfiguration.swift).
  lazy var launchFunctions: Set<String> = findLaunchFunctions()
  /// The screens a UIKit coordinator pushes first, one per branch (CoordinatorLaunch.swift).
  lazy var coordinatorBranches: [RootBranch] = coordinatorLaunchBranches()
  /// A UIKit app's root tab bar, if it has one (UIKitControllers.swift).
  lazy var uikitRootTabs: [TabScreen]? = findUIKitRootTabs()
  /// Whether the app stops timers (DelayedWork.swift).
  lazy var appStopsTimers: Bool = findWhetherAppStopsTimers()
  /// Flags back at their initial value between moves (TransientFlags.swift).
  lazy var transientFlags: [String: Bool] = findTransientFlags()

  /// Types the app declares in files that were not parsed. By the
  /// invariant of `RelevantFiles`, their code cannot touch a tip or lead to
  /// a screen that does: a call into one does nothing to tips, a link to
  /// one leads to a screen without tips (as a library's would).
  let inertTypes: Set<String>
  /// Directives from outside the sources (a configuration's `checks`),
  /// read before the sources' own `// tipcheck:` comments.
  let addedDirectives: [AddedDirective]

  init(files: [SwiftFile], allSources: [SourceFile] = [], inertTypes: Set<String> = [], addedDirectives: [AddedDirective] = []) {
    self.files = files
    self.addedDirectives = addedDirectives
    self.allSources = allSources.isEmpty ? files.map(\.source) : allSources
    let index = TypeIndex(files: files)
    self.index = index
    self.inertTypes = inertTypes.filter { index.types[$0] == nil }
    diagnostics += index.diagnostics
  }

  func range(_ node: some SyntaxProtocol, file: Int) -> SourceRange { files[file].range(node) }

  /// A warning with its stable id, and, for code read only in part, what
  /// that code may touch (its `ReadingGap`).
  /// A gap found while an action's code is read is confined to that action.
  func warn(_ message: String, _ node: some SyntaxProtocol, file: Int, hint: String? = nil, id: String, gap: ReadingGap? = nil) {
    var gap = gap
    if let action = actionBeingRead, gap?.confinedTo == nil { gap = gap?.confined(to: action) }
    if let action = actionBeingRead, gap.map({ !$0.subjects.isEmpty }) == true { actionsWithGaps.insert(action) }
    diagnostics.append(Diagnostic.warning(message, at: range(node, file: file), hint: hint).with(id: id, gap: gap))
    consume(node, file: file)
  }

  /// Reads an action's code (a button's, a tap gesture's): what cannot be
  /// read there is confined to it.
  func readingAction<Result>(_ origin: SourceRange, _ read: () -> Result) -> Result {
    let outer = actionBeingRead
    actionBeingRead = origin
    defer { actionBeingRead = outer }
    return read()
  }

  func error(_ message: String, _ node: some SyntaxProtocol, file: Int, hint: String? = nil) {
    diagnostics.append(.error(message, at: range(node, file: file), hint: hint))
  }

  // MARK: Classification

  /// Finds tips, holders, styles and views, and reads every parameter,
  /// event, stored tip and group, so that later passes can resolve names.
  func classify() {
    let tipProtocols = index.tipProtocols
    for type in index.all where index.conforms(type, toAnyOf: tipProtocols) {
      tipTypes.append(type.name)
    }
    tipTypeSet = Set(tipTypes)
    for type in index.all {
      if type.kind != .protocolType, type.inherited.contains("TipViewStyle") { styleTypes.append(type.name) }
      if type.kind != .protocolType, type.inherited.contains("View") { viewTypes.insert(type.name) }
      if type.kind != .protocolType, !type.inherited.isDisjoint(with: Self.uikitRepresentables) { viewTypes.insert(type.name) }
    }
    controllerTypes = findControllerTypes()
    viewTypes.formUnion(controllerTypes)
    for type in index.all where type.kind != .protocolType {
      readParametersAndEvents(of: type)
      if !tipTypeSet.contains(type.name), parameters[type.name] != nil || events[type.name] != nil {
        holderTypes.append(type.name)
      }
    }
    modelNames.formUnion(tipTypes)
    modelNames.formUnion(holderTypes)
    for type in index.all where type.kind != .protocolType { readStoredTipsAndGroups(of: type) }
    readSharedStorage()
    readViewState()
    readAppState()
    // A type not read for its name may hold sites and effects of its own.
    for (position, node) in index.ignoredDuplicates where diagnostics.indices.contains(position) {
      diagnostics[position].gap = reach(.unknown, from: node) ?? .inert
    }
  }

  private func readParametersAndEvents(of type: SwiftType) {
    for (decl, file) in type.members {
      guard let variable = decl.as(VariableDeclSyntax.self), let name = variable.boundNames.first else { continue }
      if let attribute = variable.hasAttribute("Parameter") {
        consume(variable, file: file)
        readParameter(variable, attribute: attribute, name: name, owner: type.name, file: file)
        modelNames.insert(name)
      } else if let event = eventDeclaration(variable) {
        let id = event.argument("id")?.stringValue ?? name
        events[type.name, default: []].append(EventInfo(name: name, id: id, range: range(variable, file: file)))
        consume(variable, file: file)
        modelNames.insert(name)
      }
    }
  }

  /// `static let e = Tips.Event(id: "e")`, also `: Tips.Event = .init(id:)`.
  private func eventDeclaration(_ variable: VariableDeclSyntax) -> FunctionCallExprSyntax? {
    guard let binding = variable.firstBinding, let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self)
    else { return nil }
    if call.calleeName == "Event" { return call }
    if call.calleeName == "init", binding.typeAnnotation?.type.baseName == "Event" { return call }
    return nil
  }

  private func readParameter(
    _ variable: VariableDeclSyntax, attribute: AttributeSyntax, name: String, owner: String, file: Int
  ) {
    let isTransient = attribute.arguments?.trimmedDescription.contains("transient") ?? false
    let declared = variable.firstBinding?.typeAnnotation?.type
    let value = variable.firstBinding?.initializer?.value
    func unsupported(_ why: String) {
      unsupportedParameters[owner, default: [:]][name] = why
      warn(
        "@Parameter '\(owner).\(name)' \(why); TipCheck does not model it, and rules reading it are treated as true",
        variable, file: file, id: "swift.parameter-not-modelled")
    }
    guard let value else {
      unsupported("has no default value")
      return
    }
    var type: ParameterType?
    var defaultText: ExpressionSyntax?
    let at = range(value, file: file)
    let declaredName = declared.map { $0.trimmedDescription }
    if declaredName == "Bool" || (declared == nil && value.boolValue != nil) {
      type = .bool
      defaultText = value.boolValue.map { .boolean($0, at) }
    } else if declaredName == "Int" || (declared == nil && value.intValue != nil) {
      type = .int(declaredRange(variable))
      defaultText = value.intValue.map { .integer($0, at) }
    } else if let declaredName, let enumType = index.types[declaredName], enumType.kind == .enumeration,
      !enumType.cases.isEmpty
    {
      type = .enumeration(declaredName)
      if let path = value.memberPath, let last = path.last, enumType.cases.contains(last) { defaultText = .enumCase(last, at: at) }
    } else if declared == nil, let path = value.memberPath, path.count == 2, let enumType = index.types[path[0]],
      enumType.kind == .enumeration, enumType.cases.contains(path[1])
    {
      type = .enumeration(path[0])
      defaultText = .enumCase(path[1], at: at)
    }
    guard let type else {
      unsupported("has type \(declaredName ?? "'\(value.trimmedDescription)'"), which is not Bool, Int or an enum declared in the sources")
      return
    }
    guard let defaultText else {
      unsupported("has a default value TipCheck cannot read (\(value.trimmedDescription))")
      return
    }
    if case .enumeration(let enumName) = type, !enumsUsed.contains(enumName) { enumsUsed.append(enumName) }
    parameters[owner, default: []].append(
      ParameterInfo(name: name, type: type, defaultValue: defaultText, isTransient: isTransient, range: range(variable, file: file)))
  }

  /// `// tipcheck: range 0...10` in the comments before an Int parameter.
  private func declaredRange(_ variable: VariableDeclSyntax) -> ClosedRange<Int>? {
    for piece in variable.leadingTrivia {
      guard case .lineComment(let comment) = piece, let directive = Self.directive(comment) else { continue }
      let words = directive.split(separator: " ")
      guard words.count == 2, words[0] == "range" else { continue }
      let bounds = words[1].split(separator: ".", omittingEmptySubsequences: true)
      if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high { return low...high }
    }
    return nil
  }

  /// The text after `tipcheck:` in a `//` comment.
  static func directive(_ comment: String) -> String? {
    var text = Substring(comment)
    while text.first == "/" { text.removeFirst() }
    text = text.drop { $0 == " " }
    guard text.hasPrefix("tipcheck:") else { return nil }
    return String(text.dropFirst("tipcheck:".count)).trimmingSpaces()
  }

  private func readStoredTipsAndGroups(of type: SwiftType) {
    for (decl, file) in type.members {
      guard let variable = decl.as(VariableDeclSyntax.self), let name = variable.boundNames.first else { continue }
      if let tip = tipType(ofValue: variable.valueExpression) ?? tipType(ofAnnotation: variable.firstBinding?.typeAnnotation?.type) {
        tipInstances[type.name, default: [:]][name] = tip
        consume(variable, file: file)
        modelNames.insert(name)
      } else if let call = variable.valueExpression?.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "TipGroup" {
        readGroup(call, owner: type.name, property: name, file: file)
        consume(variable, file: file)
        modelNames.insert(name)
      }
    }
  }

  /// `Step1Tip()` → "Step1Tip".
  func tipType(ofValue value: ExprSyntax?) -> String? {
    guard let call = value?.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
    // `Foundation.Date()` is not `FormTips.Date()` (NameResolution.swift).
    let callee =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    if let callee, namesAnotherType(callee, name) { return nil }
    if tipTypeSet.contains(name) { return name }
    if name == "init", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.memberPath?.last,
      tipTypeSet.contains(base)
    {
      return base
    }
    return nil
  }

  func tipType(ofAnnotation type: SwiftSyntax.TypeSyntax?) -> String? {
    guard let type else { return nil }
    let name = type.baseName
    if let token = Self.nameToken(of: type), namesAnotherType(token, name) { return nil }
    return tipTypeSet.contains(name) ? name : nil
  }

  private func readGroup(_ call: FunctionCallExprSyntax, owner: String, property: String, file: Int) {
    let clash = groups.contains { $0.property == property } || tipTypeSet.contains(property)
    let specName = SpecPrinter.identifier(clash ? "\(owner)_\(property)" : property)
    var priority = TipGroup.Priority.firstAvailable
    if let first = call.unlabeledArguments.first, first.memberPath == nil {
      warn(
        "TipCheck cannot read this TipGroup priority; read as .firstAvailable (TipKit's default)", first, file: file,
        id: "swift.group-priority", gap: ReadingGap(.unknown, [.group(specName)]))
    } else if let first = call.unlabeledArguments.first, let path = first.memberPath, let last = path.last {
      switch last {
      case "ordered": priority = .ordered
      case "firstAvailable": priority = .firstAvailable
      default:
        warn("unknown TipGroup priority '\(first.trimmedDescription)'; read as .firstAvailable (TipKit's default)", first, file: file,
          id: "swift.group-priority", gap: ReadingGap(.unknown, [.group(specName)]))
      }
    }
    var members: [String] = []
    var memberNodes: [Syntax] = []
    if let builder = call.trailingClosure ?? call.closure(nil) {
      memberNodes = builder.statements.map { Syntax($0.item) }
    } else if let array = call.unlabeledArguments.last?.unwrapped.as(ArrayExprSyntax.self) {
      memberNodes = array.elements.map { Syntax($0.expression) }
    }
    for node in memberNodes {
      let expression = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression
      if let tip = tipType(ofValue: expression) {
        members.append(tip)
      } else if let path = expression?.memberPath, path.count == 1, let tip = tipInstances[owner]?[path[0]] {
        members.append(tip)
      } else {
        warn(
          "this TipGroup member is not a tip TipCheck can identify; it is left out of the group", node, file: file,
          id: "swift.group-member", gap: ReadingGap(.unknown, [.anything]))
      }
    }
    groups.append(
      GroupInfo(specName: specName, owner: owner, property: property, priority: priority, members: members, range: range(call, file: file)))
  }

  // MARK: Lookups

  func parameter(_ owner: String, _ name: String) -> ParameterInfo? {
    parameters[owner]?.first { $0.name == name }
  }

  func event(_ owner: String, _ name: String) -> EventInfo? {
    events[owner]?.first { $0.name == name }
  }

  /// A group visible from a type: its own property, or a unique group
  /// declared elsewhere under that property name.
  func group(named property: String, in owner: String?) -> GroupInfo? {
    if let owner, let own = groups.first(where: { $0.owner == owner && $0.property == property }) { return own }
    let matches = groups.filter { $0.property == property }
    return matches.count == 1 ? matches[0] : nil
  }
}

extension String {
  /// Without the given characters at either end.
  func trimmingCharacters(in characters: String) -> String {
    var text = Substring(self)
    while let first = text.first, characters.contains(first) { text.removeFirst() }
    while let last = text.last, characters.contains(last) { text.removeLast() }
    return String(text)
  }

  func trimmingSpaces() -> String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }
}
#endif
