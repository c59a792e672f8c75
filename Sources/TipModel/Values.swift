/// The types a `@Parameter` can have in a model.
/// TipCheck's integers are 32-bit: every constant, range bound and
/// intermediate result of arithmetic lies within ±`integerMagnitude`, which
/// the front end checks. Then the explicit engine's 64-bit arithmetic, Z3's
/// unbounded integers and Promela's 32-bit `int` all compute the same values.
public let integerMagnitude = Int(Int32.max)

public enum ValueType: Hashable, Sendable, CustomStringConvertible {
  case bool
  /// An integer; `range` is its declared or inferred finite domain (the
  /// explicit engine needs one, the symbolic engine does not).
  case int(range: ClosedRange<Int>?)
  case enumeration(EnumTypeID)

  public var description: String {
    switch self {
    case .bool: "Bool"
    case .int(let range): range.map { "Int(\($0.lowerBound)...\($0.upperBound))" } ?? "Int"
    case .enumeration(let id): "enum\(id)"
    }
  }

  /// Same kind of value, ignoring integer ranges.
  public func isCompatible(with other: ValueType) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.int, .int): true
    case (.enumeration(let a), .enumeration(let b)): a == b
    default: false
    }
  }
}

/// A constant: the default of a parameter, a literal in a rule.
public enum Value: Hashable, Sendable {
  case bool(Bool)
  case int(Int)
  case enumCase(EnumTypeID, Int)

  /// The value as the transition system stores it: false/true as 0/1, an
  /// enum case as its index.
  public var encoded: Int {
    switch self {
    case .bool(let b): b ? 1 : 0
    case .int(let i): i
    case .enumCase(_, let index): index
    }
  }
}

/// A user-declared enum (`enum Level { case low, high }`), used as a
/// parameter type.
public struct EnumType: Hashable, Sendable {
  public var name: String
  public var cases: [String]
  public var range: SourceRange

  public init(name: String, cases: [String], range: SourceRange) {
    self.name = name
    self.cases = cases
    self.range = range
  }
}
