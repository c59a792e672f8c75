import TipModel
import TipSemantics
import TipZ3

/// The symbolic methods.
public enum SymbolicMethod: String, Sendable, CaseIterable {
  /// Bounded model checking: shortest counterexamples and witnesses up to a depth.
  case bmc
  /// k-induction with simple-path constraints: proofs without a depth bound.
  case kInduction = "kind"
  /// Z3's Spacer (PDR/IC3 over constrained Horn clauses): unbounded proofs.
  case pdr
}

public struct SymbolicOptions: Sendable {
  /// BMC depth (moves after the launch).
  public var bound: Int
  /// Largest k tried by k-induction.
  public var maxK: Int
  /// Wall-clock budget of one solver query.
  public var queryMilliseconds: UInt32
  /// Z3's deterministic resource budget per query (0: none).
  public var resourceLimit: UInt32
  /// When the whole run must end (`--timeout`): every query gets at most
  /// what is left, and none once it has passed.
  public var deadline: ContinuousClock.Instant?
  /// Test hook: make every check hit a real Z3 error (an ill-sorted term),
  /// to exercise the error path end to end (`TIPCHECK_INJECT_Z3_ERROR=1`).
  public var injectZ3Error = false

  public init(bound: Int = 40, maxK: Int = 25, queryMilliseconds: UInt32 = 30_000, resourceLimit: UInt32 = 0) {
    self.bound = bound
    self.maxK = maxK
    self.queryMilliseconds = queryMilliseconds
    self.resourceLimit = resourceLimit
  }
}

/// A symbolic engine's answer, with how it was reached.
public struct SymbolicVerdict: Sendable {
  public var outcome: Outcome
  public var method: SymbolicMethod
  /// "4-inductive", "no counterexample up to depth 40", the invariant found…
  public var detail: String?
}

/// Proves or refutes properties of a `TransitionSystem` with Z3. Each
/// check uses its own Z3 context (one per verification job).
public struct SymbolicChecker: Sendable {
  public let system: TransitionSystem
  public let options: SymbolicOptions

  public init(system: TransitionSystem, options: SymbolicOptions = SymbolicOptions()) {
    self.system = system
    self.options = options
  }

  public static var z3Version: String { Z3Context.version }

  var limits: SolverLimits {
    SolverLimits(milliseconds: options.queryMilliseconds, resourceLimit: options.resourceLimit, deadline: options.deadline)
  }

  /// Checks one property (an index into `system.properties`).
  public func check(_ property: Int, method: SymbolicMethod) throws(Z3Error) -> SymbolicVerdict {
    try injectedErrorIfRequested()
    let checked = system.properties[property]
    if case .noDeadlock = checked.kind {
      return SymbolicVerdict(
        outcome: .unknown(
          reason:
            "no-deadlock is a branching-time property (from every state, some path shows each remaining tip); the symbolic engines do not decide it: use the explicit engine"
        ), method: method, detail: nil)
    }
    // Past the run's deadline, no encoding is built: building one costs
    // time even with no solver budget left, once per property.
    if let deadline = options.deadline, ContinuousClock.now >= deadline {
      return SymbolicVerdict(outcome: .unknown(reason: "the time limit (--timeout) was reached before this check"), method: method, detail: nil)
    }
    switch method {
    case .bmc: return try boundedModelCheck([property])[0]
    case .kInduction: return try kInduction(property)
    case .pdr: return try spacer(property)
    }
  }

  func injectedErrorIfRequested() throws(Z3Error) {
    guard options.injectZ3Error else { return }
    let context = Z3Context()
    _ = context.add(context.bool(true), context.int(1))
    try context.check()
  }

  /// Whether reaching the target means the property holds (reachability)
  /// or is violated (safety).
  func targetMeansHolds(_ property: Int) -> Bool {
    if case .reachability = system.properties[property].kind { return true }
    return false
  }

  func found(_ property: Int, _ trace: Trace, method: SymbolicMethod, detail: String) throws(Z3Error) -> SymbolicVerdict {
    if let problem = TraceReplay.problem(in: trace, system: system) {
      // Never report a path the explicit semantics does not confirm.
      throw Z3Error(code: -2, message: "internal: the \(method.rawValue) trace does not replay (\(problem))")
    }
    let outcome: Outcome = targetMeansHolds(property) ? .holds(witness: trace) : .violated(counterexample: trace, stuck: nil)
    return SymbolicVerdict(outcome: outcome, method: method, detail: detail)
  }

  func proved(_ property: Int, method: SymbolicMethod, detail: String) -> SymbolicVerdict {
    let outcome: Outcome = targetMeansHolds(property) ? .violated(counterexample: nil, stuck: nil) : .holds(witness: nil)
    return SymbolicVerdict(outcome: outcome, method: method, detail: detail)
  }
}

extension SymbolicChecker {
  /// Whether some reachable state satisfies a state predicate (by PDR);
  /// nil when the solver cannot tell.
  public func isReachable(_ expression: ExpressionID) throws(Z3Error) -> Bool? {
    var goal = system
    goal.properties = [CheckedProperty(propertyIndex: -1, kind: .reachability(expression))]
    let verdict = try SymbolicChecker(system: goal, options: options).spacer(0)
    switch verdict.outcome {
    case .holds: return true
    case .violated: return false
    case .unknown: return nil
    }
  }
}
