import Foundation
import TipExplicit
import TipSemantics
import TipSymbolic
import Testing
import TipTestSupport

@Test func dumpRandomSpecs() throws {
  guard let seeds = ProcessInfo.processInfo.environment["DUMP_SEEDS"] else { return }
  for seed in seeds.split(separator: ",").compactMap({ UInt64($0) }) {
    try RandomModels.spec(seed: seed).write(toFile: "/tmp/rnd/seed\(seed).tipspec", atomically: true, encoding: .utf8)
  }
}

@Test func debugDisagreement() throws {
  guard let path = ProcessInfo.processInfo.environment["DEBUG_SPEC"] else { return }
  let system = try TestSupport.system(String(contentsOfFile: path, encoding: .utf8))
  let result = ExplicitChecker(system: system).run()
  for (index, outcome) in result.outcomes.enumerated() {
    var trace: Trace?
    if case .violated(let t?, _) = outcome { trace = t }
    if case .holds(let t?) = outcome { trace = t }
    guard let trace else { continue }
    let rejected = try SymbolicChecker(system: system).firstRejectedStep(of: trace)
    print("property \(index): rejected step \(rejected.map(String.init) ?? "none") of \(trace.length)")
    if let rejected, rejected > 0 {
      let names = system.variables.map(\.name)
      print("  from: \(zip(names, trace.steps[rejected - 1].state).map { "\($0)=\($1)" })")
      print("  to:   \(zip(names, trace.steps[rejected].state).map { "\($0)=\($1)" })")
      print("  move: \(TestSupport.describe(system, trace.steps[rejected].move!)) choice \(trace.steps[rejected].choice)")
    }
  }
}

@Test func debugVerifierReason() throws {
  guard ProcessInfo.processInfo.environment["DEBUG_VERIFIER"] != nil else { return }
  let text = try String(contentsOfFile: TestSupport.specsDirectory + "/defect-1-two-tips-at-once.tipspec", encoding: .utf8)
  let system = try TestSupport.system(text)
  let run = ExplicitChecker(system: system, options: ExplicitOptions(maxStates: 2_000_000)).run()
  print("OUTCOMES", run.outcomes.map { "\($0)" }, run.statistics)
}
