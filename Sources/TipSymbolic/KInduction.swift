import TipModel
import TipSemantics
import TipZ3

extension SymbolicChecker {
  /// k-induction with simple-path constraints. For k = 1, 2, …: the base
  /// case (BMC to depth k − 1) looks for a target; the step case asks for a
  /// loop-free path of k moves whose first k states avoid the target and
  /// whose last reaches it. None means the property is k-inductive.
  func kInduction(_ property: Int) throws(Z3Error) -> SymbolicVerdict {
    let context = Z3Context()
    let encoding = SymbolicEncoding(system: system, context: context)
    let baseSolver = try Z3Solver(context, limits: limits)
    let stepSolver = try Z3Solver(context, limits: limits)
    let base = SymbolicPath(encoding: encoding, solver: baseSolver, anchored: true, prefix: "b")
    let step = SymbolicPath(encoding: encoding, solver: stepSolver, anchored: false, prefix: "s")
    try context.check()
    let checked = system.properties[property]
    for k in 1...max(1, options.maxK) {
      // Base: no target at depth k - 1.
      if k > 1 { base.extend(prefix: "b") }
      guard let baseTarget = encoding.target(of: checked, in: base.last) else { break }
      let baseLiteral = context.boolConstant("base@\(k)")
      baseSolver.assert(context.implies(baseLiteral, baseTarget))
      switch try baseSolver.check(assuming: [baseLiteral]) {
      case .satisfiable(let model):
        return try found(
          property, base.trace(from: model, upTo: k - 1), method: .kInduction, detail: "base case at depth \(k - 1)")
      case .unsatisfiable:
        baseSolver.assert(context.not(baseLiteral))
      case .unknown(let reason):
        return SymbolicVerdict(
          outcome: .unknown(reason: "the solver gave up in the base case at depth \(k - 1): \(reason)"),
          method: .kInduction, detail: nil)
      }
      // Step: the target is avoided in s0…s(k-1), reached in sk, on a simple path.
      if let avoided = encoding.target(of: checked, in: step.last) { stepSolver.assert(context.not(avoided)) }
      let newest = step.extend(prefix: "s")
      for earlier in step.frames.dropLast() { stepSolver.assert(encoding.distinct(earlier, newest)) }
      guard let stepTarget = encoding.target(of: checked, in: newest) else { break }
      let stepLiteral = context.boolConstant("step@\(k)")
      stepSolver.assert(context.implies(stepLiteral, stepTarget))
      switch try stepSolver.check(assuming: [stepLiteral]) {
      case .unsatisfiable:
        return proved(property, method: .kInduction, detail: "\(k)-inductive")
      case .satisfiable:
        stepSolver.assert(context.not(stepLiteral))
      case .unknown(let reason):
        return SymbolicVerdict(
          outcome: .unknown(reason: "the solver gave up in the induction step at k = \(k): \(reason)"),
          method: .kInduction, detail: nil)
      }
    }
    return SymbolicVerdict(
      outcome: .unknown(reason: "not k-inductive for k ≤ \(options.maxK) (try --engine pdr)"), method: .kInduction,
      detail: nil)
  }
}
