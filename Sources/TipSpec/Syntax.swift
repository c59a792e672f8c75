import TipModel

/// The parsed, unresolved form of a `.tipspec` file. Names are still text;
/// `Resolver` turns this into a `TutorialModel`.
package struct Name: Hashable, Sendable {
  package var text: String
  package var range: SourceRange

  package init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

package struct StringLiteral: Hashable, Sendable {
  package var value: String
  package var range: SourceRange

  package init(value: String, range: SourceRange) {
    self.value = value
    self.range = range
  }
}

package struct SpecFileSyntax: Sendable {
  package var declarations: [Declaration]

  package init(
    declarations: [Declaration]
  ) {
    self.declarations = declarations
  }
}

package enum Declaration: Sendable {
  case tip(TipSyntax)
  case holder(HolderSyntax)
  case enumeration(EnumSyntax)
  case group(GroupSyntax)
  case style(StyleSyntax)
  case screen(ScreenSyntax)
  case site(SiteSyntax)
  case action(ActionSyntax)
  case config(ConfigSyntax)
  case check(CheckSyntax)
  case scenario(ScenarioSyntax)
  case invalidationHandler(InvalidationHandlerSyntax)
}

extension Declaration {
  /// Where the declaration was read from (its whole text).
  package var range: SourceRange {
    switch self {
    case .tip(let tip): tip.range
    case .holder(let holder): holder.range
    case .enumeration(let enumeration): enumeration.range
    case .group(let group): group.range
    case .style(let style): style.range
    case .screen(let screen): screen.range
    case .site(let site): site.range
    case .action(let action): action.range
    case .config(let config): config.range
    case .check(let check): check.range
    case .scenario(let scenario): scenario.range
    case .invalidationHandler(let handler): handler.range
    }
  }
}

/// `on Step1Tip invalidated .tipClosed { set Step2Tip.show = true }`.
package struct InvalidationHandlerSyntax: Sendable {
  package var tip: Name
  package var reason: Name?
  package var effects: [EffectSyntax]
  package var range: SourceRange

  package init(
    tip: Name,
    reason: Name? = nil,
    effects: [EffectSyntax],
    range: SourceRange
  ) {
    self.tip = tip
    self.reason = reason
    self.effects = effects
    self.range = range
  }
}

package struct TipSyntax: Sendable {
  package var name: Name
  package var range: SourceRange
  package var id: StringLiteral?
  package var title: StringLiteral?
  package var message: StringLiteral?
  package var parameters: [ParameterSyntax] = []
  package var events: [EventSyntax] = []
  package var rules: [ExpressionSyntax] = []
  package var maxDisplayCount: (value: Int, range: SourceRange)?
  package var maxDisplayDuration: (value: Int, range: SourceRange)?
  package var ignoresDisplayFrequency: (value: Bool, range: SourceRange)?
  package var actions: [TipActionSyntax] = []

  package init(
    name: Name,
    range: SourceRange,
    id: StringLiteral? = nil,
    title: StringLiteral? = nil,
    message: StringLiteral? = nil,
    parameters: [ParameterSyntax] = [],
    events: [EventSyntax] = [],
    rules: [ExpressionSyntax] = [],
    maxDisplayCount: (value: Int, range: SourceRange)? = nil,
    ignoresDisplayFrequency: (value: Bool, range: SourceRange)? = nil,
    actions: [TipActionSyntax] = []
  ) {
    self.name = name
    self.range = range
    self.id = id
    self.title = title
    self.message = message
    self.parameters = parameters
    self.events = events
    self.rules = rules
    self.maxDisplayCount = maxDisplayCount
    self.ignoresDisplayFrequency = ignoresDisplayFrequency
    self.actions = actions
  }
}

package struct ParameterSyntax: Sendable {
  package var name: Name
  package var type: TypeSyntax
  package var defaultValue: ExpressionSyntax?
  package var isTransient: Bool
  /// `bookkeeping`: a flag a front end keeps for itself (a delayed closure
  /// pending, a launch decided), not the app's: traces do not tell it.
  package var isBookkeeping = false
  package var range: SourceRange

  package init(
    name: Name,
    type: TypeSyntax,
    defaultValue: ExpressionSyntax? = nil,
    isTransient: Bool,
    isBookkeeping: Bool = false,
    range: SourceRange
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isTransient = isTransient
    self.isBookkeeping = isBookkeeping
    self.range = range
  }
}

package enum TypeSyntax: Sendable {
  case bool(SourceRange)
  case int(range: ClosedRange<Int>?, SourceRange)
  case named(Name)
}

package struct EventSyntax: Sendable {
  package var name: Name
  package var id: StringLiteral?
  package var range: SourceRange

  package init(
    name: Name,
    id: StringLiteral? = nil,
    range: SourceRange
  ) {
    self.name = name
    self.id = id
    self.range = range
  }
}

package struct TipActionSyntax: Sendable {
  package var id: Name
  package var title: StringLiteral
  package var perform: [EffectSyntax]
  package var range: SourceRange

  package init(
    id: Name,
    title: StringLiteral,
    perform: [EffectSyntax],
    range: SourceRange
  ) {
    self.id = id
    self.title = title
    self.perform = perform
    self.range = range
  }
}

package struct HolderSyntax: Sendable {
  package var name: Name
  package var parameters: [ParameterSyntax]
  package var events: [EventSyntax]
  package var range: SourceRange

  package init(
    name: Name,
    parameters: [ParameterSyntax],
    events: [EventSyntax],
    range: SourceRange
  ) {
    self.name = name
    self.parameters = parameters
    self.events = events
    self.range = range
  }
}

package struct EnumSyntax: Sendable {
  package var name: Name
  package var cases: [Name]
  package var range: SourceRange

  package init(
    name: Name,
    cases: [Name],
    range: SourceRange
  ) {
    self.name = name
    self.cases = cases
    self.range = range
  }
}

package struct GroupSyntax: Sendable {
  package var name: Name
  package var priority: Name?
  package var members: [Name]
  package var range: SourceRange

  package init(
    name: Name,
    priority: Name? = nil,
    members: [Name],
    range: SourceRange
  ) {
    self.name = name
    self.priority = priority
    self.members = members
    self.range = range
  }
}

package struct StyleSyntax: Sendable {
  package var name: Name
  package var parameters: [Name]
  package var buttons: [StyleButtonSyntax]
  /// Location of a `close` member: the built-in close button.
  package var builtInClose: SourceRange?
  package var showsActions: Bool
  package var range: SourceRange

  package init(
    name: Name,
    parameters: [Name],
    buttons: [StyleButtonSyntax],
    builtInClose: SourceRange? = nil,
    showsActions: Bool,
    range: SourceRange
  ) {
    self.name = name
    self.parameters = parameters
    self.buttons = buttons
    self.builtInClose = builtInClose
    self.showsActions = showsActions
    self.range = range
  }
}

package struct StyleButtonSyntax: Sendable {
  package var id: Name?
  package var label: StringLiteral
  package var effects: [EffectSyntax]
  package var range: SourceRange

  package init(
    id: Name? = nil,
    label: StringLiteral,
    effects: [EffectSyntax],
    range: SourceRange
  ) {
    self.id = id
    self.label = label
    self.effects = effects
    self.range = range
  }
}

package struct ScreenSyntax: Sendable {
  package var name: Name
  package var isInitial: Bool
  package var sites: [SiteSyntax]
  package var actions: [ActionSyntax]
  package var onAppear: [EffectSyntax]
  package var range: SourceRange

  package init(
    name: Name,
    isInitial: Bool,
    sites: [SiteSyntax],
    actions: [ActionSyntax],
    onAppear: [EffectSyntax],
    range: SourceRange
  ) {
    self.name = name
    self.isInitial = isInitial
    self.sites = sites
    self.actions = actions
    self.onAppear = onAppear
    self.range = range
  }
}

package struct SiteSyntax: Sendable {
  package enum Content: Sendable {
    case tip(Name)
    case groupCurrent(Name, cast: Name?)
  }

  package var presentation: Site.Presentation
  package var label: StringLiteral?
  package var content: Content
  package var style: StyleUseSyntax?
  package var dismissable: (value: Bool, range: SourceRange)?
  /// `backgroundInteraction [true|false]`: `.tipBackgroundInteraction(.enabled)`.
  package var backgroundInteraction: (value: Bool, range: SourceRange)?
  /// `if cond`: mounted only while it holds.
  package var condition: ExpressionSyntax? = nil
  package var handlers: [HandlerSyntax]
  package var range: SourceRange

  package init(
    presentation: Site.Presentation,
    label: StringLiteral? = nil,
    content: Content,
    style: StyleUseSyntax? = nil,
    dismissable: (value: Bool, range: SourceRange)? = nil,
    backgroundInteraction: (value: Bool, range: SourceRange)? = nil,
    condition: ExpressionSyntax? = nil,
    handlers: [HandlerSyntax],
    range: SourceRange
  ) {
    self.presentation = presentation
    self.label = label
    self.content = content
    self.style = style
    self.dismissable = dismissable
    self.backgroundInteraction = backgroundInteraction
    self.condition = condition
    self.handlers = handlers
    self.range = range
  }
}

package struct StyleUseSyntax: Sendable {
  package var name: Name
  package var arguments: [(label: Name?, value: Name)]
  package var range: SourceRange

  package init(
    name: Name,
    arguments: [(label: Name?, value: Name)],
    range: SourceRange
  ) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

package struct HandlerSyntax: Sendable {
  /// nil: `on any`.
  package var actionID: Name?
  package var effects: [EffectSyntax]
  package var range: SourceRange

  package init(
    actionID: Name? = nil,
    effects: [EffectSyntax],
    range: SourceRange
  ) {
    self.actionID = actionID
    self.effects = effects
    self.range = range
  }
}

package struct ActionSyntax: Sendable {
  package enum Kind: Sendable {
    case button
    case tap
    /// `toggle "Auto-save" { … }`: a switch the user flips.
    case toggle
    /// `swipe next "the pages" { … }` (or `previous`): the user swipes a
    /// paged view (`TabView` with `.tabViewStyle(.page)`) one page on or back.
    case swipe(forward: Bool)
    case link(Name)
    /// `anytime "…" { … }`: something the app does on its own, at any
    /// moment, on any screen (code a front end did not read).
    case anytime
    /// `when "isOn changes to true" { … }`: something that happens on the
    /// screen without a tap (`.onChange`, `.onReceive`).
    case event
    /// `back "Back" -> Home`: the navigation bar's back button.
    case back(Name)
    /// `dismiss "Dismiss" -> Home`: a sheet swiped down.
    case dismissSheet(Name)

    /// Where a link or a way back leads.
    package var destination: Name? {
      switch self {
      case .link(let name), .back(let name), .dismissSheet(let name): name
      case .button, .tap, .toggle, .swipe, .anytime, .event: nil
      }
    }
  }

  package var kind: Kind
  package var label: StringLiteral
  /// `described`: the label describes the control ("a trail row"); it is
  /// not text on screen.
  package var describesControl = false
  /// `when "…" unprompted`: the event is not the user's doing, so a popover
  /// does not block it (S15).
  package var isUnprompted = false
  /// `assuming "it fails", "…"`: what this version of the action takes to hold.
  package var assumptions: [StringLiteral] = []
  /// `id "…"`: the control's accessibility identifier.
  package var identifier: StringLiteral? = nil
  package var condition: ExpressionSyntax?
  package var effects: [EffectSyntax]
  package var range: SourceRange

  package init(
    kind: Kind,
    label: StringLiteral,
    identifier: StringLiteral? = nil,
    condition: ExpressionSyntax? = nil,
    effects: [EffectSyntax],
    range: SourceRange
  ) {
    self.kind = kind
    self.label = label
    self.identifier = identifier
    self.condition = condition
    self.effects = effects
    self.range = range
  }
}

package struct ConfigSyntax: Sendable {
  package var items: [(key: Name, value: Name)]
  package var range: SourceRange

  package init(
    items: [(key: Name, value: Name)],
    range: SourceRange
  ) {
    self.items = items
    self.range = range
  }
}

package struct CheckSyntax: Sendable {
  package var items: [CheckItemSyntax]
  package var range: SourceRange

  package init(
    items: [CheckItemSyntax],
    range: SourceRange
  ) {
    self.items = items
    self.range = range
  }
}

package struct CheckItemSyntax: Sendable {
  package enum Kind: Sendable {
    /// The properties checked without a `check` line; those listed beside
    /// it replace the default of the same kind (`single-tip expect violated`).
    case defaults
    case singleTip
    case noDeadlock
    /// Empty list: every tip.
    case reachableTips([Name])
    case reachableState(StringLiteral, ExpressionSyntax)
    case order([Name])
    case invariant(StringLiteral, ExpressionSyntax)
  }

  package var kind: Kind
  package var expectation: Name?
  package var range: SourceRange

  package init(
    kind: Kind,
    expectation: Name? = nil,
    range: SourceRange
  ) {
    self.kind = kind
    self.expectation = expectation
    self.range = range
  }
}

package struct ScenarioSyntax: Sendable {
  package var name: StringLiteral
  package var steps: [StepSyntax]
  package var range: SourceRange

  package init(
    name: StringLiteral,
    steps: [StepSyntax],
    range: SourceRange
  ) {
    self.name = name
    self.steps = steps
    self.range = range
  }
}

package struct StepSyntax: Sendable {
  package enum Action: Sendable {
    case launch
    case tap(StringLiteral, on: Name?)
    case close(Name)
    case action(Name, on: Name)
    case dismiss(Name)
    case relaunch
    case wait
    case navigate(Name)
  }

  package var action: Action
  /// nil: nothing checked; empty: `expect none`.
  package var expected: [Name]?
  package var range: SourceRange

  package init(
    action: Action,
    expected: [Name]? = nil,
    range: SourceRange
  ) {
    self.action = action
    self.expected = expected
    self.range = range
  }
}

package indirect enum ExpressionSyntax: Hashable, Sendable {
  case integer(Int, SourceRange)
  case boolean(Bool, SourceRange)
  /// `.caseName`
  case enumCase(Name)
  /// `a`, `A.b`, `Self.e.donations.count`
  case path([Name])
  /// `visible(Tip1)`, `invalidated(Tip1, .tipClosed)`
  case call(Name, [ExpressionSyntax], SourceRange)
  case unary(Name, ExpressionSyntax, SourceRange)
  case binary(Name, ExpressionSyntax, ExpressionSyntax)
  case parenthesized(ExpressionSyntax, SourceRange)

  package var range: SourceRange {
    switch self {
    case .integer(_, let range), .boolean(_, let range), .call(_, _, let range), .unary(_, _, let range),
      .parenthesized(_, let range):
      range
    case .enumCase(let name): name.range
    case .path(let names): names[0].range.union(names[names.count - 1].range)
    case .binary(_, let lhs, let rhs): lhs.range.union(rhs.range)
    }
  }
}

package struct EffectSyntax: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    /// `set X.p = e`, `set X.p += e`, `set X.p -= e`
    case set([Name], operator: String, ExpressionSyntax)
    case toggle([Name])
    case donate([Name])
    /// `invalidate Tip .reason` (Tip may be `tip` inside styles and handlers).
    case invalidate(Name, reason: Name?)
    case navigate(Name)
    case conditional(ExpressionSyntax, then: [EffectSyntax], else: [EffectSyntax])
    /// `either ["assumption"] { … } or ["assumption"] { … } [or …]`: an
    /// approximation, one of the blocks runs. A block's string says what
    /// taking it assumes (`"model.isSaving is true"`), for people; nil when unsaid.
    case either([[EffectSyntax]], assumptions: [String?])
    /// `havoc X.p`: an approximation, the parameter takes any value.
    case havoc([Name])
  }

  package var kind: Kind
  package var range: SourceRange

  package init(kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}
