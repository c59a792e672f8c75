/// A verdict a spec can declare it expects, for regression specs of known
/// defects (`check single-tip expect violated`).
public enum Expectation: String, Hashable, Sendable {
  case holds
  case violated
}

/// One property to check, with its subject already expanded (one
/// `reachable` per tip).
public struct PropertySpec: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// At most one tip visible at any moment, across all mounted sites.
    case singleTip
    /// The tip can become visible.
    case reachable(TipID)
    /// A tip may become visible only after every earlier one is invalidated.
    case order([TipID])
    /// The tutorial can always still be completed (docs/semantics.md).
    case noDeadlock
    /// A user invariant: holds in every reachable state.
    case invariant(name: String, Expression)
    /// A user reachability goal: holds in some reachable state.
    case reachableState(name: String, Expression)
    /// An Int parameter with a declared range never leaves it (added for
    /// every such parameter that is assigned a computed value).
    case staysInRange(ParameterID)
  }

  public var kind: Kind
  public var expectation: Expectation
  /// True when no `check` named it (the built-in defaults).
  public var isImplicit: Bool
  public var range: SourceRange

  public init(kind: Kind, expectation: Expectation = .holds, isImplicit: Bool = false, range: SourceRange) {
    self.kind = kind
    self.expectation = expectation
    self.isImplicit = isImplicit
    self.range = range
  }

  /// Stable property name used in JSON, SARIF rule ids and test names.
  public var name: String {
    switch kind {
    case .singleTip: "single-tip"
    case .reachable, .reachableState: "reachable"
    case .order: "order"
    case .noDeadlock: "no-deadlock"
    case .invariant: "invariant"
    case .staysInRange: "range"
    }
  }
}

/// A named sequence of steps with the tips expected visible after each:
/// an executable test of a tutorial.
public struct Scenario: Hashable, Sendable {
  public var name: String
  public var steps: [ScenarioStep]
  public var range: SourceRange

  public init(name: String, steps: [ScenarioStep], range: SourceRange) {
    self.name = name
    self.steps = steps
    self.range = range
  }
}

public struct ScenarioStep: Hashable, Sendable {
  public enum Action: Hashable, Sendable {
    /// The state right after launch (only as the first step).
    case launch
    /// A button or tap gesture by label, or a style button / tip action by
    /// its label on a tip.
    case tap(label: String, on: TipID?)
    /// A close button (built-in ×, or a style button with id `close`).
    case close(TipID)
    /// A tip action by id.
    case action(id: String, on: TipID)
    /// Tap outside the popover showing the tip.
    case dismiss(TipID)
    case relaunch
    /// The display-frequency period passes.
    case wait
    /// Any button or link that leads to the screen.
    case navigate(ScreenID)
  }

  public var action: Action
  /// Tips expected visible afterwards; nil means not checked.
  public var expectedVisible: [TipID]?
  public var range: SourceRange

  public init(action: Action, expectedVisible: [TipID]?, range: SourceRange) {
    self.action = action
    self.expectedVisible = expectedVisible
    self.range = range
  }
}

extension TutorialModel {
  /// What is checked when no `check` line says otherwise: single-tip,
  /// reachable for every tip, the order of every ordered group, and
  /// no-deadlock. Whole-model properties are reported at `start`.
  public func defaultProperties(reportedAt start: SourceRange) -> [PropertySpec] {
    var properties = [PropertySpec(kind: .singleTip, isImplicit: true, range: start)]
    for tip in tipIDs {
      properties.append(PropertySpec(kind: .reachable(tip), isImplicit: true, range: self[tip].range))
    }
    for group in groupIDs where self[group].priority == .ordered && self[group].members.count >= 2 {
      properties.append(PropertySpec(kind: .order(self[group].members), isImplicit: true, range: self[group].range))
    }
    properties.append(PropertySpec(kind: .noDeadlock, isImplicit: true, range: start))
    return properties
  }
}
