import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// The expansion of one-word states through one record per move
/// (`Worker.expandOneWord`): a search with it stores the same states in the
/// same order with the same parents, builds the same state graph edge for
/// edge, and says the same of every move and property as the general path
/// alone; and it does expand most states of the models it applies to.
@Suite("Explicit engine: one-word expansion")
struct OneWordExpansionTests {
  typealias T = TestSupport

  /// With no warm-up, so that even the smallest specs use the memo, and so the loop.
  static func explore(
    _ system: TransitionSystem, _ choice: VisitedSetChoice, threads: Int, fast: Bool
  ) -> (explored: SearchSnapshot, search: Search) {
    SearchSnapshot.explore(system, choice, threads: threads) {
      $0.tuning.expandsOneWordStates = fast
      $0.tuning.stateMemoWarmup = 0
    }
  }

  @Test("With and without it: the same states, parents, graph, moves and verdicts, on 1 and 2 threads")
  func sameExploration() throws {
    var texts = (try? ExplicitCheckerTests.allSpecs.map(ExplicitCheckerTests.spec)) ?? []
    texts += (0..<16).map { RandomModels.spec(seed: UInt64($0) &+ 900) }
    texts += [
      ModelFamily.independentTips(8), ModelFamily.counters(5, needed: 3), ModelFamily.groups(7, 3),
      ModelFamily.relay(6),
    ]
    var fastStates = 0
    var oneWordModels = 0
    for text in texts {
      // With the state graph too (no-deadlock), whose successor counts and self-loop marks it writes.
      let withGraph = try CompressedMapTests.withDeadlock(text)
      let withoutGraph = try CompressedMapTests.withoutDeadlock(text)
      for system in [withGraph, withoutGraph] {
        for choice in [VisitedSetChoice.automatic, .hashTables, .compressedMapAfter(states: 1)] {
          let (reference, general) = Self.explore(system, choice, threads: 1, fast: false)
          #expect(general.workers.allSatisfy { $0.counters.oneWordExpansions == 0 })
          for threads in [1, 2] {
            let (explored, search) = Self.explore(system, choice, threads: threads, fast: true)
            let difference = explored.difference(from: reference)
            #expect(difference == nil, "\(choice) on \(threads) thread(s)")
            let sameGraph =
              CompressedMapGraphTests.successorsByState(search) == CompressedMapGraphTests.successorsByState(general)
            #expect(sameGraph, "\(choice) on \(threads) thread(s): the state graphs differ")
            // The moves the loop found enabled and took were written out at the end of each slice.
            #expect(search.workers.allSatisfy { $0.oneWordEnabled == 0 && $0.oneWordTaken == 0 })
            let expanded = search.workers.reduce(0) { $0 + $1.counters.oneWordExpansions }
            fastStates += expanded
            if threads == 1, search.compiled.wordCount == 1, expanded > 0 { oneWordModels += 1 }
          }
        }
      }
    }
    // Not vacuous: most of the one-word models' states went through it.
    #expect(oneWordModels >= 60, "\(oneWordModels)")
    #expect(fastStates >= 400_000, "\(fastStates)")
  }

  /// 8 ordered groups of 4 take 64 bits of fields, two words: groups 0–6
  /// and three tips of group 7 fill word 0 to its 62 bits, the last tip of
  /// group 7 goes to word 1. Each group's close step is memoized by the
  /// group's fields; group 7's changes span both words, so its entry holds
  /// them packed. Searched to depth 6: a state at depth d has closed d tips
  /// in all, so the states are the coefficients of x^0…x^6 in (1 + x + … +
  /// x^4)^8, 1 + 8 + 36 + 120 + 330 + 784 + 1,652 = 2,931, of which the
  /// 1,279 above depth 6 are expanded. One goes to the general path only
  /// when an entry it reads is still empty, and that path fills every
  /// empty entry the state reads. A tip's close move is enabled only while
  /// the tip is its group's current one, at two values of the group's
  /// fields (the tips before it done, it shown or not yet), so there are
  /// 32 × 2 entries to fill and at most 64 states go there.
  @Test("Two-word states: with and without the loop, the same states, parents, graph, moves and verdicts")
  func twoWordStates() throws {
    var expandedTwoWord = 0
    for text in [ModelFamily.groups(8, 4)] {
      for system in [try CompressedMapTests.withDeadlock(text), try CompressedMapTests.withoutDeadlock(text)] {
        #expect(system.layout.wordCount == 2)
        for choice in [VisitedSetChoice.automatic, .hashTables, .compressedMapAfter(states: 1)] {
          func explore(fast: Bool, threads: Int) -> (explored: SearchSnapshot, search: Search) {
            SearchSnapshot.explore(system, choice, threads: threads) {
              $0.tuning.expandsOneWordStates = fast
              $0.tuning.stateMemoWarmup = 0
              $0.maxDepth = 6
            }
          }
          let (reference, general) = explore(fast: false, threads: 1)
          #expect(general.workers.allSatisfy { $0.counters.oneWordExpansions == 0 })
          for threads in [1, 2] {
            let (explored, search) = explore(fast: true, threads: threads)
            #expect(explored.difference(from: reference) == nil, "\(choice) on \(threads) thread(s)")
            let sameGraph =
              CompressedMapGraphTests.successorsByState(search) == CompressedMapGraphTests.successorsByState(general)
            #expect(sameGraph, "\(choice) on \(threads) thread(s): the state graphs differ")
            #expect(search.workers.allSatisfy { $0.oneWordEnabled == 0 && $0.oneWordTaken == 0 })
            if threads == 1 {
              #expect(explored.states.count == 2_931)
              expandedTwoWord += search.workers[0].counters.oneWordExpansions
              let general = 1_279 - search.workers[0].counters.oneWordExpansions
              #expect(general >= 1 && general <= 64, "\(choice): \(general) states through the general path")
            }
          }
        }
      }
    }
    #expect(expandedTwoWord > 0)
    // Every kind of step the loop takes on two words: changes packed across the words (group 7, whose
    // last tip's fields are in word 1), and changes in place in word 0 and in word 1.
    let system = try CompressedMapTests.withoutDeadlock(ModelFamily.groups(8, 4))
    let (_, search) = SearchSnapshot.explore(system, .automatic, threads: 1) { $0.maxDepth = 1 }
    let steps = try #require(search.workers[0].oneWordSteps)
    let records = (0..<(search.workers[0].flat.moveCount - 1)).map { steps[$0] }
    #expect(records.contains { $0.memoized && $0.packed })
    #expect(records.contains { $0.memoized && !$0.packed && $0.changedWord == 0 })
    #expect(records.contains { $0.memoized && !$0.packed && $0.changedWord == 1 })
  }

  @Test("The moves the loop found enabled and took reach the per-move flags")
  func flagsWrittenOut() throws {
    let system = try CompressedMapTests.withoutDeadlock(ModelFamily.counters(3, needed: 3))
    let (_, search) = Self.explore(system, .automatic, threads: 1, fast: true)
    let worker = search.workers[0]
    let moves = worker.flat.moveCount
    #expect(moves >= 4)
    for move in 0..<moves {
      worker.movesEnabled[move] = 0
      worker.movesTaken[move] = 0
    }
    // Moves 0 and 2 enabled, 2 and the last taken (a set the loop could not make; it is only written out).
    worker.oneWordEnabled = 0b101
    worker.oneWordTaken = 0b100 | 1 << UInt64(moves - 1)
    worker.flushMoveFlags()
    #expect((0..<moves).map { worker.movesEnabled[$0] } == (0..<moves).map { $0 == 0 || $0 == 2 ? 1 : 0 })
    #expect((0..<moves).map { worker.movesTaken[$0] } == (0..<moves).map { $0 == 2 || $0 == moves - 1 ? 1 : 0 })
    #expect(worker.oneWordEnabled == 0 && worker.oneWordTaken == 0)
  }

  /// 8 independent tips: one word of 16 bits; eight toggles memoized whole,
  /// each by its tip's two fields (three values reached: off and never
  /// shown, on and shown, off and shown), and the relaunch, which leads
  /// back to the state in every reachable state. Each of the 6,561 states is
  /// expanded once; one goes to the general path only when a toggle's entry
  /// for its tip's value is still empty, and that path fills every empty
  /// entry the state reads, so at most 8 × 3 = 24 states do, and at least
  /// one (the first).
  @Test("On independent tips it expands all but the states that fill the memo")
  func independentTips() throws {
    let system = try CompressedMapTests.withoutDeadlock(ModelFamily.independentTips(8))
    let (explored, search) = Self.explore(system, .automatic, threads: 1, fast: true)
    #expect(explored.states.count == 6_561)
    let general = 6_561 - search.workers[0].counters.oneWordExpansions
    #expect(general >= 1 && general <= 24, "\(general)")
  }
}
