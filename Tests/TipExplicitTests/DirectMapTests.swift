import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// The visited set addressed by value (`DirectMap`): exact on its own, and
/// a search with it, with hash tables only, or moving from one to the other
/// mid-search explores the same states with the same verdicts.
@Suite("Explicit engine: the direct map")
struct DirectMapTests {
  typealias T = TestSupport

  @Test("A direct map finds exactly the values inserted; ordinals are stable")
  func exact() {
    let map = DirectMap(stateBits: 14, keepOrdinals: true, sharedPages: false)
    defer { map.release() }
    var table = VisitedSet(words: 1, keepOrdinals: true, sentinel: true, direct: map)
    var random = SplitMix64(seed: 7)
    var reference: [UInt64: UInt32] = [:]
    // 20,000 draws from 16,384 values: most are repeats, and neighbours share bitmap words.
    for _ in 0..<20_000 {
      var key = random.next() % (1 << 14)
      let inserted = table.insert(&key, hash: DirectMap.hash(key))
      guard VisitedSetTests.agrees(inserted, key, &reference) else { return }
    }
    #expect(table.count == reference.count)
    #expect(reference.count > 10_000 && reference.count < 16_384)
    // States in one 128-byte block of the bitmap hash alike (one partition writes each block), others apart.
    #expect(DirectMap.hash(1_024) == DirectMap.hash(2_047))
    #expect(DirectMap.hash(1_023) != DirectMap.hash(1_024))
  }

  /// Models whose states are one word narrow enough for a direct map, with
  /// and without `no-deadlock` (which keeps the state graph, and so ordinals).
  static var models: [String] {
    var models = ExplicitCheckerTests.allSpecs.compactMap { try? ExplicitCheckerTests.spec($0) }
    models += (0..<10).map { RandomModels.spec(seed: UInt64($0) &+ 300) }
    models += [ModelFamily.independentTips(7), ModelFamily.counters(3, needed: 3), ModelFamily.relay(5)]
    return models
  }

  static func lengths(_ outcomes: [Outcome]) -> [String] { EngineAgreement.lengths(outcomes) }

  /// The same exploration as `reference` (in another order of states, perhaps).
  static func expectSameExploration(_ result: ExplicitChecker.Result, as reference: ExplicitChecker.Result) {
    #expect(result.statistics.states == reference.statistics.states)
    #expect(result.statistics.transitions == reference.statistics.transitions)
    #expect(result.statistics.depth == reference.statistics.depth)
    #expect(lengths(result.outcomes) == lengths(reference.outcomes))
  }

  @Test("Direct map, hash tables, and a move between them: same states, transitions, verdicts and trace lengths")
  func sameExploration() throws {
    var direct = 0
    var moved = 0
    // Each model as written, and without no-deadlock (no state graph: the map can be moved to mid-search).
    let systems = try Self.models.flatMap { text in
      let system = try T.system(text)
      var plain = system
      plain.properties = system.properties.filter { $0.kind != .noDeadlock }
      return [system, plain]
    }
    for system in systems {
      func run(_ choice: VisitedSetChoice, threads: Int) -> ExplicitChecker.Result {
        var options = ExplicitOptions.accelerator(threads: threads)
        options.tuning.visitedSet = choice
        return ExplicitChecker(system: system, options: options).run()
      }
      let hashed = run(.hashTables, threads: 1)
      #expect(hashed.directMapSince == nil)
      for choice in [VisitedSetChoice.automatic, .directMapAfter(states: 12)] {
        let one = run(choice, threads: 1)
        let two = run(choice, threads: 2)
        Self.expectSameExploration(one, as: hashed)
        // Where the move happens depends on the state count only: the same traces on any number of threads.
        #expect(one.outcomes == two.outcomes)
        #expect(one.statistics.states == two.statistics.states)
        if case .automatic = choice, one.directMapSince == 0 { direct += 1 }
        // Moved with states already stored, and found more after.
        if case .directMapAfter = choice, let since = one.directMapSince, since > 0, one.statistics.states > since {
          moved += 1
        }
      }
    }
    // Not vacuous: most models are narrow enough, and many moved to the map mid-search.
    #expect(direct * 4 >= systems.count * 3)
    #expect(moved >= 8)
  }

  @Test("Wide states (past 32 bits, or two words) never get a direct map (a compressed one: CompressedMapTests)")
  func wideStates() throws {
    // 8 counters of 5 bits each: 40 bits.
    let counters = try T.check(ModelFamily.counters(8, needed: 3), options: ExplicitOptions.accelerator(maxStates: 2_000))
    #expect(counters.directMapSince == nil)
    let groups = try T.check(ModelFamily.groups(9, 4), options: ExplicitOptions.accelerator(maxStates: 2_000))
    #expect(groups.directMapSince == nil)
  }
}
