import CZ3
import Foundation

/// The answer of one satisfiability check.
public enum SolverResult {
  case satisfiable(Z3Model)
  /// With the assumptions in the unsat core, when assumptions were given.
  case unsatisfiable(core: [Term])
  /// Z3 gave up: a timeout, the resource limit, or an incomplete theory.
  case unknown(reason: String)
}

/// Budgets for one check. Z3 4.8.12's `timeout` can hang the default
/// solver on nonlinear problems, so a solver is pushed once before use, a
/// deterministic `rlimit` bounds the work, and a watchdog interrupts the
/// context when the wall-clock limit passes.
public struct SolverLimits: Sendable {
  public var milliseconds: UInt32
  /// Z3's resource counter limit (0: none). Deterministic across machines.
  public var resourceLimit: UInt32
  /// When the whole run must end (`--timeout`): a check gets what is left,
  /// if that is less than `milliseconds`, and none once it has passed.
  public var deadline: ContinuousClock.Instant?

  public init(milliseconds: UInt32 = 30_000, resourceLimit: UInt32 = 0, deadline: ContinuousClock.Instant? = nil) {
    self.milliseconds = milliseconds
    self.resourceLimit = resourceLimit
    self.deadline = deadline
  }

  /// The wall-clock budget of a check starting now (0: none is left).
  public var budget: UInt32 {
    guard let deadline else { return milliseconds }
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return UInt32(min(Int64(milliseconds), seconds * 1000 + attoseconds / 1_000_000_000_000_000))
  }

  /// When the watchdog interrupts a check given `budget`: Z3 honours its
  /// own timeout, the watchdog is for when it does not; close to a run's
  /// deadline the grace is short.
  func watchdogMilliseconds(for budget: UInt32) -> Int { Int(budget) + (deadline == nil ? 2000 : 250) }

  /// Why a check got no time.
  public static let outOfTime = "the time limit (--timeout) ran out"
}

/// An incremental Z3 solver.
public final class Z3Solver: @unchecked Sendable {
  let context: Z3Context
  let raw: Z3_solver
  public let limits: SolverLimits

  public init(_ context: Z3Context, limits: SolverLimits = SolverLimits()) throws(Z3Error) {
    self.context = context
    self.limits = limits
    guard let solver = Z3_mk_solver(context.raw) else {
      try context.check()
      throw Z3Error(code: -1, message: "could not create a solver")
    }
    raw = solver
    Z3_solver_inc_ref(context.raw, raw)
    let params = Z3_mk_params(context.raw)
    Z3_params_inc_ref(context.raw, params)
    Z3_params_set_uint(context.raw, params, Z3_mk_string_symbol(context.raw, "timeout"), limits.milliseconds)
    // Ctrl-C is TipCheck's to handle (it ends the run); Z3 would otherwise
    // take it during a check, cancel only that query, and let the run go on.
    Z3_params_set_bool(context.raw, params, Z3_mk_string_symbol(context.raw, "ctrl_c"), false)
    if limits.resourceLimit > 0 {
      Z3_params_set_uint(context.raw, params, Z3_mk_string_symbol(context.raw, "rlimit"), limits.resourceLimit)
    }
    Z3_solver_set_params(context.raw, raw, params)
    Z3_params_dec_ref(context.raw, params)
    // One push switches the combined solver to its incremental core, which
    // honours `timeout` (the non-incremental path can deadlock in 4.8.12).
    Z3_solver_push(context.raw, raw)
    try context.check()
  }

  deinit { Z3_solver_dec_ref(context.raw, raw) }

  private func setTimeout(_ milliseconds: UInt32) {
    let params = Z3_mk_params(context.raw)
    Z3_params_inc_ref(context.raw, params)
    Z3_params_set_uint(context.raw, params, Z3_mk_string_symbol(context.raw, "timeout"), milliseconds)
    Z3_solver_set_params(context.raw, raw, params)
    Z3_params_dec_ref(context.raw, params)
  }

  public func assert(_ term: Term) {
    withExtendedLifetime(term) { Z3_solver_assert(context.raw, raw, term.raw) }
  }

  public func push() { Z3_solver_push(context.raw, raw) }
  public func pop() { Z3_solver_pop(context.raw, raw, 1) }

  /// Checks satisfiability under the assumptions (Boolean constants).
  public func check(assuming assumptions: [Term] = []) throws(Z3Error) -> SolverResult {
    let budget = limits.budget
    guard budget > 0 else { return .unknown(reason: SolverLimits.outOfTime) }
    if budget < limits.milliseconds { setTimeout(budget) }
    var raws: [Z3_ast?] = assumptions.map { $0.raw }
    let watchdog = Watchdog(context: context, milliseconds: limits.watchdogMilliseconds(for: budget))
    let result = withExtendedLifetime(assumptions) {
      Z3_solver_check_assumptions(context.raw, raw, UInt32(raws.count), &raws)
    }
    watchdog.cancel()
    if watchdog.fired {
      try? context.check()
      return .unknown(reason: "timeout (\(limits.milliseconds) ms)")
    }
    if try context.checkCanceled() { return .unknown(reason: "timeout (\(limits.milliseconds) ms)") }
    switch result {
    case Z3_L_TRUE:
      guard let model = Z3_solver_get_model(context.raw, raw) else {
        try context.check()
        return .unknown(reason: "no model")
      }
      return .satisfiable(Z3Model(context, model))
    case Z3_L_FALSE:
      guard let vector = Z3_solver_get_unsat_core(context.raw, raw) else { return .unsatisfiable(core: []) }
      Z3_ast_vector_inc_ref(context.raw, vector)
      defer { Z3_ast_vector_dec_ref(context.raw, vector) }
      let core = (0..<Z3_ast_vector_size(context.raw, vector)).compactMap { index in
        Z3_ast_vector_get(context.raw, vector, index).map { Term(context, $0) }
      }
      return .unsatisfiable(core: core)
    default:
      let reason = Z3_solver_get_reason_unknown(context.raw, raw).map { String(cString: $0) } ?? "unknown"
      return .unknown(reason: watchdog.fired ? "timeout (\(limits.milliseconds) ms)" : reason)
    }
  }
}

/// A satisfying assignment.
public final class Z3Model: @unchecked Sendable {
  let context: Z3Context
  let raw: Z3_model

  init(_ context: Z3Context, _ raw: Z3_model) {
    self.context = context
    self.raw = raw
    Z3_model_inc_ref(context.raw, raw)
  }

  deinit { Z3_model_dec_ref(context.raw, raw) }

  /// The value of a term, with model completion (unconstrained inputs get a value).
  public func evaluate(_ term: Term) -> Term? {
    var result: Z3_ast?
    let ok = withExtendedLifetime(term) { Z3_model_eval(context.raw, raw, term.raw, true, &result) }
    guard ok, let result else { return nil }
    return Term(context, result)
  }

  public func integer(_ term: Term) -> Int? {
    guard let value = evaluate(term) else { return nil }
    var number: Int64 = 0
    if Z3_get_numeral_int64(context.raw, value.raw, &number) { return Int(number) }
    switch Z3_get_bool_value(context.raw, value.raw) {
    case Z3_L_TRUE: return 1
    case Z3_L_FALSE: return 0
    default: return nil
    }
  }
}

/// Interrupts a context when a check overruns its wall-clock limit.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false
  private(set) var fired = false

  init(context: Z3Context, milliseconds: Int) {
    // Weak captures: a finished check must not keep its context alive
    // until the timer fires.
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [weak self, weak context] in
      guard let self, let context else { return }
      self.lock.lock()
      defer { self.lock.unlock() }
      if !self.done {
        self.fired = true
        context.interrupt()
      }
    }
  }

  func cancel() {
    lock.lock()
    done = true
    lock.unlock()
  }
}
