import TipModel

/// A path through the transition system: `steps[0]` is the launch (its
/// `move` is nil), and each later step was reached by its `move`. Every
/// engine returns this type, so traces are told the same way whichever
/// engine found them.
public struct Trace: Hashable, Sendable {
  public var steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }

  /// Number of moves after the launch.
  public var length: Int { max(0, steps.count - 1) }
  public var finalState: [Int] { steps.last?.state ?? [] }
}

/// Why the tutorial is stuck in a state (the `no-deadlock` property).
public struct StuckReport: Hashable, Sendable {
  /// The tip that can never appear again; nil when no move is enabled at all.
  public var tip: TipID?
  /// Moves enabled in some state reachable from the stuck state, so an
  /// explanation can say which parameters can still change.
  public var futureMoves: Set<Int>
  /// States reachable from the stuck one (the stuck state included).
  public var futureStateCount: Int

  public init(tip: TipID?, futureMoves: Set<Int>, futureStateCount: Int) {
    self.tip = tip
    self.futureMoves = futureMoves
    self.futureStateCount = futureStateCount
  }
}

/// An engine's answer for one property.
public enum Outcome: Hashable, Sendable {
  /// Checked over every reachable state; for reachability, the witness is
  /// a shortest path to a state where it holds.
  case holds(witness: Trace?)
  /// A shortest counterexample (nil for an unreachable goal, which has no
  /// path to show), and for `no-deadlock` what is stuck.
  case violated(counterexample: Trace?, stuck: StuckReport?)
  /// The engine could not decide (a limit, a timeout, an incomplete method).
  case unknown(reason: String)

  public var verdictName: String {
    switch self {
    case .holds: "holds"
    case .violated: "violated"
    case .unknown: "unknown"
    }
  }
}
