/// Why a tip was invalidated (`Tips.InvalidationReason`).
public enum InvalidationReason: String, Hashable, Sendable, CaseIterable {
  case actionPerformed
  case tipClosed
  case displayCountExceeded
  /// iOS 18's `MaxDisplayDuration` sets it when the tip's time runs out
  /// (S32), as can an explicit `invalidate(reason: .displayDurationExceeded)`.
  case displayDurationExceeded

  /// TipKit's order of the reasons, by which coverage lists them. The
  /// transition system stores a reason's position among the tip's possible
  /// ones instead (`TransitionSystem.invalidationReasons`), 0 meaning valid.
  public var code: Int {
    switch self {
    case .actionPerformed: 1
    case .tipClosed: 2
    case .displayCountExceeded: 3
    case .displayDurationExceeded: 4
    }
  }

  public init?(code: Int) {
    guard let reason = Self.allCases.first(where: { $0.code == code }) else { return nil }
    self = reason
  }
}

/// Which tip an expression or effect talks about.
///
/// Inside a style's button or a site's action handler, `tip` is whichever tip
/// the site is showing, and a style's parameters (`nextTip`) are bound per
/// site; those are resolved when the site is compiled.
public enum TipReference: Hashable, Sendable {
  case tip(TipID)
  /// `configuration.tip`: the tip the site is presenting.
  case presented
  /// A style parameter, by position (`ChainedTipStyle(nextTip:)`).
  case styleParameter(Int)
}

/// A parameter, possibly on a tip known only at a site (`nextTip.show`).
public enum ParameterReference: Hashable, Sendable {
  case parameter(ParameterID)
  case member(of: TipReference, name: String)
}

/// An event, possibly on a tip known only at a site.
public enum EventReference: Hashable, Sendable {
  case event(EventID)
  case member(of: TipReference, name: String)
}

/// What can be asked of a tip in a property or a guard.
public enum TipPredicate: Hashable, Sendable {
  /// Shown by some mounted site now.
  case visible
  /// Status `.available`.
  case available
  /// Status `.pending`.
  case pending
  /// Status `.invalidated`, for any reason or for one.
  case invalidated(InvalidationReason?)
  /// Has been displayed at least once.
  case shown
  /// How many times it has been displayed (an Int, capped as documented).
  case displayCount
}

public enum BinaryOperator: String, Hashable, Sendable {
  case and = "&&", or = "||"
  case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  case add = "+", subtract = "-", multiply = "*"

  public var isComparison: Bool {
    switch self {
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
    default: false
    }
  }

  public var isArithmetic: Bool { self == .add || self == .subtract || self == .multiply }
  public var isLogical: Bool { self == .and || self == .or }
}

/// A predicate or value over the tutorial's state: a rule, a guard, a
/// property. Names are already resolved; `range` points at the source text.
public struct Expression: Hashable, Sendable {
  public indirect enum Kind: Hashable, Sendable {
    case literal(Value)
    case parameter(ParameterReference)
    /// `event.donations.count`.
    case donationCount(EventReference)
    case tip(TipReference, TipPredicate)
    /// `current(group, T)`: the group's current tip is `T`; `current(group)`:
    /// the group has a current tip (docs/semantics.md, S10, S11).
    case groupCurrent(GroupID, TipID?)
    /// `screen == Name`.
    case onScreen(ScreenID)
    case not(Expression)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// Calls `visit` on this expression and every subexpression.
  public func forEach(_ visit: (Expression) -> Void) {
    visit(self)
    switch kind {
    case .not(let inner), .negate(let inner): inner.forEach(visit)
    case .binary(_, let lhs, let rhs):
      lhs.forEach(visit)
      rhs.forEach(visit)
    default: break
    }
  }
}

/// One statement of an effect block: what a button, a style button, an
/// action handler or `onAppear` does. Effects of one block run in order and
/// take effect atomically (docs/semantics.md, "Steps").
public struct Effect: Hashable, Sendable {
  public indirect enum Kind: Hashable, Sendable {
    case set(ParameterReference, Expression)
    case toggle(ParameterReference)
    case donate(EventReference)
    case invalidate(TipReference, InvalidationReason)
    case navigate(ScreenID)
    case conditional(Expression, then: [Effect], else: [Effect])
    /// `either { … } or { … }`: one of the blocks runs, and the model does
    /// not know which. An approximation (of code a front end did not read):
    /// every block is a possible step, none is a certain one
    /// (docs/semantics.md, "Approximate moves"). Each block may say what
    /// taking it assumes, for the verdict's explanation.
    case either([[Effect]], assumptions: [String?])
    /// `havoc X.p`: the parameter may take any value of its type. An
    /// approximation, like `either` over every value.
    case havoc(ParameterReference)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// Whether this effect is an approximation (`either`, `havoc`).
  public var isApproximation: Bool {
    switch kind {
    case .either, .havoc: true
    default: false
    }
  }

  /// The effect lists nested in this one (`if` branches, `either` blocks).
  public var nestedBlocks: [[Effect]] {
    switch kind {
    case .conditional(_, let thenEffects, let elseEffects): [thenEffects, elseEffects]
    case .either(let blocks, _): blocks
    default: []
    }
  }
}
