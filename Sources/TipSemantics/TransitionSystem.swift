import TipModel

/// What a move is, in the model's terms, so traces can tell it as a tap.
public enum MoveLabel: Hashable, Sendable {
  /// The first launch of the freshly installed app (only for initial states).
  case launch
  /// A button or tap gesture.
  case userAction(UserActionID)
  /// A button drawn on a presented tip: close, a style's button, an action.
  case tipButton(SiteID, TipID, TipButton)
  /// A tap outside a popover, which dismisses it.
  case dismiss(SiteID)
  case relaunch
  /// The display-frequency period passes.
  case timePasses
  /// A tip with `maxDisplayDuration` has been on screen that long, and
  /// TipKit invalidates it (S32).
  case displayTimeRunsOut(TipID)
  /// Not a step of the app: a move of the analyses of approximate moves
  /// (ApproximateSystems.swift), where they switch from following every
  /// move to following exact moves only, or mark a state as not stuck. No
  /// system a front end compiles has it.
  case onlyExactFromHere
}

/// A labelled move: enabled when `guard` holds in the current state; its
/// effects give the `mid` value of each assigned variable (the others keep
/// their value; scratch variables default to 0).
public struct Move: Hashable, Sendable {
  public var label: MoveLabel
  public var guardExpression: ExpressionID
  /// (variable index, value over the current state), one per variable.
  public var assignments: [(variable: Int, value: ExpressionID)]
  /// Where the approximations (`either`, `havoc`) this move resolves were
  /// made, with the block or value it takes at each; empty for an exact
  /// move. An approximate move may be a step the device never takes
  /// (docs/semantics.md, "Approximate moves").
  public var approximations: [ApproximateChoice] = []

  public init(
    label: MoveLabel, guardExpression: ExpressionID, assignments: [(variable: Int, value: ExpressionID)],
    approximations: [ApproximateChoice] = []
  ) {
    self.label = label
    self.guardExpression = guardExpression
    self.assignments = assignments
    self.approximations = approximations
  }

  /// Whether the device surely takes this step where the model does.
  public var isExact: Bool { approximations.isEmpty }

  public static func == (lhs: Move, rhs: Move) -> Bool {
    lhs.label == rhs.label && lhs.guardExpression == rhs.guardExpression
      && lhs.assignments.map(\.variable) == rhs.assignments.map(\.variable)
      && lhs.assignments.map(\.value) == rhs.assignments.map(\.value)
      && lhs.approximations == rhs.approximations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(guardExpression)
  }
}

/// One approximation a move resolves: where it was made, and which of its
/// blocks (`either`) or values (`havoc`) the move takes.
public struct ApproximateChoice: Hashable, Sendable {
  /// The `either` or `havoc` effect (for Swift, the code it stands for).
  public var range: SourceRange
  /// The position of the block taken, or the value given (encoded).
  public var choice: Int
  /// What the move assumes, for people: "takes the second block", "sets
  /// Onboarding.step to 2".
  public var assumption: String

  public init(range: SourceRange, choice: Int, assumption: String) {
    self.range = range
    self.choice = choice
    self.assumption = assumption
  }
}

/// The step every move ends with: the screen settles.
///
/// From the current state and the `mid` values, the next value of each
/// state variable is `next[v]`, which may read a nondeterministic `choice`
/// in `0..<choiceCount`; the successors of a move are the next states for
/// every choice where `choiceValid` holds. With an immediate display
/// frequency there is one choice and it is always valid.
public struct Settle: Hashable, Sendable {
  public var next: [ExpressionID]
  public var choiceCount: Int
  public var choiceValid: ExpressionID
  /// What each choice means: nil for 0 ("no conflict"), else the tip that
  /// wins the display-frequency slot.
  public var choiceTips: [TipID?]
  /// Whether each tip is visible after the step, as the settle computed it
  /// (for the self-check that the settled state agrees with `derived`).
  public var visibleAfter: [ExpressionID]
}

/// Per-state predicates derived from the state variables: what the screen
/// shows, each tip's status. Properties, guards and traces use these.
public struct DerivedPredicates: Hashable, Sendable {
  public var visible: [ExpressionID]
  public var available: [ExpressionID]
  public var invalidated: [ExpressionID]
  public var shown: [ExpressionID]
  /// Still to come: neither displayed yet nor invalidated. `no-deadlock`
  /// requires each such tip to stay able to become visible
  /// (docs/semantics.md, P4).
  public var awaited: [ExpressionID]
  /// `siteShows[site]` lists (tip, shown by that site now).
  public var siteShows: [[SitePresentation]]
  public var siteVisible: [ExpressionID]
  /// Each site is mounted (its screen is on display).
  public var mounted: [ExpressionID]
  /// `rules[tip][k]`: the tip's k-th rule holds.
  public var rules: [[ExpressionID]]
  /// True while a popover blocks other taps.
  public var blocked: ExpressionID
}

public struct SitePresentation: Hashable, Sendable {
  public var tip: TipID
  public var condition: ExpressionID
}

/// A property in the form an engine checks it.
public struct CheckedProperty: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Holds in every reachable state.
    case invariant(ExpressionID)
    /// Holds in some reachable state.
    case reachability(ExpressionID)
    /// docs/semantics.md, "no-deadlock": needs the whole state graph.
    case noDeadlock
    /// The variable never leaves its declared domain.
    case staysInDomain(variable: Int)
  }

  /// Index into the model's `properties`.
  public var propertyIndex: Int
  public var kind: Kind

  public init(propertyIndex: Int, kind: Kind) {
    self.propertyIndex = propertyIndex
    self.kind = kind
  }
}

/// The compiled form of a tutorial: the one input of every engine.
public struct TransitionSystem: Sendable {
  public var model: TutorialModel
  public var graph: ExpressionGraph
  public var variables: [StateVariable]
  public var layout: StateLayout
  /// The launch move, applied to the install state, gives the initial states.
  public var launch: Move
  public var moves: [Move]
  /// Every way the first launch may go when the initial screen's
  /// `onAppear` has approximations (docs/semantics.md A7), `launch` among
  /// them; empty when it goes one way. The engines start from `launch`;
  /// the verifier checks the system once per way (`launchingEachWay`).
  public var launchVariants: [Move] = []
  public var settle: Settle
  public var derived: DerivedPredicates
  public var properties: [CheckedProperty]
  /// `invalidationReasons[tip]`: the reasons the tip can be invalidated
  /// with in this model, by code; coverage reports each one separately.
  /// The tip's invalidation variable stores 0 while the tip is valid, else
  /// the reason's position here plus one: a tip that can only be closed
  /// needs one bit, not the two that `InvalidationReason.code` would take,
  /// which keeps more models' states in one 64-bit word.
  public var invalidationReasons: [[InvalidationReason]] = []

  /// The value a tip's invalidation variable holds once it is invalidated
  /// for `reason`; nil when nothing in the model invalidates it so.
  public func invalidationValue(_ reason: InvalidationReason, of tip: TipID) -> Int? {
    guard invalidationReasons.indices.contains(tip.index) else { return nil }
    return Self.invalidationValue(reason, among: invalidationReasons[tip.index])
  }

  /// What the values of an encoded variable mean ("0 valid, 1 .tipClosed"),
  /// for exports read by people and other tools; nil where a value is
  /// itself (counts, parameters, flags).
  public func valueLegend(of variable: Int) -> String? {
    guard case .invalidation(let tip) = variables[variable].role, invalidationReasons.indices.contains(tip.index)
    else { return nil }
    return (["0 valid"] + invalidationReasons[tip.index].enumerated().map { "\($0.offset + 1) .\($0.element.rawValue)" })
      .joined(separator: ", ")
  }

  /// The one definition of the encoding, shared with the compiler.
  static func invalidationValue(_ reason: InvalidationReason, among reasons: [InvalidationReason]) -> Int? {
    reasons.firstIndex(of: reason).map { $0 + 1 }
  }

  /// What a stored invalidation value means: nil for 0 (valid) and for a
  /// value outside the tip's reasons.
  public func invalidationReason(_ value: Int, of tip: TipID) -> InvalidationReason? {
    guard invalidationReasons.indices.contains(tip.index), value >= 1, value <= invalidationReasons[tip.index].count
    else { return nil }
    return invalidationReasons[tip.index][value - 1]
  }

  /// What a held choice's value means (S11's and S30's other readings):
  /// the group member that is current, or the anchor's popover site that
  /// shows; nil for none.
  public func heldMember(_ value: Int, of group: GroupID) -> TipID? {
    let members = model[group].members
    return value >= 1 && value <= members.count ? members[value - 1] : nil
  }

  public func presentingSite(_ value: Int, among sites: [SiteID]) -> SiteID? {
    value >= 1 && value <= sites.count ? sites[value - 1] : nil
  }

  /// Values of every variable before the first launch.
  public var installValues: [Int] { variables.map(\.installValue) }

  /// Indices of the variables that make up the state (not scratch).
  public var stateVariableIndices: [Int] { variables.indices.filter { !variables[$0].isScratch } }

  public func variable(for role: StateVariable.Role) -> Int? {
    variables.firstIndex { $0.role == role }
  }
}

extension TutorialModel {
  /// S1: TipKit keeps a tip's status and display count under its id, so
  /// tips that share an id share them: the first tip with the id holds
  /// them for all (the variables' roles name it).
  public func statusOwner(of tip: TipID) -> TipID {
    let id = tips[tip.index].id
    return tips.firstIndex { $0.id == id }.map(TipID.init) ?? tip
  }
}

extension TransitionSystem {
  /// The variable holding a tip's invalidation (shared by tips with one id).
  public func invalidationVariable(of tip: TipID) -> Int? {
    variable(for: .invalidation(model.statusOwner(of: tip)))
  }

  /// The variable counting a tip's displays (shared by tips with one id).
  public func displaysVariable(of tip: TipID) -> Int? {
    variable(for: .displays(model.statusOwner(of: tip)))
  }

  /// What a value of a tip's display count means (S18): the count itself
  /// below the counter's cap; at the cap, the count for a tip with
  /// `maxDisplayCount` (its cap is TipKit's), else "this many or more"
  /// (the counter stops where no comparison in the model can tell more).
  public func displayCount(_ value: Int, of tip: TipID) -> (count: Int, orMore: Bool) {
    guard let variable = displaysVariable(of: tip) else { return (value, false) }
    let cap = variables[variable].domain.upperBound
    // Tips with one id share the count (S1): the cap is TipKit's when one of them has it as maxDisplayCount.
    let id = model.tips[tip.index].id
    let capIsTipKits = model.tips.contains { $0.id == id && $0.maxDisplayCount == cap }
    return (value, value >= cap && !capIsTipKits)
  }
}

extension TutorialModel {
  /// S29: TipKit's testing overrides, by Apple's precedence: a tip named by
  /// `showTipsForTesting` shows, else one named by `hideTipsForTesting`
  /// hides, else `showAllTipsForTesting` shows every tip, else
  /// `hideAllTipsForTesting` hides every tip. true: always available (rules,
  /// display frequency and invalidation ignored: its status reverts to
  /// available); false: never available; nil: TipKit's rules.
  public func testingOverride(of tip: TipID) -> Bool? {
    let configuration = configuration
    if configuration.testingShown.contains(tip) { return true }
    if configuration.testingHidden.contains(tip) { return false }
    if configuration.testingShowsAll { return true }
    if configuration.testingHidesAll { return false }
    return nil
  }
}
