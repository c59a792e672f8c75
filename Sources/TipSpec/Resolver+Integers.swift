import TipModel

extension Resolver {
  /// Keeps every integer within ±`integerMagnitude` (see `integerMagnitude`):
  /// defaults, constants, and what arithmetic can compute from the
  /// parameters' ranges, found by interval arithmetic. Past it, the engines'
  /// integers would differ (64-bit wrapping, unbounded, 32-bit), so a spec
  /// that could get there is refused, at the expression that would.
  mutating func checkIntegerBounds() {
    for id in model.parameterIDs {
      if case .int(let v) = model[id].defaultValue, abs(v) > integerMagnitude {
        error("default value \(v) goes beyond TipCheck's 32-bit integers (±\(integerMagnitude))", at: model[id].range)
      }
    }
    for expression in model.allExpressions { _ = interval(of: expression) }
  }

  /// The values `expression` can take, or nil when it is not an integer, is
  /// not bounded here (counts are compared with constants only), or was
  /// already reported.
  private mutating func interval(of expression: Expression) -> ClosedRange<Int>? {
    switch expression.kind {
    case .literal(.int(let v)):
      return within(v...v, expression)
    case .parameter(.parameter(let id)):
      // A range already reported as too wide bounds nothing here.
      guard case .int(let range?) = model[id].type, max(abs(range.lowerBound), abs(range.upperBound)) <= integerMagnitude
      else { return nil }
      return range
    case .negate(let inner):
      guard let range = interval(of: inner) else { return nil }
      return within(-range.upperBound ... -range.lowerBound, expression)
    case .not(let inner):
      _ = interval(of: inner)
      return nil
    case .binary(let op, let lhs, let rhs):
      // A count compared with k is counted up to k + 1 (F1), which must fit too.
      if op.isComparison {
        for (count, constant) in [(lhs, rhs), (rhs, lhs)] where Self.isCounted(count) {
          if let k = Self.integerConstant(constant), k == integerMagnitude {
            error(
              "a count compared with \(k) would be counted up to \(k + 1), beyond TipCheck's 32-bit integers (±\(integerMagnitude))",
              at: constant.range)
          }
        }
      }
      let left = interval(of: lhs)
      let right = interval(of: rhs)
      guard op.isArithmetic, let left, let right, let range = Self.arithmetic(op, left, right) else { return nil }
      return within(range, expression)
    default:
      return nil
    }
  }

  /// The values `left op right` can take. Operands are within ±2³¹, so
  /// these cannot overflow 64 bits.
  static func arithmetic(_ op: BinaryOperator, _ left: ClosedRange<Int>, _ right: ClosedRange<Int>) -> ClosedRange<Int>? {
    let candidates: [Int]
    switch op {
    case .add: candidates = [left.lowerBound + right.lowerBound, left.upperBound + right.upperBound]
    case .subtract: candidates = [left.lowerBound - right.upperBound, left.upperBound - right.lowerBound]
    case .multiply:
      candidates = [left.lowerBound, left.upperBound].flatMap { a in [right.lowerBound, right.upperBound].map { a * $0 } }
    default: return nil
    }
    guard let low = candidates.min(), let high = candidates.max() else { return nil }
    return low...high
  }

  /// The values `expression` can take from constants and the ranges
  /// parameters already have, when it reads no other (and not `id`): what
  /// a computed assignment to `id` can give it (F2).
  func knownInterval(of expression: Expression, assignedTo id: ParameterID) -> ClosedRange<Int>? {
    switch expression.kind {
    case .literal(.int(let v)):
      return v...v
    case .parameter(.parameter(let read)) where read != id:
      guard case .int(let range?) = model[read].type, max(abs(range.lowerBound), abs(range.upperBound)) <= integerMagnitude
      else { return nil }
      return range
    case .negate(let inner):
      return knownInterval(of: inner, assignedTo: id).map { -$0.upperBound ... -$0.lowerBound }
    case .binary(let op, let lhs, let rhs):
      guard let left = knownInterval(of: lhs, assignedTo: id), let right = knownInterval(of: rhs, assignedTo: id),
        let range = Self.arithmetic(op, left, right), max(abs(range.lowerBound), abs(range.upperBound)) <= integerMagnitude
      else { return nil }
      return range
    default:
      return nil
    }
  }

  private mutating func within(_ range: ClosedRange<Int>, _ expression: Expression) -> ClosedRange<Int>? {
    guard range.lowerBound < -integerMagnitude || range.upperBound > integerMagnitude else { return range }
    let extreme = range.upperBound > integerMagnitude ? range.upperBound : range.lowerBound
    if case .literal = expression.kind {
      error("\(extreme) goes beyond TipCheck's 32-bit integers (±\(integerMagnitude))", at: expression.range)
    } else {
      error(
        "this arithmetic can reach \(extreme), beyond TipCheck's 32-bit integers (±\(integerMagnitude))",
        at: expression.range, hint: "declare narrower ranges for the parameters it reads")
    }
    return nil
  }
}
