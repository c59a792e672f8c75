import Testing
import TipModel
import TipSemantics
import TipTestSupport

@testable import TipExplicit
@testable import TipExplicitCore

/// The core engine is the definition; the accelerator must agree with it
/// (`EngineAgreement` says what agreeing means).
@Suite("Explicit engine: the core, and the accelerator against it")
struct CoreEngineTests {
  typealias T = TestSupport

  static func core(_ system: TransitionSystem, _ options: ExplicitOptions = ExplicitOptions()) -> ExplicitChecker.Result {
    EngineAgreement.core(system, options)
  }

  static func expectReplays(_ trace: Trace, in system: TransitionSystem, _ label: String) {
    EngineAgreement.expectReplays(trace, in: system, label)
  }

  static func traces(_ result: ExplicitChecker.Result) -> [Trace] { EngineAgreement.traces(result) }

  static func expectAgreement(_ system: TransitionSystem, _ label: String) { EngineAgreement.expect(system, label) }

  @Test("Every spec: the core and the accelerator agree, and every trace replays", arguments: ExplicitCheckerTests.allSpecs)
  func specs(spec: String) throws {
    Self.expectAgreement(try T.system(ExplicitCheckerTests.spec(spec)), spec)
  }

  @Test("Random models and the families: the core and the accelerator agree; the core finds the reference's states", arguments: Array(UInt64(1)...UInt64(40)))
  func randomModels(seed: UInt64) throws {
    let text = seed <= 30 ? RandomModels.spec(seed: seed) : [
      ModelFamily.relay(8), ModelFamily.groups(3, 3), ModelFamily.counters(3, needed: 2), ModelFamily.independentTips(5),
      ModelFamily.points(limit: 4), RandomModels.spec(seed: 301), RandomModels.spec(seed: 302), RandomModels.spec(seed: 303),
      RandomModels.spec(seed: 304), RandomModels.spec(seed: 305),
    ][Int(seed) - 31]
    let system = try T.system(text)
    Self.expectAgreement(system, "seed \(seed):\n\(text)")
    var options = ExplicitOptions()
    options.engine = .core
    let (result, explored) = ExplicitChecker(system: system, options: options).runKeepingStates()
    let reference = T.referenceExploration(system)
    #expect(result.statistics.states == reference.states.count)
    let stored = Set((0..<explored.count).map { explored.trace(to: $0).finalState })
    #expect(stored == Set(reference.states), "seed \(seed)")
  }

  @Test("The core stores the move of each state: a relay's witnesses are read back, not executed again, and match the reference")
  func storedMoves() throws {
    // By hand: a relay of 12 steps; its last tip's witness is the launch,
    // then Start and one Next per step.
    let system = try T.system(ModelFamily.relay(12))
    let search = CoreEngine(system: system).search()
    #expect(search.store.reaching != nil)
    let traces = TraceBuilder(system: system, store: search.store)
    for index in 0..<search.store.count {
      let trace = traces.trace(to: index)
      Self.expectReplays(trace, in: system, "state \(index)")
      #expect(trace.finalState == traces.values(of: index))
    }
  }

  @Test("The core's memory comes from malloc alone, past the first MiB too, with the same verdicts as the accelerator")
  func mallocOnly() throws {
    // 3^10 states; with no-deadlock, the state graph's edges take several MiB.
    let system = try CompressedMapTests.withDeadlock(ModelFamily.independentTips(10))
    let search = CoreEngine(system: system).search()
    let graph = try #require(search.graph)
    #expect(!search.store.states.mapsSlabs && !graph.edges.mapsSlabs)
    #expect(graph.edges.allocatedBytes > 2 << 20)
    let accelerated = ExplicitChecker(system: system, options: .accelerator()).run()
    #expect(DirectMapTests.lengths(search.result().outcomes) == DirectMapTests.lengths(accelerated.outcomes))
  }

  @Test("Limits stop the core cleanly and say what it explored; verdicts found before stand")
  func limits() throws {
    let system = try T.system(ModelFamily.counters(4, needed: 3))
    let capped = Self.core(system, ExplicitOptions(maxStates: 100))
    #expect(capped.statistics.limit == .maxStates)
    #expect(capped.statistics.states >= 100)
    #expect(capped.outcomes.contains { if case .unknown = $0 { true } else { false } })
    let shallow = Self.core(system, ExplicitOptions(maxDepth: 2))
    #expect(shallow.statistics.limit == .maxDepth)
    #expect(shallow.statistics.depth == 2)
    let late = Self.core(system, ExplicitOptions(timeout: .zero))
    #expect(late.statistics.limit == .timeout)
  }

  @Test("auto: the core for a model within its budget, the accelerator past it, with the same verdicts")
  func automaticChoice() throws {
    let small = try T.system(ModelFamily.relay(5))
    #expect(ExplicitChecker(system: small).run().statistics.visitedSet == "one hash table (the core engine)")
    // 7^6 = 117,649 states: past the budget.
    let large = try T.system(ModelFamily.counters(6, needed: 3))
    let automatic = ExplicitChecker(system: large).run()
    #expect(automatic.statistics.states == 117_649)
    #expect(automatic.statistics.visitedSet != "one hash table (the core engine)")
    #expect(DirectMapTests.lengths(automatic.outcomes) == DirectMapTests.lengths(Self.core(large).outcomes))
  }
}
