import Foundation
import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

@Suite("Explicit engine")
struct ExplicitCheckerTests {
  typealias T = TestSupport

  static func spec(_ name: String) throws -> String {
    try String(contentsOfFile: T.specsDirectory + "/" + name, encoding: .utf8)
  }

  /// State spaces counted by hand (the states are listed in the comments).
  @Test(
    "State counts worked out by hand",
    arguments: [
      // launch; Tip1 shown; Tip1 dismissed; Tip2 shown; Tip2 dismissed; both closed.
      // Moves: 2 + 3 + 2 + 3 + 2 + 2 = 14 (relaunch and "Start Tutorial" are self-loops where nothing changes).
      ("seed-1-ordered-group.tipspec", 6, 14, 3),
      ("seed-2-distributed-group.tipspec", 6, 14, 3),
      ("seed-3-chained-style.tipspec", 6, 14, 3),
      // logged out; both shown; Favorite closed; Favorite dismissed; both closed;
      // Share closed + Favorite dismissed; Share closed + Favorite shown again.
      // Moves: 2 + 3 + 3 + 3 + 2 + 2 + 3 = 18; deepest: the last, 4 moves.
      ("defect-1-two-tips-at-once.tipspec", 7, 18, 4),
      // launch (nothing), and "Start onboarding" having set SearchTip.show: 2 + 2 moves.
      ("defect-2-stalled-ordered-group.tipspec", 2, 4, 1),
      // one donation per launch: 1, 2, 3 launches (tip pending), 4 launches (visible),
      // then the tip closed; relaunches keep the count saturated at 4.
      ("defect-7-event-count-off-by-one.tipspec", 7, 9, 5),
      // S0 ShareTip shown; S1 ShareTip closed (×) and, in the same step, SyncTip
      // shown by the status handler; S2 ShareTip "Got it" (.actionPerformed),
      // nothing shown; S3 both closed; S4 SyncTip's popover dismissed.
      // Moves: S0 relaunch, ×, "Got it" (3); S1 relaunch, ×, tap outside (3);
      // S2, S3 relaunch (1 each); S4 relaunch, back to S1 (1): 9. Deepest: S3, S4 at 2.
      ("defect-8-status-relay-misses-action.tipspec", 5, 9, 2),
    ])
  func handCountedStateSpaces(spec: String, states: Int, transitions: Int, depth: Int) throws {
    let result = try T.check(Self.spec(spec))
    #expect(result.statistics.states == states)
    #expect(result.statistics.transitions == transitions)
    #expect(result.statistics.depth == depth)
    #expect(result.statistics.isComplete)
  }

  static var allSpecs: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: T.specsDirectory))?.filter { $0.hasSuffix(".tipspec") }.sorted()
      ?? []
  }

  @Test("The compiled engine explores exactly what the reference semantics reaches", arguments: allSpecs)
  func compiledMatchesReference(spec: String) throws {
    let system = try T.system(Self.spec(spec))
    let reference = T.referenceExploration(system)
    let result = ExplicitChecker(system: system, options: .accelerator()).run()
    #expect(result.statistics.states == reference.states.count)
    #expect(result.statistics.transitions == reference.transitions)
    #expect(result.statistics.depth == reference.depth)
  }

  /// docs/semantics.md §8: in a settled state, what is visible is a function
  /// of the state; it must equal what the settle step computed.
  @Test("Settled states agree with the settle step", arguments: allSpecs)
  func settledStatesAreConsistent(spec: String) throws {
    let system = try T.system(Self.spec(spec))
    try ExplicitCheckerTestsBridge.assertSettledConsistency(system)
  }


  @Test("A counterexample is a shortest path, rebuilt with its moves")
  func shortestCounterexample() throws {
    let system = try T.system(Self.spec("defect-4-max-display-relay.tipspec"))
    let result = ExplicitChecker(system: system, options: .accelerator()).run()
    let index = try #require(system.model.properties.firstIndex { $0.name == "no-deadlock" })
    guard case .violated(let trace?, let stuck?) = result.outcomes[index] else {
      Issue.record("no-deadlock should be violated with a trace, got \(result.outcomes[index])")
      return
    }
    #expect(trace.length == 2)
    #expect(trace.steps.map { $0.move.map { T.describe(system, $0) } ?? "launch" } == [
      "launch", "tap Start Tutorial", "outside Target A",
    ])
    #expect(stuck.tip == TipID(1))
  }

  @Test("Reaching the state limit ends the run cleanly with unknown verdicts")
  func stateLimit() throws {
    let result = try T.check(Self.spec("defect-1-two-tips-at-once.tipspec"), options: ExplicitOptions.accelerator(maxStates: 3))
    #expect(result.statistics.limit == .maxStates)
    #expect(result.statistics.states <= 4)
    // single-tip is violated at depth 1 (found before the limit): it stays violated.
    if case .violated = result.outcomes[0] {} else { Issue.record("expected violated, got \(result.outcomes[0])") }
    // no-deadlock needs the whole graph.
    if case .unknown(let reason) = result.outcomes[3] {
      #expect(reason.contains("state limit"))
    } else {
      Issue.record("expected unknown, got \(result.outcomes[3])")
    }
  }

  @Test("The depth limit stops exploration and says so")
  func depthLimit() throws {
    let result = try T.check(Self.spec("defect-7-event-count-off-by-one.tipspec"), options: ExplicitOptions.accelerator(maxDepth: 2))
    #expect(result.statistics.limit == .maxDepth)
    // RateAppTip needs 3 relaunches: unknown, not "violated".
    if case .unknown = result.outcomes[1] {} else { Issue.record("expected unknown, got \(result.outcomes[1])") }
  }

  @Test("A timeout ends the run cleanly")
  func timeout() throws {
    var chain = ""
    for i in 0..<18 { chain += "tip T\(i) { title \"t\" param on: Bool = false rule on }\ninline \"s\(i)\" shows T\(i)\nbutton \"b\(i)\" { toggle T\(i).on }\n" }
    let result = try T.check(chain + "check single-tip", options: ExplicitOptions.accelerator(timeout: .milliseconds(1)))
    #expect(result.statistics.limit == .timeout)
  }

  @Test("A memory limit ends the run cleanly and says what was explored")
  func memoryLimit() throws {
    var spec = "config { popoversBlockInteraction false }\n"
    for i in 0..<12 { spec += "tip T\(i) { title \"t\" param on: Bool = false rule on }\ninline \"s\(i)\" shows T\(i)\nbutton \"b\(i)\" { toggle T\(i).on }\n" }
    let result = try T.check(spec + "check single-tip expect violated, no-deadlock", options: ExplicitOptions.accelerator(memoryLimit: 4 << 20))
    #expect(result.statistics.limit == .memory)
    #expect(result.statistics.states > 0)
    if case .unknown(let reason) = result.outcomes[1] {
      #expect(reason.contains("memory limit"))
    } else {
      Issue.record("expected unknown, got \(result.outcomes[1])")
    }
  }

  @Test("A memory limit the search keeps but no-deadlock's analysis would pass: unknown, saying why; with room: the verdict")
  func analysisWithinMemoryLimit() throws {
    // 5 counters (16,807 states, one 64-bit set of tips each): the analysis's sweeps take
    // 8 + 4 bytes and a bit per state, about 200 KB.
    let system = try T.system(ModelFamily.counters(5, needed: 3) + "check no-deadlock\n")
    let free = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: 1)).run()
    let index = try #require(system.properties.firstIndex { $0.kind == .noDeadlock })
    guard case .holds = free.outcomes[index] else {
      Issue.record("expected no-deadlock to hold, got \(free.outcomes[index])")
      return
    }
    let states = free.statistics.states
    #expect(states == 16_807)
    let sweeps = states * 8 + (states + 63) / 64 * 8 + states * 4
    // Room for the search, not for the sweeps.
    let tight = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(memoryLimit: free.statistics.bytes + sweeps / 2, threads: 1)).run()
    #expect(tight.statistics.limit == nil)
    #expect(tight.statistics.states == states)
    if case .unknown(let reason) = tight.outcomes[index] {
      #expect(reason.contains("no-deadlock analysis") && reason.contains("memory limit"), "\(reason)")
    } else {
      Issue.record("expected unknown, got \(tight.outcomes[index])")
    }
    // Room for both: the verdict.
    let roomy = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(memoryLimit: free.statistics.bytes + sweeps + 4096, threads: 1)).run()
    #expect(roomy.outcomes[index] == free.outcomes[index])
    // Room for the sweeps, not for the worklist, which no sweep at all leaves to do.
    var noSweeps = ExplicitOptions.accelerator(memoryLimit: free.statistics.bytes + sweeps + 4096, threads: 1)
    noSweeps.tuning.deadlockSweeps = 0
    if case .unknown(let reason) = ExplicitChecker(system: system, options: noSweeps).run().outcomes[index] {
      #expect(reason.contains("if its sweeps do not settle"), "\(reason)")
    } else {
      Issue.record("expected unknown without room for the worklist")
    }
    noSweeps.memoryLimit = 12 << 30
    #expect(ExplicitChecker(system: system, options: noSweeps).run().outcomes[index] == free.outcomes[index])
  }

  @Test("The memory a search reports, and holds to its limit, counts each worker's memo tables whole")
  func memoTablesCounted() throws {
    let system = try T.system(ModelFamily.counters(5, needed: 3) + "check no-deadlock\n")
    for threads in [1, 2] {
      // The same search with its state memo from the first state, and with none (a warm-up longer than the search).
      func search(warmup: Int) -> (bytes: Int, stateMemo: Int, steps: Int) {
        var options = ExplicitOptions.accelerator(threads: threads)
        options.tuning.stateMemoWarmup = warmup
        let search = ExplicitChecker(system: system, options: options).exploredSearch()
        let workers = search.workers
        // Rows of the entry and its five sums (`StateSummary`) when the worker has them.
        let stateMemo = workers.filter { $0.stateMemo != nil }.reduce(0) {
          $0 + $1.flat.stateMemoEntries * 8 * $1.stateMemoRowWords
        }
        let steps = workers.reduce(0) { $0 + $1.flat.memoEntries * 8 }
        return (search.result().statistics.bytes, stateMemo, steps)
      }
      let memo = search(warmup: 0)
      let none = search(warmup: 1 << 30)
      // What a worker counts for its tables: the step memo whole, the state
      // memo and its sums once allocated (5 counters with no-deadlock: summarized).
      let checked = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: threads)).exploredSearch()
      for worker in checked.workers {
        #expect(worker.summary != nil)
        #expect(
          worker.memoBytes
            == worker.flat.memoEntries * 8 + (worker.stateMemo == nil ? 0 : worker.flat.stateMemoEntries * 8 * 6))
      }
      // A helper worker starts with its state memo (Search.expandChunk): only the first worker's differs.
      #expect(memo.stateMemo > none.stateMemo)
      #expect(memo.bytes - none.bytes == memo.stateMemo - none.stateMemo)
      #expect(memo.steps > 0)
    }
  }

  @Test("Results do not depend on the number of threads")
  func threadIndependence() throws {
    var spec = "config { popoversBlockInteraction false }\n"
    for i in 0..<6 { spec += "tip T\(i) { title \"t\" param on: Bool = false rule on }\ninline \"s\(i)\" shows T\(i)\nbutton \"b\(i)\" { toggle T\(i).on }\n" }
    let system = try T.system(spec + "check single-tip expect violated, reachable \"all\" visible(T0) && visible(T5), no-deadlock")
    let one = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: 1)).run()
    let four = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: 4)).run()
    #expect(one.statistics.states == four.statistics.states)
    #expect(one.statistics.transitions == four.statistics.transitions)
    #expect(one.outcomes == four.outcomes)
  }

  /// Levels of 8 tips reach 1,792 states (C(8,k)·2^k), so a search on
  /// several threads routes its first levels to one owner and the later
  /// ones to every thread; 5 counters (16,807 states) and 7 groups of 3
  /// (16,384) likewise.
  @Test("The order of states does not depend on the threads, across the switch from one owner to several")
  func ownersSwitch() throws {
    for text in [ModelFamily.independentTips(8), ModelFamily.counters(5, needed: 3), ModelFamily.groups(7, 3)] {
      var system = try T.system(text)
      system.properties = system.properties + [CheckedProperty(propertyIndex: -1, kind: .noDeadlock)]
      // Each visited set routes by its own hash: hash tables (the owners write
      // each successor's ordinal for the graph), and a compressed map from the
      // first state (edges resolved by key).
      for choice in [VisitedSetChoice.hashTables, .compressedMapAfter(states: 1), .automatic] {
        func explored(_ threads: Int) -> (states: [[UInt64]], search: Search) {
          var options = ExplicitOptions.accelerator(threads: threads)
          options.tuning.visitedSet = choice
          options.tuning.helpersFromStates = 0
          let search = ExplicitChecker(system: system, options: options).exploredSearch()
          let store = search.store
          let states = (0..<store.count).map {
            Array(UnsafeBufferPointer(start: store.states.pointer($0), count: store.wordCount))
          }
          return (states, search)
        }
        let one = explored(1)
        #expect(one.search.owners == 1)
        let edges = CompressedMapGraphTests.successorsByState(one.search)
        #expect(!edges.isEmpty)
        for threads in [2, 3] {
          let many = explored(threads)
          #expect(many.search.owners == threads, "a chunk of 256 states per thread or more was shared")
          #expect(many.states == one.states)
          #expect(CompressedMapGraphTests.successorsByState(many.search) == edges)
          let (a, b) = (many.search.result(), one.search.result())
          #expect(a.statistics.visitedSet == b.statistics.visitedSet)
          switch choice {
          case .hashTables: #expect(a.statistics.visitedSet == "hash tables")
          case .compressedMapAfter: #expect(a.statistics.visitedSet.hasPrefix("compressed map"))
          default: break
          }
          #expect(a.outcomes == b.outcomes)
          #expect(a.statistics.transitions == b.statistics.transitions)
        }
      }
    }
    // A model too small to share a chunk keeps one owner on any number of threads.
    let small = try T.system(ModelFamily.independentTips(4))
    #expect(ExplicitChecker(system: small, options: ExplicitOptions.accelerator(threads: 2)).exploredSearch().owners == 1)
  }

  /// k ordered groups of m tips: a state is how many tips of each group
  /// were closed, and a move closes one, so the states at depth d after the
  /// launch number the coefficient of x^d in (1 + x + … + x^m)^k. For 6
  /// groups of 4 the widest level is d = 12 with 1,751 states, under the
  /// 2,048 the first shared chunk needs; for 8 groups of 3 it is d = 12 with
  /// 8,092. Chunks hold at most 8,192 states, so those levels are chunks.
  @Test("Helpers start only with a chunk of 2,048 states, then share chunks from 256 per thread")
  func helpersStartWithWideChunks() throws {
    let narrow = try CompressedMapTests.withoutDeadlock(ModelFamily.groups(6, 4))
    let wide = try CompressedMapTests.withoutDeadlock(ModelFamily.groups(8, 3))
    func search(_ system: TransitionSystem, from states: Int? = nil) -> Search {
      var options = ExplicitOptions.accelerator(threads: 2)
      if let states { options.tuning.helpersFromStates = states }
      return ExplicitChecker(system: system, options: options).exploredSearch()
    }
    #expect(ExplicitOptions.accelerator().tuning.helpersFromStates == 2_048)
    let alone = search(narrow)
    #expect(alone.store.count == 15_625)
    #expect(alone.workers.count == 1 && alone.owners == 1)
    // With the bound at the widest level, or none, the same model shares its wide levels.
    for bound in [1_751, 0] {
      let helped = search(narrow, from: bound)
      #expect(helped.workers.count == 2 && helped.owners == 2, "from \(bound)")
      #expect(SearchSnapshot(helped).difference(from: SearchSnapshot(alone)) == nil)
    }
    #expect(search(narrow, from: 1_752).workers.count == 1)
    let shared = search(wide)
    #expect(shared.store.count == 65_536)
    #expect(shared.workers.count == 2 && shared.owners == 2)
  }

  @Test("Leaving a declared Int range is a violation of `range`, with the step that does it")
  func domainViolation() throws {
    let system = try T.system(
      """
      tip A { title "a" param n: Int(0...2) = 0 rule n == 2 }
      screen Main { button "Up" { set A.n += 1 } inline "a" shows A }
      config { popoversBlockInteraction false }
      """)
    let result = ExplicitChecker(system: system, options: .accelerator()).run()
    let rangeIndex = try #require(system.model.properties.firstIndex { $0.name == "range" })
    guard case .violated(let trace?, nil) = result.outcomes[rangeIndex] else {
      Issue.record("expected a range violation, got \(result.outcomes[rangeIndex])")
      return
    }
    #expect(trace.length == 3)
    #expect(trace.steps.last?.domainViolation != nil)
    // Other verdicts cannot claim the whole space was explored.
    let noDeadlock = try #require(system.model.properties.firstIndex { $0.name == "no-deadlock" })
    if case .unknown = result.outcomes[noDeadlock] {} else { Issue.record("expected unknown") }
  }

  @Test("A state with no move at all violates no-deadlock")
  func noMoveDeadlock() throws {
    let result = try T.check(
      """
      tip A { title "a" }
      style Mute { button "ok" { } }
      config { relaunch false dismissOutside false }
      popover "only" shows A style Mute
      check no-deadlock
      """)
    // A is shown at launch; "ok" loops; no deadlock.
    if case .holds = result.outcomes[0] {} else { Issue.record("expected holds, got \(result.outcomes[0])") }
    let stuck = try T.check(
      """
      tip A { title "a" }
      config { relaunch false }
      inline "only" shows A
      check no-deadlock
      """)
    guard case .violated(let trace?, let report?) = stuck.outcomes[0] else {
      Issue.record("expected violated, got \(stuck.outcomes[0])")
      return
    }
    #expect(trace.length == 1)  // close A: nothing left to do
    #expect(report.tip == nil)
  }

  @Test("Multi-word states (more than 64 bits) are stored and compared exactly")
  func wideStates() throws {
    var spec = "config { popoversBlockInteraction false }\n"
    for i in 0..<14 {
      spec += "tip T\(i) { title \"t\" param level: Int(0...15) = 0 rule level == 15 }\n"
      spec += "button \"b\(i)\" if T\(i).level < 15 { set T\(i).level = 15 }\n"
    }
    spec += "check single-tip expect violated"
    let system = try T.system(spec)
    #expect(system.layout.wordCount >= 2)
    let result = ExplicitChecker(system: system, options: .accelerator()).run()
    // Each parameter is 0 or 15: 2^14 states.
    #expect(result.statistics.states == 1 << 14)
  }

  @Test("Memoized steps on multi-word states: fields changed from one nonzero value to another")
  func memoizedWideChanges() throws {
    // 0 → 85 → 170 → 255: 85 → 170 rewrites bits already set (only a merge, not an
    // or or an xor, gets it right). Levels of 8 bits, and an unused 8-bit
    // pad, take the state past 64 bits.
    var spec = "config { popoversBlockInteraction false }\n"
    for i in 0..<6 {
      let pad = i == 0 ? " param pad: Int(0...255) = 0" : ""
      spec += "tip T\(i) { title \"t\" param level: Int(0...255) = 0\(pad) rule level == 255 }\n"
      spec += "inline \"s\(i)\" shows T\(i)\n"
      spec += "button \"up \(i)\" if T\(i).level < 255 { set T\(i).level = T\(i).level + 85 }\n"
    }
    spec += "check single-tip expect violated"
    let system = try T.system(spec)
    #expect(system.layout.wordCount == 2)
    let reference = T.referenceExploration(system)
    for threads in [1, 2] {
      let result = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: threads)).run()
      // Per tip: levels 0, 85, 170, then 255 shown or closed: 5^6 states;
      // the farthest is every tip raised three times and closed, 24 moves.
      #expect(result.statistics.states == 15_625)
      #expect(result.statistics.depth == 24)
      #expect(result.statistics.states == reference.states.count)
      #expect(result.statistics.transitions == reference.transitions)
      #expect(result.statistics.depth == reference.depth)
    }
  }

  @Test("Memoized steps on multi-word states: ordered groups explore exactly what the reference reaches")
  func memoizedWideSteps() throws {
    // 4 ordered groups of 3 tips; an unused Int(0...15) per tip widens the state past 64 bits.
    var spec = "config { popoversBlockInteraction false }\n"
    for g in 0..<4 {
      for i in 0..<3 { spec += "tip G\(g)T\(i) { title \"t\" param pad: Int(0...15) = 0 }\n" }
      spec += "group g\(g) ordered { G\(g)T0, G\(g)T1, G\(g)T2 }\n"
      spec += "inline \"group \(g)\" shows g\(g).currentTip\n"
    }
    spec += "check single-tip expect violated"
    let system = try T.system(spec)
    #expect(system.layout.wordCount >= 2)
    let reference = T.referenceExploration(system)
    for threads in [1, 2] {
      let result = ExplicitChecker(system: system, options: ExplicitOptions.accelerator(threads: threads)).run()
      // Each group is at one of 4 positions (3 tips, then done): 4^4 states, 12 closes deep.
      #expect(result.statistics.states == 256)
      #expect(result.statistics.depth == 12)
      #expect(result.statistics.states == reference.states.count)
      #expect(result.statistics.transitions == reference.transitions)
    }
  }
}

/// The per-state program memoized by groups of fields (`StateProgramMemo`)
/// must give every value the search reads exactly as the whole program does.
@Suite("Explicit engine: the memoized per-state program")
struct StateProgramMemoTests {
  typealias T = TestSupport

  /// Every register a reader of the per-state program reads.
  static func readRegisters(_ compiled: CompiledSystem) -> [Int32] {
    compiled.guards + compiled.propertyRegisters.compactMap { $0 } + compiled.visible + compiled.awaited
      + compiled.survey + compiled.steps.flatMap { $0.compactMap(\.selfLoop) }
  }

  static func compare(_ text: String, expectMemo: Bool? = nil) throws {
    let system = try T.system(text)
    let survey = system.derived.visible + system.derived.shown + system.derived.invalidated + system.derived.awaited
    let compiled = CompiledSystem(system, survey: survey)
    if let expectMemo { #expect((compiled.stateMemo != nil) == expectMemo) }
    let flat = FlatPrograms(compiled)
    let worker = Worker(
      flat: flat, compiled: compiled, recordGraph: false, maxOwners: 1, partitionBits: 4, invariants: [],
      reachability: [], domainProperties: [:], stateMemoWarmup: 0, sharedPages: false)
    let registers = readRegisters(compiled)
    // Twice over every state: the first pass fills the memo, the second reads it.
    let states = T.referenceExploration(system).states
    var mismatch: String?
    for pass in 0..<2 where mismatch == nil {
      for values in states {
        let packed = system.layout.pack(values)
        try packed.withUnsafeBufferPointer { words in
          let state = try #require(words.baseAddress)
          worker.runStatePredicates(state)
          let memoized = registers.map { worker.registers[Int($0)] }
          worker.runFullStateProgram(state)
          let whole = registers.map { worker.registers[Int($0)] }
          if memoized != whole, mismatch == nil {
            mismatch = "pass \(pass), state \(values): memoized \(memoized), whole \(whole)"
          }
        }
      }
    }
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  @Test("Ordered groups and event counters: memoized, and equal to the whole program on every state")
  func families() throws {
    try Self.compare(ModelFamily.groups(4, 3), expectMemo: true)
    try Self.compare(ModelFamily.counters(4, needed: 2), expectMemo: true)
  }

  @Test("Every spec: equal to the whole program on every state", arguments: ExplicitCheckerTests.allSpecs)
  func specs(_ name: String) throws {
    try Self.compare(try ExplicitCheckerTests.spec(name))
  }

  @Test("The comparisons above are not vacuous: most specs and random models are memoized")
  func mostAreMemoized() throws {
    func memoized(_ text: String) throws -> Bool {
      let system = try T.system(text)
      return CompiledSystem(system, survey: system.derived.visible).stateMemo != nil
    }
    let specs = try ExplicitCheckerTests.allSpecs.filter { try memoized(ExplicitCheckerTests.spec($0)) }
    let random = try (0..<12).filter { try memoized(RandomModels.spec(seed: UInt64($0))) }
    #expect(specs.count * 2 > ExplicitCheckerTests.allSpecs.count)
    #expect(random.count >= 6)
  }

  @Test("The whole search with the state memo from the first state: the reference's states, transitions and verdicts", arguments: 0..<24)
  func searchFromTheFirstState(seed: Int) throws {
    // Seeds past the random models' count take the specs in turn.
    let specs = ExplicitCheckerTests.allSpecs
    let text = seed < 16 ? RandomModels.spec(seed: UInt64(seed) &+ 100) : try ExplicitCheckerTests.spec(specs[seed % specs.count])
    let system = try T.system(text)
    // Without the properties that keep the state graph, so self-loops are skipped too.
    var plain = system
    plain.properties = system.properties.filter { $0.kind != .noDeadlock }
    let reference = T.referenceExploration(plain)
    var options = ExplicitOptions.accelerator(threads: 1)
    options.tuning.stateMemoWarmup = 0
    let memoized = ExplicitChecker(system: plain, options: options).run()
    let usual = ExplicitChecker(system: plain, options: ExplicitOptions.accelerator(threads: 1)).run()
    #expect(memoized.statistics.states == reference.states.count)
    #expect(memoized.statistics.transitions == reference.transitions)
    #expect(memoized.statistics.depth == reference.depth)
    #expect("\(memoized.outcomes)" == "\(usual.outcomes)")
  }

  @Test("Random models: equal to the whole program on every state", arguments: 0..<12)
  func randomModels(seed: UInt64) throws {
    try Self.compare(RandomModels.spec(seed: seed))
  }
}

/// The visited set's three ways of marking empty slots (all ones in a
/// one-word state, all ones in the first word of a longer one, an
/// occupancy map), through many growths, against Swift's own `Set`.
@Suite("Explicit engine: the visited set")
struct VisitedSetTests {
  @Test(
    "Every mode finds exactly the keys inserted, with stable ordinals",
    arguments: [(1, true), (2, true), (3, true), (1, false), (2, false)])
  func modes(words: Int, sentinel: Bool) {
    var random = SplitMix64(seed: UInt64(words * 31 + (sentinel ? 1 : 0)))
    var table = VisitedSet(words: words, keepOrdinals: true, sentinel: sentinel, capacity: 16)
    defer { table.release() }
    var reference: [[UInt64]: UInt32] = [:]
    // Few distinct keys (many repeats), small values: keys collide and clusters form.
    for _ in 0..<40_000 {
      var key = (0..<words).map { _ in random.next() % 3 }
      key[0] = random.next() % 6_000
      // With a sentinel the first word never has its top bit; without, it may be all ones.
      if !sentinel && random.next() % 50 == 0 { key[0] = UInt64.max }
      let inserted = key.withUnsafeBufferPointer { table.insert($0.baseAddress!, hash: StateHash.hash($0.baseAddress!, words)) }
      guard Self.agrees(inserted, key, &reference) else { return }
    }
    #expect(table.count == reference.count)
    #expect(table.capacity > 16)
  }
}

extension VisitedSetTests {
  /// Whether an insertion's answer is the reference's (new exactly when
  /// unseen, ordinals numbered in order of first insertion); records the
  /// difference, and the key, if not.
  static func agrees<Key: Hashable>(
    _ inserted: (isNew: Bool, ordinal: UInt32), _ key: Key, _ reference: inout [Key: UInt32]
  ) -> Bool {
    let expected = reference[key] ?? UInt32(reference.count)
    guard inserted.isNew == (reference[key] == nil), inserted.ordinal == expected else {
      Issue.record(
        "\(key): new \(inserted.isNew), ordinal \(inserted.ordinal); expected new \(reference[key] == nil), ordinal \(expected)")
      return false
    }
    reference[key] = inserted.ordinal
    return true
  }
}

@Suite("Memo index runs")
struct MemoIndexRunTests {
  @Test("Adjacent fields join; gaps of up to two bits in one word are filled; wider gaps and other words are not")
  func runs() {
    // Bits 0–1 and 2: adjacent, one run of 3. Bit 4: a gap of 1, filled (0–4).
    // Bits 10–11: a gap of 5, kept apart. Word 1 bit 0: another word.
    let fields = [(0, 2, 1), (0, 0, 2), (0, 4, 1), (0, 10, 2), (1, 0, 1)].map { (word: $0.0, shift: $0.1, bits: $0.2) }
    let runs = CompiledSystem.indexRuns(fields).map { [$0.word, $0.shift, $0.bits] }
    #expect(runs == [[0, 0, 5], [0, 10, 2], [1, 0, 1]])
    // A gap of 3 is not filled even when the index would stay small.
    let apart = CompiledSystem.indexRuns([(word: 0, shift: 0, bits: 1), (word: 0, shift: 4, bits: 1)])
    #expect(apart.map { [$0.word, $0.shift, $0.bits] } == [[0, 0, 1], [0, 4, 1]])
  }
}
