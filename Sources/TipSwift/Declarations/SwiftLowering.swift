#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// Lowers a Swift app to `.tipspec` nodes: the one place that knows how
/// TipKit code is written. It understands code by its shape (no type
/// checker), and says, at the Swift line, whatever it could not read and
/// how it treated it. Its parts that own their state are types of their
/// own: the type index, `AppDeclarations` (what the app declares),
/// `TypeResolution` (what a name stands for) and `ReadingRecord` (what has
/// been said and read).
final class SwiftLowering {
  let files: [SwiftFile]
  let index: TypeIndex
  /// What has been said and read so far (ReadingRecord.swift).
  let record = ReadingRecord()
  var diagnostics: [Diagnostic] {
    get { record.diagnostics }
    _modify { yield &record.diagnostics }
  }

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
    /// An optional the model holds only as whether it has a value
    /// (OptionalPresence.swift): read only against `nil`.
    var isPresence = false
    /// A list the model holds only as how many elements it has
    /// (ElementCounts.swift).
    var elementCount: ElementCount?
  }

  struct EventInfo {
    var name: String
    var id: String
    var range: SourceRange
  }

  /// What the app declares (the first pass, `classify()`).
  var declarations = AppDeclarations()
  /// The app's nested types, for telling names apart (NameResolution.swift).
  let nestedTypes: NestedTypeNames
  /// Tip types in declaration order.
  var tipTypes: [String] { declarations.tipTypes }
  var tipTypeSet: Set<String> { declarations.tipTypeSet }
  /// Types holding parameters or events that are not tips: the declared
  /// ones, and those whose own state later passes read as flags.
  var holderTypes: [String] = []
  var styleTypes: [String] { declarations.styleTypes }
  var viewTypes: Set<String> { declarations.viewTypes }
  /// The app's UIKit view controllers (also in `viewTypes`: they are screens).
  var controllerTypes: Set<String> { declarations.controllerTypes }
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
  /// The declared parameters, and the flags later passes read as parameters.
  var parameters: [String: [ParameterInfo]] = [:]
  var events: [String: [EventInfo]] { declarations.events }
  /// Parameters TipCheck cannot model, with why.
  var unsupportedParameters: [String: [String: String]] { declarations.unsupportedParameters }
  var enumsUsed: [String] { declarations.enumsUsed }
  /// Stored tip instances: type → property → tip type.
  var tipInstances: [String: [String: String]] { declarations.tipInstances }
  /// Tip groups by declaring type and property.
  var groups: [GroupInfo] { declarations.groups }
  /// Identifier → the model entities it can name (ReadingGaps.swift).
  lazy var subjectIndex: [String: Set<ReadingGap.Subject>] = buildSubjectIndex()
  /// Identifiers whose presence makes unreadable code worth a warning.
  var modelNames: Set<String> = ["invalidate", "donate", "sendDonation", "Tips"]
  /// What names in the code stand for: the app type a receiver holds, the
  /// functions a call runs (TypeResolution.swift).
  let types: TypeResolution
  var freeFunctions: [String: TypeResolution.Function] { types.freeFunctions }
  var methodNames: Set<String> { types.methodNames }
  /// Effects that are `Tips.configure` calls, already read.
  var configuration: [SpecNode] = []
  var presentationFlagCache: [String: [String: String]] = [:]
  /// The app's tips, parameters and events, and TipKit's site views: what
  /// view code must name to matter (read after `classify()` has found them).
  lazy var tipRelatedNames: Set<String> = modelNames.union(["TipView", "popoverTip"])
  /// Per `View.member`: whether that helper holds a tip site or a control.
  var helperCache: [String: Bool] = [:]
  /// Styles' variants without optional parameters some site leaves out (StyleLowering.swift).
  var styleVariants: Set<StyleVariant> = []
  /// Per view, its helpers read where they are used (ViewHelpers.swift).
  var inlinedHelperCache: [String: [String: Int]] = [:]
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
  /// Events the user does not cause, on every screen (EventMoves.swift).
  var unpromptedEventNodes: [SpecNode] = []
  /// At most this many such moves; past them, unread code keeps its gap.
  static let anytimeLimit = 16
  /// What the app's methods of each name may touch (EffectLowering.swift).
  var methodSubjectsCache: [String: Set<ReadingGap.Subject>] = [:]
  /// Closures scheduled for later (`DelayedWork`): their pending flag, the
  /// call, and what they do.
  var delayedWorks: [(name: String, range: SourceRange, variants: [EffectVariant], repeats: Bool)] = []
  /// The App's root branches read exactly, if they are (RootBranches.swift).
  var rootSwitch: RootSwitch?
  /// Per type, its properties standing for a shared `@AppStorage` key, to
  /// the key's flag (SharedStorage.swift).
  var sharedStorage: [String: [String: String]] = [:]
  /// Where a launch-only choice is decided exactly (RootBranches.swift).
  var launchDecision: SourceRange?
  /// `UserDefaults` keys read as persisted flags: key → `TipCheckStorage.<key>` (UserDefaultsFlags.swift).
  var userDefaultsFlags: [String: String] = [:]
  /// Flags and enum values of the app's objects read as model variables (AppState.swift).
  var appStateVariables: [AppStateVariable] = []
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
  /// Optionals that present a screen when set (PresentationItems.swift).
  lazy var presentationItems: [String: [String: [PresentedItem]]] = findPresentationItems()
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
    nestedTypes = NestedTypeNames(index)
    self.inertTypes = inertTypes.filter { index.types[$0] == nil }
    let parsed = Set(files.map(\.source.path))
    types = TypeResolution(
      files: files, index: index, inertTypes: self.inertTypes,
      unparsedTexts: self.allSources.filter { !parsed.contains($0.path) }.map(\.text))
    diagnostics += index.diagnostics
  }

  func range(_ node: some SyntaxProtocol, file: Int) -> SourceRange { files[file].range(node) }

  /// A warning with its stable id, and, for code read only in part, what
  /// that code may touch (its `ReadingGap`).
  /// A gap found while an action's code is read is confined to that action.
  func warn(_ message: String, _ node: some SyntaxProtocol, file: Int, hint: String? = nil, id: String, gap: ReadingGap? = nil) {
    record.warn(message, at: range(node, file: file), hint: hint, id: id, gap: gap)
    consume(node, file: file)
  }

  /// Reads an action's code (a button's, a tap gesture's): what cannot be
  /// read there is confined to it.
  func readingAction<Result>(_ origin: SourceRange, _ read: () -> Result) -> Result {
    record.readingAction(origin, read)
  }

  func error(_ message: String, _ node: some SyntaxProtocol, file: Int, hint: String? = nil) {
    diagnostics.append(.error(message, at: range(node, file: file), hint: hint))
  }

  // MARK: Classification

  /// The first pass (AppDeclarations.swift): tips, holders, styles,
  /// views, parameters, events, stored tips and groups, so that later
  /// passes can resolve names; then the flags the app's own state holds.
  func classify() {
    declarations = AppDeclarations(
      files: files, index: index, nestedTypes: nestedTypes, controllerTypes: findControllerTypes(),
      uikitRepresentables: Self.uikitRepresentables)
    diagnostics += declarations.diagnostics
    types.learn(tipTypes: declarations.tipTypeSet)
    for (file, ranges) in declarations.consumed {
      for range in ranges { record.consume(range, file: file) }
    }
    holderTypes = declarations.holderTypes
    parameters = declarations.parameters
    modelNames.formUnion(declarations.modelNames)
    readSharedStorage()
    readUserDefaultsFlags()
    readViewState()
    readAppState()
    // A type not read for its name may hold sites and effects of its own.
    for (position, node) in index.ignoredDuplicates where diagnostics.indices.contains(position) {
      diagnostics[position].gap = reach(.unknown, from: node) ?? .inert
    }
  }

  /// `Step1Tip()` → "Step1Tip" (AppDeclarations.swift).
  func tipType(ofValue value: ExprSyntax?) -> String? { declarations.tipType(ofValue: value) }

  func tipType(ofAnnotation type: SwiftSyntax.TypeSyntax?) -> String? { declarations.tipType(ofAnnotation: type) }

  /// The text after `tipcheck:` in a `//` comment.
  static func directive(_ comment: String) -> String? {
    var text = Substring(comment)
    while text.first == "/" { text.removeFirst() }
    text = text.drop { $0 == " " }
    guard text.hasPrefix("tipcheck:") else { return nil }
    return String(text.dropFirst("tipcheck:".count)).trimmingSpaces()
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
