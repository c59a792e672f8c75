import CZ3

/// A relation symbol of a set of Horn clauses.
public final class Relation: @unchecked Sendable {
  let context: Z3Context
  let raw: Z3_func_decl

  public init(_ context: Z3Context, name: String, domain: [Z3_sort]) {
    self.context = context
    var sorts: [Z3_sort?] = domain
    raw = Z3_mk_func_decl(
      context.raw, Z3_mk_string_symbol(context.raw, name), UInt32(sorts.count), &sorts, context.boolSort)
    Z3_inc_ref(context.raw, Z3_func_decl_to_ast(context.raw, raw))
  }

  deinit { Z3_dec_ref(context.raw, Z3_func_decl_to_ast(context.raw, raw)) }

  public func callAsFunction(_ arguments: [Term]) -> Term {
    var raws: [Z3_ast?] = arguments.map { $0.raw }
    return withExtendedLifetime(arguments) {
      context.wrap(Z3_mk_app(context.raw, raw, UInt32(raws.count), &raws))
    }
  }
}

public enum FixedpointResult {
  /// The query is reachable; `depth` is the length of the derivation when known.
  case reachable(depth: Int?)
  /// The query is unreachable; the inductive invariant of the relation, over
  /// its arguments as de Bruijn variables, when Z3 gives one.
  case unreachable(invariant: Term?)
  case unknown(reason: String)
}

/// Z3's fixedpoint engine with Spacer (PDR/IC3 over Horn clauses). Spacer
/// does not support push/pop: use one instance per query.
public final class Z3Fixedpoint: @unchecked Sendable {
  let context: Z3Context
  let raw: Z3_fixedpoint
  let limits: SolverLimits

  public init(_ context: Z3Context, milliseconds: UInt32, deadline: ContinuousClock.Instant? = nil) throws(Z3Error) {
    self.context = context
    limits = SolverLimits(milliseconds: milliseconds, deadline: deadline)
    guard let fixedpoint = Z3_mk_fixedpoint(context.raw) else {
      try context.check()
      throw Z3Error(code: -1, message: "could not create a fixedpoint engine")
    }
    raw = fixedpoint
    Z3_fixedpoint_inc_ref(context.raw, raw)
    let params = Z3_mk_params(context.raw)
    Z3_params_inc_ref(context.raw, params)
    let symbol = { (name: String) in Z3_mk_string_symbol(context.raw, name) }
    Z3_params_set_symbol(context.raw, params, symbol("engine"), symbol("spacer"))
    Z3_params_set_uint(context.raw, params, symbol("timeout"), limits.budget)
    // Ctrl-C ends the run (Interruption), not just this query.
    Z3_params_set_bool(context.raw, params, symbol("ctrl_c"), false)
    Z3_fixedpoint_set_params(context.raw, raw, params)
    Z3_params_dec_ref(context.raw, params)
    try context.check()
  }

  deinit { Z3_fixedpoint_dec_ref(context.raw, raw) }

  public func register(_ relation: Relation) {
    withExtendedLifetime(relation) { Z3_fixedpoint_register_relation(context.raw, raw, relation.raw) }
  }

  public func addRule(_ rule: Term, name: String) {
    withExtendedLifetime(rule) {
      Z3_fixedpoint_add_rule(context.raw, raw, rule.raw, Z3_mk_string_symbol(context.raw, name))
    }
  }

  public func query(_ query: Term, relation: Relation) throws(Z3Error) -> FixedpointResult {
    let budget = limits.budget
    guard budget > 0 else { return .unknown(reason: SolverLimits.outOfTime) }
    let watchdog = Watchdog(context: context, milliseconds: limits.watchdogMilliseconds(for: budget))
    let result = withExtendedLifetime(query) { Z3_fixedpoint_query(context.raw, raw, query.raw) }
    watchdog.cancel()
    if watchdog.fired {
      // An interrupt can surface as an error ("canceled"): it is a timeout.
      try? context.check()
      return .unknown(reason: "timeout (\(budget) ms)")
    }
    if try context.checkCanceled() { return .unknown(reason: "timeout (\(budget) ms)") }
    switch result {
    case Z3_L_TRUE:
      var depth: Int?
      if let vector = Z3_fixedpoint_get_rules_along_trace(context.raw, raw) {
        Z3_ast_vector_inc_ref(context.raw, vector)
        depth = Int(Z3_ast_vector_size(context.raw, vector))
        Z3_ast_vector_dec_ref(context.raw, vector)
      }
      try? context.check()
      return .reachable(depth: depth)
    case Z3_L_FALSE:
      let cover = withExtendedLifetime(relation) {
        Z3_fixedpoint_get_cover_delta(context.raw, raw, -1, relation.raw)
      }
      let invariant = cover.map { Term(context, $0) }
      try? context.check()
      return .unreachable(invariant: invariant)
    default:
      let reason = Z3_fixedpoint_get_reason_unknown(context.raw, raw).map { String(cString: $0) } ?? "unknown"
      return .unknown(reason: watchdog.fired ? "timeout (\(budget) ms)" : reason)
    }
  }
}
