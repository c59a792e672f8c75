import Foundation
import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// `no-deadlock` is decided by the explicit engine alone (the symbolic
/// engines do not decide a branching-time property), so its oracle is a
/// brute-force computation over the reference semantics: every state's
/// successors by `successors(of:)`, the tips each state can still show by a
/// plain fixpoint, and the definition of docs/semantics.md P4 read off
/// `shown` and `invalidated` directly.
@Suite("no-deadlock against the reference semantics")
struct DeadlockReferenceTests {
  typealias T = TestSupport

  /// What P4 says of one model, computed without the engine.
  struct Expected {
    /// Depth of the shallowest violating state, or nil when P4 holds.
    var depth: Int?
    /// Per violating state: the tips stuck there (still to come, never visible again).
    var stuck: [[Int]: Set<Int>]
    /// Violating states with no successor at all.
    var dead: Set<[Int]>
  }

  static func expected(_ system: TransitionSystem) -> Expected {
    let (states, successors, depth) = T.referenceGraph(system, limit: .max)
    let tips = system.model.tipIDs
    // canShow[s]: tips visible in s or in some state reachable from s.
    var canShow: [Set<Int>] = states.map { state in Set(system.visibleTips(in: state).map(\.index)) }
    var changed = true
    while changed {
      changed = false
      for s in states.indices {
        for t in successors[s] where !canShow[t].isSubset(of: canShow[s]) {
          canShow[s].formUnion(canShow[t])
          changed = true
        }
      }
    }
    var result = Expected(depth: nil, stuck: [:], dead: [])
    for s in states.indices {
      let awaited = tips.filter {
        !system.holds(system.derived.shown[$0.index], in: states[s])
          && !system.holds(system.derived.invalidated[$0.index], in: states[s])
      }
      let stuck = Set(awaited.map(\.index)).subtracting(canShow[s])
      let dead = successors[s].isEmpty
      guard !stuck.isEmpty || dead else { continue }
      if !stuck.isEmpty { result.stuck[states[s]] = stuck }
      if dead { result.dead.insert(states[s]) }
      result.depth = min(result.depth ?? depth[s], depth[s])
    }
    return result
  }

  static var models: [(String, String)] {
    var models = (0..<40).map { ("random model \($0)", RandomModels.spec(seed: UInt64($0) &+ 300) + "\ncheck no-deadlock\n") }
    for name in ExplicitCheckerTests.allSpecs {
      if let text = try? ExplicitCheckerTests.spec(name) {
        models.append((name, text.contains("no-deadlock") ? text : text + "\ncheck no-deadlock\n"))
      }
    }
    // Closing the only tip leaves no move at all (no relaunch).
    models.append(("no move after closing", "tip A { title \"a\" }\nconfig { relaunch false }\ninline \"only\" shows A\ncheck no-deadlock\n"))
    models.append(("only a move back to the state", Self.onlySelfLoop))
    models.append(("relay N=4", ModelFamily.relay(4)))
    models.append(("groups k=2 m=3", ModelFamily.groups(2, 3)))
    // More than 64 tips: the state graph's sets of tips take two words per state; in the
    // second, the relay's step 66 has no style to pass the turn on, so steps 67 to 69 never appear.
    let long = ModelFamily.relay(70)
    models.append(("relay N=70", long))
    let broken = long.replacingOccurrences(of: "shows Step66 style Chained(next: Step67)", with: "shows Step66")
    precondition(broken != long, "the relay's step 66 is written differently")
    models.append(("relay N=70, broken at step 66", broken))
    return models
  }

  @Test("Verdict, depth and stuck tip agree with a brute-force computation", arguments: 0..<DeadlockReferenceTests.models.count)
  func agreesWithReference(model: Int) throws {
    let (name, text) = Self.models[model]
    let system = try T.system(text)
    let property = try #require(system.properties.firstIndex { $0.kind == .noDeadlock }, "\(name)")
    let expected = Self.expected(system)
    // The analysis by sweeps (the default), and by the worklist alone.
    var worklist = ExplicitOptions.accelerator()
    worklist.tuning.deadlockSweeps = 0
    #expect(ExplicitChecker(system: system, options: worklist).run().outcomes[property] == ExplicitChecker(system: system, options: .accelerator()).run().outcomes[property], "\(name)")
    let outcome = ExplicitChecker(system: system, options: .accelerator()).run().outcomes[property]
    switch (outcome, expected.depth) {
    case (.holds, nil):
      break
    case (.violated(let trace?, let report?), let depth?):
      #expect(trace.length == depth, "\(name): a shortest path to a stuck state")
      let final = trace.finalState
      // What the explanation is told can still happen: the states reachable from the stuck one,
      // and the moves enabled in some of them (the report stops looking once it has every move
      // enabled anywhere).
      let (states, successors, _) = T.referenceGraph(system, limit: .max)
      if let start = states.firstIndex(of: final) {
        var reached: Set<Int> = [start]
        var frontier = [start]
        while let current = frontier.popLast() {
          for next in successors[current] where reached.insert(next).inserted { frontier.append(next) }
        }
        let moves = Set(system.moves.indices.filter { move in
          reached.contains { system.holds(system.moves[move].guardExpression, in: states[$0]) }
        })
        #expect(report.futureStateCount == reached.count, "\(name): states reachable from the stuck one")
        #expect(report.futureMoves == moves, "\(name): moves that can still happen")
      } else {
        Issue.record("\(name): the trace's end is not a reachable state of the reference")
      }
      if let tip = report.tip {
        #expect(expected.stuck[final]?.contains(tip.index) == true, "\(name): \(tip) is not stuck at the trace's end")
      } else {
        #expect(expected.dead.contains(final) && expected.stuck[final] == nil, "\(name): the trace's end has moves or a stuck tip")
      }
    default:
      Issue.record("\(name): engine says \(outcome.verdictName), reference says \(expected.depth == nil ? "holds" : "violated")")
    }
  }

  /// The fixpoint by sweeps, by the worklist alone (no sweep) and by the
  /// worklist after one sweep: the same tips reachable from every state.
  @Test("Sweeps and the worklist reach the same fixpoint, from no sweep, one, or as many as needed")
  func sweepsAgreeWithWorklist() throws {
    var needingMore = 0
    for (name, text) in Self.models {
      let system = try T.system(text)
      let search = ExplicitChecker(system: system, options: .accelerator()).exploredSearch()
      let graph = try #require(search.graph, "\(name)")
      func analysis(_ limit: Int) -> DeadlockAnalysis {
        DeadlockAnalysis(
          graph: graph, store: search.store, compiled: search.compiled, flat: search.flat, movesEverEnabled: [],
          sweepLimit: limit, memoryAvailable: .max)
      }
      let (swept, sweeps) = try #require(analysis(64).reachableTips())
      #expect(sweeps <= 64, "\(name): converged by sweeps")
      if sweeps > 2 { needingMore += 1 }
      #expect(analysis(0).reachableTips()?.canReach == swept, "\(name): worklist alone")
      #expect(analysis(1).reachableTips()?.canReach == swept, "\(name): one sweep, then the worklist")
    }
    // A sweep that changes nothing ends them; a move back to an earlier state (a relaunch) whose
    // news must travel on needs one more before that: some models need three or more.
    #expect(needingMore > 0)
  }

  /// Once A is closed after two taps, tapping donates again to a count
  /// that stays at 2 (it saturates one past the rule's bound): a move
  /// enabled, back to the same state. The graph keeps no edge for it, only
  /// a mark.
  static let onlySelfLoop = """
    tip A { title "a" event e rule e.donations.count >= 1 }
    config { relaunch false }
    inline "only" shows A
    button "tap" { donate A.e }
    check no-deadlock
    """

  @Test("A state whose only move leads back to itself has a move enabled: no deadlock")
  func selfLoopIsNoDeadlock() throws {
    let system = try T.system(Self.onlySelfLoop)
    let (_, successors, _) = T.referenceGraph(system)
    // Worked out by hand, as (count, closed): (0, no), (1, no) shown, (2, no), (1, yes), (2, yes).
    // Only in (2, yes) is the one move enabled a move back to the state.
    #expect(successors.count == 5)
    let loopsOnly = successors.indices.filter { successors[$0] == [$0] }
    #expect(loopsOnly.count == 1)
    #expect(Self.expected(system).depth == nil)
    let search = ExplicitChecker(system: system, options: .accelerator()).exploredSearch()
    let graph = try #require(search.graph)
    #expect(graph.stateCount == 5)
    #expect((0..<5).filter { graph.successors(of: $0).isEmpty && graph.hasSelfLoop($0) }.count == 1)
    #expect(search.result().outcomes.allSatisfy { $0.verdictName == "holds" })
  }

  @Test("A tip that can never appear, on levels wide enough for two workers: the report's future is everything")
  func stuckAtLaunchOnTwoWorkers() throws {
    // 6 counters (7^6 = 117,649 states, levels of up to about 10,000) and a tip no move can show:
    // stuck from the first state, whose future is every state and every move enabled anywhere.
    // The report stops running the per-state program once it has them all.
    let text = ModelFamily.counters(6, needed: 3)
      + "tip Never { title \"n\" event e rule e.donations.count >= 1 }\ninline \"never\" shows Never\ncheck no-deadlock\n"
    let system = try T.system(text)
    let property = try #require(system.properties.firstIndex { $0.kind == .noDeadlock })
    for threads in [1, 2] {
      let result = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: threads)).run()
      #expect(result.statistics.states == 117_649)
      guard case .violated(let trace?, let report?) = result.outcomes[property] else {
        Issue.record("no-deadlock should be violated, stuck at launch")
        continue
      }
      #expect(trace.length == 0)
      #expect(report.tip == system.model.tipIDs.last)
      #expect(report.futureStateCount == 117_649)
      // Every move enabled anywhere: the 6 donations, the 6 closes (the tip that never shows
      // has none enabled), and the relaunch.
      let enabled = Set(result.movesEnabled.indices.filter { result.movesEnabled[$0] })
      #expect(report.futureMoves == enabled)
      #expect(enabled.count == 13)
    }
  }

  @Test("The comparison is not vacuous: both verdicts and both kinds of violation occur")
  func notVacuous() throws {
    var holds = 0
    var stuckTip = 0
    var noMove = 0
    for (_, text) in Self.models {
      let expected = Self.expected(try T.system(text))
      if expected.depth == nil { holds += 1 }
      if !expected.stuck.isEmpty { stuckTip += 1 }
      if !expected.dead.isEmpty { noMove += 1 }
    }
    #expect(holds >= 5)
    #expect(stuckTip >= 5)
    #expect(noMove >= 1)
  }
}
