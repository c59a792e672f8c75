import TipModel

/// The parsed, unresolved form of a `.tipspec` file. Names are still text;
/// `Resolver` turns this into a `TutorialModel`.
struct Name: Hashable, Sendable {
  var text: String
  var range: SourceRange
}

struct StringLiteral: Hashable, Sendable {
  var value: String
  var range: SourceRange
}

struct SpecFileSyntax: Sendable {
  var declarations: [Declaration]
}

enum Declaration: Sendable {
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

/// `on Step1Tip invalidated .tipClosed { set Step2Tip.show = true }`.
struct InvalidationHandlerSyntax: Sendable {
  var tip: Name
  var reason: Name?
  var effects: [EffectSyntax]
  var range: SourceRange
}

struct TipSyntax: Sendable {
  var name: Name
  var range: SourceRange
  var id: StringLiteral?
  var title: StringLiteral?
  var message: StringLiteral?
  var parameters: [ParameterSyntax] = []
  var events: [EventSyntax] = []
  var rules: [ExpressionSyntax] = []
  var maxDisplayCount: (value: Int, range: SourceRange)?
  var ignoresDisplayFrequency: (value: Bool, range: SourceRange)?
  var actions: [TipActionSyntax] = []
}

struct ParameterSyntax: Sendable {
  var name: Name
  var type: TypeSyntax
  var defaultValue: ExpressionSyntax?
  var isTransient: Bool
  var range: SourceRange
}

enum TypeSyntax: Sendable {
  case bool(SourceRange)
  case int(range: ClosedRange<Int>?, SourceRange)
  case named(Name)
}

struct EventSyntax: Sendable {
  var name: Name
  var id: StringLiteral?
  var range: SourceRange
}

struct TipActionSyntax: Sendable {
  var id: Name
  var title: StringLiteral
  var perform: [EffectSyntax]
  var range: SourceRange
}

struct HolderSyntax: Sendable {
  var name: Name
  var parameters: [ParameterSyntax]
  var events: [EventSyntax]
  var range: SourceRange
}

struct EnumSyntax: Sendable {
  var name: Name
  var cases: [Name]
  var range: SourceRange
}

struct GroupSyntax: Sendable {
  var name: Name
  var priority: Name?
  var members: [Name]
  var range: SourceRange
}

struct StyleSyntax: Sendable {
  var name: Name
  var parameters: [Name]
  var buttons: [StyleButtonSyntax]
  /// Location of a `close` member: the built-in close button.
  var builtInClose: SourceRange?
  var showsActions: Bool
  var range: SourceRange
}

struct StyleButtonSyntax: Sendable {
  var id: Name?
  var label: StringLiteral
  var effects: [EffectSyntax]
  var range: SourceRange
}

struct ScreenSyntax: Sendable {
  var name: Name
  var isInitial: Bool
  var sites: [SiteSyntax]
  var actions: [ActionSyntax]
  var onAppear: [EffectSyntax]
  var range: SourceRange
}

struct SiteSyntax: Sendable {
  enum Content: Sendable {
    case tip(Name)
    case groupCurrent(Name, cast: Name?)
  }

  var presentation: Site.Presentation
  var label: StringLiteral?
  var content: Content
  var style: StyleUseSyntax?
  var dismissable: (value: Bool, range: SourceRange)?
  /// `backgroundInteraction [true|false]`: `.tipBackgroundInteraction(.enabled)`.
  var backgroundInteraction: (value: Bool, range: SourceRange)?
  /// `if cond`: mounted only while it holds.
  var condition: ExpressionSyntax? = nil
  var handlers: [HandlerSyntax]
  var range: SourceRange
}

struct StyleUseSyntax: Sendable {
  var name: Name
  var arguments: [(label: Name?, value: Name)]
  var range: SourceRange
}

struct HandlerSyntax: Sendable {
  /// nil: `on any`.
  var actionID: Name?
  var effects: [EffectSyntax]
  var range: SourceRange
}

struct ActionSyntax: Sendable {
  enum Kind: Sendable {
    case button
    case tap
    case link(Name)
  }

  var kind: Kind
  var label: StringLiteral
  /// `id "…"`: the control's accessibility identifier.
  var identifier: StringLiteral? = nil
  var condition: ExpressionSyntax?
  var effects: [EffectSyntax]
  var range: SourceRange
}

struct ConfigSyntax: Sendable {
  var items: [(key: Name, value: Name)]
  var range: SourceRange
}

struct CheckSyntax: Sendable {
  var items: [CheckItemSyntax]
  var range: SourceRange
}

struct CheckItemSyntax: Sendable {
  enum Kind: Sendable {
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

  var kind: Kind
  var expectation: Name?
  var range: SourceRange
}

struct ScenarioSyntax: Sendable {
  var name: StringLiteral
  var steps: [StepSyntax]
  var range: SourceRange
}

struct StepSyntax: Sendable {
  enum Action: Sendable {
    case launch
    case tap(StringLiteral, on: Name?)
    case close(Name)
    case action(Name, on: Name)
    case dismiss(Name)
    case relaunch
    case wait
    case navigate(Name)
  }

  var action: Action
  /// nil: nothing checked; empty: `expect none`.
  var expected: [Name]?
  var range: SourceRange
}

indirect enum ExpressionSyntax: Sendable {
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

  var range: SourceRange {
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

struct EffectSyntax: Sendable {
  enum Kind: Sendable {
    /// `set X.p = e`, `set X.p += e`, `set X.p -= e`
    case set([Name], operator: String, ExpressionSyntax)
    case toggle([Name])
    case donate([Name])
    /// `invalidate Tip .reason` (Tip may be `tip` inside styles and handlers).
    case invalidate(Name, reason: Name?)
    case navigate(Name)
    case conditional(ExpressionSyntax, then: [EffectSyntax], else: [EffectSyntax])
  }

  var kind: Kind
  var range: SourceRange
}
