import TipModel
import TipSemantics
import TipZ3

extension SymbolicChecker {
  /// Incremental BMC of several properties on one solver: one step added
  /// at a time, each property's target checked under its own assumption
  /// literal at each depth. The first depth that reaches a target gives a
  /// shortest trace.
  public func boundedModelCheck(_ properties: [Int], bound: Int? = nil) throws(Z3Error) -> [SymbolicVerdict] {
    try injectedErrorIfRequested()
    let bound = bound ?? options.bound
    let context = Z3Context()
    let encoding = SymbolicEncoding(system: system, context: context)
    let solver = try Z3Solver(context, limits: limits)
    let path = SymbolicPath(encoding: encoding, solver: solver, anchored: true, prefix: "")
    try context.check()
    var verdicts: [Int: SymbolicVerdict] = [:]
    var open = properties.filter { property in
      if case .noDeadlock = system.properties[property].kind {
        verdicts[property] = try? check(property, method: .bmc)
        return false
      }
      return true
    }
    var unknownReason: String?
    depthLoop: for depth in 0...bound {
      if depth > 0 { path.extend(prefix: "") }
      var stillOpen: [Int] = []
      for (position, property) in open.enumerated() {
        guard let target = encoding.target(of: system.properties[property], in: path.last) else { continue }
        let literal = context.boolConstant("goal\(property)@\(depth)")
        solver.assert(context.implies(literal, target))
        switch try solver.check(assuming: [literal]) {
        case .satisfiable(let model):
          verdicts[property] = try found(
            property, path.trace(from: model, upTo: depth), method: .bmc, detail: "found at depth \(depth)")
        case .unsatisfiable:
          solver.assert(context.not(literal))
          stillOpen.append(property)
        case .unknown(let reason):
          // This property and every one not yet asked at this depth stay open.
          unknownReason = "\(reason) at depth \(depth)"
          open = stillOpen + open[position...]
          break depthLoop
        }
      }
      open = stillOpen
      if open.isEmpty { break }
    }
    for property in open {
      let reason = unknownReason.map { "the solver gave up (\($0))" }
        ?? "no \(targetMeansHolds(property) ? "witness" : "counterexample") up to depth \(bound); BMC cannot say more (try --engine kind or pdr)"
      verdicts[property] = SymbolicVerdict(outcome: .unknown(reason: reason), method: .bmc, detail: nil)
    }
    // Every property ends with a verdict: unknown is one.
    return properties.map {
      verdicts[$0] ?? SymbolicVerdict(outcome: .unknown(reason: unknownReason ?? "the solver gave up"), method: .bmc, detail: nil)
    }
  }
}
