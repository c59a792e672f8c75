import Foundation
import Testing
import TipModel
import TipSemantics
import TipSymbolic
import TipTestSupport
import TipZ3

/// Z3 must never take the process down: its errors become Swift errors,
/// and running out of time or resources gives `unknown`.
@Suite("Z3 error paths")
struct Z3ErrorPathTests {
  @Test("An ill-sorted term is a thrown Z3Error, and the context stays usable")
  func sortError() throws {
    let context = Z3Context()
    _ = context.add(context.bool(true), context.int(1))
    #expect(throws: Z3Error.self) { try context.check() }
    // The error was cleared; the context still works.
    let solver = try Z3Solver(context)
    solver.assert(context.equal(context.intConstant("x"), context.int(3)))
    guard case .satisfiable(let model) = try solver.check() else {
      Issue.record("expected sat")
      return
    }
    #expect(model.integer(context.intConstant("x")) == 3)
  }

  @Test("A resource limit gives unknown with a reason, never a crash")
  func resourceLimit() throws {
    let context = Z3Context()
    // 2^x = y with x, y large: nonlinear, needs real work.
    let solver = try Z3Solver(context, limits: SolverLimits(milliseconds: 10_000, resourceLimit: 1))
    let x = context.intConstant("x")
    let y = context.intConstant("y")
    let z = context.intConstant("z")
    solver.assert(context.equal(context.multiply(x, context.multiply(y, z)), context.int(1_000_003 * 999_983)))
    solver.assert(context.less(context.int(1), x))
    solver.assert(context.less(context.int(1), y))
    guard case .unknown(let reason) = try solver.check() else {
      Issue.record("expected unknown under rlimit 1")
      return
    }
    #expect(!reason.isEmpty)
  }

  @Test("A wall-clock limit interrupts a hard query: unknown, on time")
  func timeout() throws {
    let context = Z3Context()
    let solver = try Z3Solver(context, limits: SolverLimits(milliseconds: 200))
    // Factoring a 60-bit semiprime (nonlinear integer arithmetic): the
    // query that hung Z3 4.8.12's default solver with `timeout`.
    let p = context.intConstant("p")
    let q = context.intConstant("q")
    solver.assert(context.equal(context.multiply(p, q), context.int(1_152_921_504_606_846_883)))
    solver.assert(context.less(context.int(1), p))
    solver.assert(context.less(context.int(1), q))
    let clock = ContinuousClock()
    var result: SolverResult?
    let elapsed = try clock.measure { result = try solver.check() }
    if case .unknown = result {} else if case .satisfiable = result {} else { Issue.record("unexpected \(String(describing: result))") }
    // A generous bound: the point is that it returns, not how fast.
    #expect(elapsed < .seconds(20))
  }

  @Test("Spacer out of time is unknown with the timeout as reason, not an error (Z3 reports it as 'canceled')")
  func spacerTimeout() throws {
    // A counter that leaves its range only after 1,001 taps: far beyond
    // what Spacer settles in 100 ms.
    let system = try TestSupport.system(
      """
      tip A { title "A" param n: Int(0...1000) = 0 rule n == 1 }
      screen Home initial { button "Go" { set A.n = A.n + 1 } inline "X" shows A }
      """)
    let range = try #require(
      system.properties.firstIndex { if case .staysInRange = system.model.properties[$0.propertyIndex].kind { true } else { false } })
    let checker = SymbolicChecker(system: system, options: SymbolicOptions(queryMilliseconds: 100))
    let verdict = try checker.check(range, method: .pdr)
    guard case .unknown(let reason) = verdict.outcome else {
      Issue.record("expected unknown, got \(verdict.outcome)")
      return
    }
    #expect(reason.contains("timeout (100 ms)"), "\(reason)")
  }

  @Test("A symbolic check under a tiny budget is unknown, not a wrong verdict")
  func symbolicUnknown() throws {
    let system = try TestSupport.system(
      String(contentsOfFile: TestSupport.specsDirectory + "/defect-1-two-tips-at-once.tipspec", encoding: .utf8))
    let checker = SymbolicChecker(system: system, options: SymbolicOptions(resourceLimit: 1))
    let verdict = try checker.check(0, method: .pdr)
    if case .unknown = verdict.outcome {} else { Issue.record("expected unknown, got \(verdict.outcome)") }
  }

  @Test("A run deadline already passed: every engine answers unknown at once, naming --timeout")
  func deadlinePassed() throws {
    let system = try TestSupport.system(
      String(contentsOfFile: TestSupport.specsDirectory + "/seed-1-ordered-group.tipspec", encoding: .utf8))
    var options = SymbolicOptions()
    options.deadline = .now - .seconds(1)
    let checker = SymbolicChecker(system: system, options: options)
    let all = Array(system.properties.indices)
    for verdict in try checker.boundedModelCheck(all) {
      guard case .unknown(let reason) = verdict.outcome else {
        Issue.record("expected unknown, got \(verdict.outcome)")
        continue
      }
      #expect(reason.contains("--timeout") || reason.contains("symbolic engines do not decide it"), "\(reason)")
    }
    for method in [SymbolicMethod.kInduction, .pdr] {
      for property in all {
        guard case .unknown(let reason) = try checker.check(property, method: method).outcome else {
          Issue.record("\(method) \(property) is decided after the deadline")
          continue
        }
        // Said before any encoding is built (a hundred properties' encodings took seconds).
        #expect(
          reason == "the time limit (--timeout) was reached before this check" || reason.contains("symbolic engines do not decide it"),
          "\(reason)")
      }
    }
  }

  @Test("A check gets what is left of the run, never more than its own budget")
  func budgets() {
    #expect(SolverLimits(milliseconds: 500).budget == 500)
    #expect(SolverLimits(milliseconds: 500, deadline: .now + .seconds(60)).budget == 500)
    let short = SolverLimits(milliseconds: 30_000, deadline: .now + .seconds(2)).budget
    #expect(short > 1_000 && short <= 2_000)
    #expect(SolverLimits(milliseconds: 500, deadline: .now - .seconds(1)).budget == 0)
  }
}
