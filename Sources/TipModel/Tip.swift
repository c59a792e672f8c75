/// One TipKit tip: its identity, content, eligibility rules and options.
///
/// Identity is `id` (TipKit's `Tip.id`, the type name unless overridden);
/// everything TipKit persists about a tip is keyed by it.
public struct Tip: Hashable, Sendable {
  public var name: String
  public var id: String
  public var title: String?
  public var message: String?
  /// Parameters and events declared on the tip itself (`Self.$show`).
  public var parameters: [ParameterID]
  public var events: [EventID]
  /// Eligibility rules; TipKit ANDs them. An empty list means always eligible.
  public var rules: [Expression]
  /// `Tips.MaxDisplayCount(n)`.
  public var maxDisplayCount: Int?
  /// `Tips.MaxDisplayDuration`, in seconds: TipKit invalidates the tip once
  /// it has been on screen that long (S32; the duration itself is not
  /// modelled, only that it may run out while the tip is visible).
  public var maxDisplayDuration: Int?
  /// `Tips.IgnoresDisplayFrequency(true)`.
  public var ignoresDisplayFrequency: Bool
  /// `Tips.Action` buttons, in order.
  public var actions: [TipAction]
  public var range: SourceRange

  public init(
    name: String, id: String? = nil, title: String? = nil, message: String? = nil,
    parameters: [ParameterID] = [], events: [EventID] = [], rules: [Expression] = [],
    maxDisplayCount: Int? = nil, ignoresDisplayFrequency: Bool = false, actions: [TipAction] = [],
    range: SourceRange
  ) {
    self.name = name
    self.id = id ?? name
    self.title = title
    self.message = message
    self.parameters = parameters
    self.events = events
    self.rules = rules
    self.maxDisplayCount = maxDisplayCount
    self.ignoresDisplayFrequency = ignoresDisplayFrequency
    self.actions = actions
    self.range = range
  }

  /// The name a person reads: the title when there is one.
  public var displayName: String { name }
}

/// A `Tips.Action`: a button drawn under the tip's text. Tapping it runs
/// `perform` (the action's own closure), or the site's handler for its id.
public struct TipAction: Hashable, Sendable {
  public var id: String
  public var title: String
  /// Effects of the action's own `perform:` closure.
  public var perform: [Effect]
  public var range: SourceRange

  public init(id: String, title: String, perform: [Effect] = [], range: SourceRange) {
    self.id = id
    self.title = title
    self.perform = perform
    self.range = range
  }
}

/// A type that holds parameters or events shared by several tips, as
/// `LandmarksUser.hasFavoritedLandmark` does in Apple's documentation.
public struct Holder: Hashable, Sendable {
  public var name: String
  public var parameters: [ParameterID]
  public var events: [EventID]
  public var range: SourceRange

  public init(name: String, parameters: [ParameterID] = [], events: [EventID] = [], range: SourceRange) {
    self.name = name
    self.parameters = parameters
    self.events = events
    self.range = range
  }
}

/// Who declares a parameter or an event.
public enum Owner: Hashable, Sendable {
  case tip(TipID)
  case holder(HolderID)
}

/// A `@Parameter static var`: persistent unless `transient`.
public struct Parameter: Hashable, Sendable {
  public var owner: Owner
  /// Qualified name, `Owner.name`, as rules and traces print it.
  public var qualifiedName: String
  public var name: String
  public var type: ValueType
  public var defaultValue: Value
  /// `@Parameter(.transient)`: reset to the default at every launch.
  public var isTransient: Bool
  public var range: SourceRange
  /// An Int parameter without a declared range that is only assigned
  /// constants or incremented by constants, and only compared with
  /// constants: a counter kept up to this cap, where it saturates (F2, as
  /// donation counts do, F1).
  public var countsUpTo: Int? = nil
  /// A flag a front end keeps for itself (a delayed closure pending, a
  /// launch decided): part of the state, but not the app's, so a trace
  /// does not tell its changes.
  public var isBookkeeping = false

  public init(
    owner: Owner, qualifiedName: String, name: String, type: ValueType, defaultValue: Value,
    isTransient: Bool = false, range: SourceRange
  ) {
    self.owner = owner
    self.qualifiedName = qualifiedName
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isTransient = isTransient
    self.range = range
  }
}

/// A `Tips.Event`: its donations are counted (a saturating counter in the
/// explicit engine, see docs/semantics.md).
public struct Event: Hashable, Sendable {
  public var owner: Owner
  public var qualifiedName: String
  public var name: String
  /// The event's `id:` string.
  public var id: String
  public var range: SourceRange

  public init(owner: Owner, qualifiedName: String, name: String, id: String, range: SourceRange) {
    self.owner = owner
    self.qualifiedName = qualifiedName
    self.name = name
    self.id = id
    self.range = range
  }
}
