import CZ3
import Foundation

/// A Z3 error turned into a Swift error (Z3's default handler would call
/// `exit`): the error code and Z3's message.
public struct Z3Error: Error, CustomStringConvertible, Sendable {
  public var code: Int
  public var message: String
  public var description: String { "Z3 error \(code): \(message)" }

  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }
}

/// One Z3 context, with reference counting (`Z3_mk_context_rc`) so every
/// handle's lifetime is owned by a Swift object. A context is not thread
/// safe: use one per verification job. Only `interrupt()` may be called
/// from another thread.
public final class Z3Context: @unchecked Sendable {
  let raw: Z3_context
  public private(set) lazy var boolSort: Z3_sort = retainSort(Z3_mk_bool_sort(raw))
  public private(set) lazy var intSort: Z3_sort = retainSort(Z3_mk_int_sort(raw))
  private var sorts: [Z3_sort] = []
  /// The first error since the last `check()`. Z3 resets its error code at
  /// the start of every API call, so it is read right after each call.
  private var pendingError: Z3Error?

  public init() {
    let config = Z3_mk_config()
    Z3_set_param_value(config, "model", "true")
    raw = Z3_mk_context_rc(config)
    Z3_del_config(config)
    // No handler: errors only set the error code, which `check()` turns
    // into a thrown Z3Error.
    Z3_set_error_handler(raw, nil)
  }

  deinit {
    for sort in sorts { Z3_dec_ref(raw, Z3_sort_to_ast(raw, sort)) }
    Z3_del_context(raw)
  }

  private func retainSort(_ sort: Z3_sort?) -> Z3_sort {
    guard let sort else { preconditionFailure("Z3 returned no sort") }
    Z3_inc_ref(raw, Z3_sort_to_ast(raw, sort))
    sorts.append(sort)
    return sort
  }

  /// The version of the linked library, e.g. "Z3 4.8.12.0".
  public static var version: String { String(cString: Z3_get_full_version()) }

  /// Records the error of the call that just returned, if any.
  func recordError() {
    let code = Z3_get_error_code(raw)
    guard code != Z3_OK, pendingError == nil else { return }
    let message = Z3_get_error_msg(raw, code).map { String(cString: $0) } ?? "unknown error"
    pendingError = Z3Error(code: Int(code.rawValue), message: message)
  }

  /// Throws the first error since the last check (or of the call that just
  /// returned), and clears it.
  public func check() throws(Z3Error) {
    recordError()
    if let error = pendingError {
      pendingError = nil
      throw error
    }
  }

  /// Like `check()`, but true instead of an error when Z3 canceled the
  /// check itself: its own `timeout` parameter can end a query with the
  /// error "canceled" rather than `unknown` (Spacer does), and a time limit
  /// the user set is not an internal error.
  public func checkCanceled() throws(Z3Error) -> Bool {
    do {
      try check()
      return false
    } catch {
      if error.message.contains("canceled") { return true }
      throw error
    }
  }

  /// Runs an SMT-LIB 2 script and returns what Z3 printed, as its command
  /// line would: how an exported model is read back (tests, scripts).
  public func evaluate(smtlib script: String) throws(Z3Error) -> String {
    let output = Z3_eval_smtlib2_string(raw, script).map { String(cString: $0) } ?? ""
    try check()
    return output
  }

  /// Stops the running check (thread safe): it returns `unknown`.
  public func interrupt() { Z3_interrupt(raw) }

  // MARK: Terms

  func wrap(_ ast: Z3_ast?) -> Term {
    recordError()
    guard let ast else {
      // Only happens after an error (recorded for `check()`): keep a valid
      // placeholder so building can go on until the next check throws.
      return Term(self, Z3_mk_false(raw))
    }
    return Term(self, ast)
  }

  public func bool(_ value: Bool) -> Term { wrap(value ? Z3_mk_true(raw) : Z3_mk_false(raw)) }
  public func int(_ value: Int) -> Term { wrap(Z3_mk_int64(raw, Int64(value), intSort)) }
  public func boolConstant(_ name: String) -> Term { wrap(Z3_mk_const(raw, Z3_mk_string_symbol(raw, name), boolSort)) }
  public func intConstant(_ name: String) -> Term { wrap(Z3_mk_const(raw, Z3_mk_string_symbol(raw, name), intSort)) }

  private func withRaw<R>(_ terms: [Term], _ body: (inout [Z3_ast?]) -> R) -> R {
    var raws: [Z3_ast?] = terms.map { $0.raw }
    return withExtendedLifetime(terms) { body(&raws) }
  }

  public func not(_ a: Term) -> Term { withExtendedLifetime(a) { wrap(Z3_mk_not(raw, a.raw)) } }

  public func and(_ terms: [Term]) -> Term {
    if terms.isEmpty { return bool(true) }
    if terms.count == 1 { return terms[0] }
    return withRaw(terms) { wrap(Z3_mk_and(raw, UInt32($0.count), &$0)) }
  }

  public func or(_ terms: [Term]) -> Term {
    if terms.isEmpty { return bool(false) }
    if terms.count == 1 { return terms[0] }
    return withRaw(terms) { wrap(Z3_mk_or(raw, UInt32($0.count), &$0)) }
  }

  public func implies(_ a: Term, _ b: Term) -> Term {
    withExtendedLifetime((a, b)) { wrap(Z3_mk_implies(raw, a.raw, b.raw)) }
  }

  public func ite(_ c: Term, _ a: Term, _ b: Term) -> Term {
    withExtendedLifetime((c, a, b)) { wrap(Z3_mk_ite(raw, c.raw, a.raw, b.raw)) }
  }

  public func add(_ a: Term, _ b: Term) -> Term { withRaw([a, b]) { wrap(Z3_mk_add(raw, 2, &$0)) } }
  public func subtract(_ a: Term, _ b: Term) -> Term { withRaw([a, b]) { wrap(Z3_mk_sub(raw, 2, &$0)) } }
  public func multiply(_ a: Term, _ b: Term) -> Term { withRaw([a, b]) { wrap(Z3_mk_mul(raw, 2, &$0)) } }
  public func equal(_ a: Term, _ b: Term) -> Term { withExtendedLifetime((a, b)) { wrap(Z3_mk_eq(raw, a.raw, b.raw)) } }
  public func less(_ a: Term, _ b: Term) -> Term { withExtendedLifetime((a, b)) { wrap(Z3_mk_lt(raw, a.raw, b.raw)) } }
  public func lessOrEqual(_ a: Term, _ b: Term) -> Term {
    withExtendedLifetime((a, b)) { wrap(Z3_mk_le(raw, a.raw, b.raw)) }
  }

  /// `forall bound. body`, for Horn clauses.
  public func forall(_ bound: [Term], _ body: Term) -> Term {
    guard !bound.isEmpty else { return body }
    var apps: [Z3_app?] = bound.map { Z3_to_app(raw, $0.raw) }
    return withExtendedLifetime((bound, body)) {
      wrap(Z3_mk_forall_const(raw, 0, UInt32(apps.count), &apps, 0, nil, body.raw))
    }
  }

  /// `exists bound. body`.
  public func exists(_ bound: [Term], _ body: Term) -> Term {
    guard !bound.isEmpty else { return body }
    var apps: [Z3_app?] = bound.map { Z3_to_app(raw, $0.raw) }
    return withExtendedLifetime((bound, body)) {
      wrap(Z3_mk_exists_const(raw, 0, UInt32(apps.count), &apps, 0, nil, body.raw))
    }
  }

  /// Replaces the de Bruijn variables `(:var i)` of a formula by terms.
  public func substituteVariables(_ formula: Term, _ terms: [Term]) -> Term {
    withRaw(terms) { raws in
      withExtendedLifetime(formula) { wrap(Z3_substitute_vars(raw, formula.raw, UInt32(raws.count), &raws)) }
    }
  }

  /// Simplifies a formula (for printing invariants).
  public func simplify(_ term: Term) -> Term { withExtendedLifetime(term) { wrap(Z3_simplify(raw, term.raw)) } }
}

/// An owned reference to a Z3 term.
public final class Term: @unchecked Sendable, CustomStringConvertible {
  let context: Z3Context
  let raw: Z3_ast

  init(_ context: Z3Context, _ raw: Z3_ast) {
    self.context = context
    self.raw = raw
    Z3_inc_ref(context.raw, raw)
  }

  deinit { Z3_dec_ref(context.raw, raw) }

  /// SMT-LIB text; Z3 reuses the buffer, so it is copied at once.
  public var description: String {
    withExtendedLifetime(self) { String(cString: Z3_ast_to_string(context.raw, raw)) }
  }

  public var isTrue: Bool { Z3_get_bool_value(context.raw, raw) == Z3_L_TRUE }
}
