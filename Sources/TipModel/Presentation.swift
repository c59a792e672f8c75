/// A place in the UI where a tip is presented: `.popoverTip(…)` or
/// `TipView(…)`.
public struct Site: Hashable, Sendable {
  public enum Presentation: String, Hashable, Sendable {
    case popover
    case inline
  }

  /// What the site shows.
  public enum Content: Hashable, Sendable {
    /// A fixed tip: `.popoverTip(tip1)`.
    case tip(TipID)
    /// `group.currentTip`.
    case groupCurrent(GroupID)
    /// `group.currentTip as? T`: the group's current tip when it is `T`.
    case groupCurrentAs(GroupID, TipID)
  }

  /// The anchor's text ("Target A"), used in traces.
  public var label: String
  public var presentation: Presentation
  public var content: Content
  /// The screen holding the site; nil means always mounted.
  public var screen: ScreenID?
  /// `.tipViewStyle(…)`; nil is TipKit's built-in style.
  public var style: StyleBinding?
  /// The site's `action:` closure, split by action id.
  public var actionHandlers: [ActionHandler]
  /// Whether tapping outside dismisses it (popovers only).
  public var isDismissable: Bool
  /// `.tipBackgroundInteraction(.enabled)`: while this popover shows, the
  /// rest of the screen can still be used (S15's per-site opt-out).
  public var allowsBackgroundInteraction = false
  /// Mounted only while this holds (`inline "x" shows T if flag`: the Swift
  /// `if flag { TipView(t) }` over a flag TipCheck models); parameters and
  /// donation counts only.
  public var condition: Expression? = nil
  public var range: SourceRange

  public init(
    label: String, presentation: Presentation, content: Content, screen: ScreenID?,
    style: StyleBinding? = nil, actionHandlers: [ActionHandler] = [], isDismissable: Bool,
    range: SourceRange
  ) {
    self.label = label
    self.presentation = presentation
    self.content = content
    self.screen = screen
    self.style = style
    self.actionHandlers = actionHandlers
    self.isDismissable = isDismissable
    self.range = range
  }
}

/// `.tipViewStyle(Style(arg: Tip.self, …))` at a site.
public struct StyleBinding: Hashable, Sendable {
  public var style: StyleID
  public var arguments: [TipID]
  public var range: SourceRange

  public init(style: StyleID, arguments: [TipID], range: SourceRange) {
    self.style = style
    self.arguments = arguments
    self.range = range
  }
}

/// Effects a site's `action:` closure runs for one tip action.
public struct ActionHandler: Hashable, Sendable {
  /// The action id it handles; nil handles every action.
  public var actionID: String?
  public var effects: [Effect]
  public var range: SourceRange

  public init(actionID: String?, effects: [Effect], range: SourceRange) {
    self.actionID = actionID
    self.effects = effects
    self.range = range
  }
}

/// A custom `TipViewStyle`: it has exactly the buttons it draws.
public struct TipStyle: Hashable, Sendable {
  public var name: String
  /// Tip-type parameters bound at each site (`nextTip: NextTip.Type`).
  public var parameters: [String]
  public var buttons: [StyleButton]
  /// Whether the style draws `configuration.actions`.
  public var showsActions: Bool
  public var range: SourceRange

  public init(
    name: String, parameters: [String] = [], buttons: [StyleButton], showsActions: Bool,
    range: SourceRange
  ) {
    self.name = name
    self.parameters = parameters
    self.buttons = buttons
    self.showsActions = showsActions
    self.range = range
  }
}

/// A button drawn by a style.
public struct StyleButton: Hashable, Sendable {
  /// `close` marks a close button (scenarios say `close Tip`).
  public var id: String?
  public var label: String
  public var effects: [Effect]
  public var range: SourceRange

  public init(id: String?, label: String, effects: [Effect], range: SourceRange) {
    self.id = id
    self.label = label
    self.effects = effects
    self.range = range
  }

  public var isClose: Bool { id == "close" }
}

/// A screen of the app (a SwiftUI view holding tip sites).
public struct Screen: Hashable, Sendable {
  public var name: String
  public var isInitial: Bool
  public var sites: [SiteID]
  public var actions: [UserActionID]
  /// `.onAppear` / `.task`: runs when the screen appears (navigation, launch).
  public var onAppear: [Effect]
  public var range: SourceRange

  public init(
    name: String, isInitial: Bool, sites: [SiteID] = [], actions: [UserActionID] = [],
    onAppear: [Effect] = [], range: SourceRange
  ) {
    self.name = name
    self.isInitial = isInitial
    self.sites = sites
    self.actions = actions
    self.onAppear = onAppear
    self.range = range
  }
}

/// Something the user can do outside a tip: a button, a tap gesture.
public struct UserAction: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case button
    case tapGesture
    /// A switch the user flips (a SwiftUI `Toggle`): a UI test must tap the
    /// switch itself, as tapping the middle of its row hits the label.
    case toggle
    /// A swipe that turns a paged view (`TabView` with `.tabViewStyle(.page)`)
    /// one page on, or one page back.
    case swipeNext
    case swipePrevious
    /// Something that happens on this screen without a tap TipCheck can
    /// name: a watched value changes (`.onChange`), a notification arrives
    /// (`.onReceive`), the user submits or pulls to refresh. Available like a
    /// button; a UI test cannot make it happen by tapping.
    case event
    /// The system's way back from a pushed screen: the navigation bar's
    /// back button, which shows the previous screen's title, not "Back".
    case back
    /// A sheet swiped down: the system's way back from a presented screen.
    case dismissSheet
    /// The app acting on its own, at any moment and on any screen, even
    /// under a popover (`anytime`): code a front end did not read.
    case anytime
  }

  public var kind: Kind
  /// The text the user sees on the control, or, when `labelDescribesControl`,
  /// TipCheck's description of it.
  public var label: String
  /// The label says which control this is ("a trail row") rather than the
  /// text on it, which comes from data TipCheck does not read: a UI test
  /// cannot find the control by it.
  public var labelDescribesControl = false
  /// What this version of the action takes to hold, where the code it runs
  /// depends on something TipCheck does not read ("it fails", "the table has
  /// a row"): one action per outcome, each with the same label, which the
  /// user cannot tell apart on screen.
  public var assumptions: [String] = []
  /// `.accessibilityIdentifier("…")` on the control: how a UI test finds it.
  public var accessibilityIdentifier: String? = nil
  /// An event the user does not cause (a notification, a timer, a URL
  /// opened): a visible popover does not keep it from happening (S15).
  public var isUnprompted = false
  /// nil: available on every screen.
  public var screen: ScreenID?
  /// Enabled only while this holds (`.disabled(!…)`).
  public var condition: Expression?
  public var effects: [Effect]
  public var range: SourceRange

  public init(
    kind: Kind, label: String, screen: ScreenID?, condition: Expression? = nil, effects: [Effect],
    range: SourceRange
  ) {
    self.kind = kind
    self.label = label
    self.screen = screen
    self.condition = condition
    self.effects = effects
    self.range = range
  }

  /// The label and, for a version of the action, what it assumes: "Save
  /// (when it fails)". One line that tells the versions apart, where a report
  /// lists actions side by side.
  public var labelWithAssumptions: String { label + assumptionSuffix }

  /// " (when it fails, …)" for a version of the action, else "".
  public var assumptionSuffix: String {
    assumptions.isEmpty ? "" : " (when \(assumptions.joined(separator: ", ")))"
  }
}

/// What an app does when a tip is invalidated, watching its status:
/// `for await status in tip.statusUpdates { if case .invalidated(.tipClosed) = status { … } }`
/// in Swift, `on T invalidated .tipClosed { … }` in a spec. The effects run
/// in the step in which the tip becomes invalidated with that reason (any
/// reason when none is named), after the step's own effects
/// (docs/semantics.md, S28). A tap outside a popover invalidates nothing,
/// so it never runs one.
public struct InvalidationHandler: Hashable, Sendable {
  public var tip: TipID
  /// nil: any reason.
  public var reason: InvalidationReason?
  public var effects: [Effect]
  public var range: SourceRange

  public init(tip: TipID, reason: InvalidationReason?, effects: [Effect], range: SourceRange) {
    self.tip = tip
    self.reason = reason
    self.effects = effects
    self.range = range
  }
}
