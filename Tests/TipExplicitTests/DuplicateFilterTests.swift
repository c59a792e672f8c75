import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// The workers' filters of successors recorded earlier in their slice
/// (`DuplicateFilter`): a search with them stores the same states in the
/// same order with the same parents, and finds the same traces, as one
/// without, on any number of threads and across every change of the
/// visited bitmap's layout; and they do drop the duplicates.
@Suite("Explicit engine: the duplicate filter")
struct DuplicateFilterTests {
  typealias T = TestSupport

  static func explore(
    _ system: TransitionSystem, _ choice: VisitedSetChoice, threads: Int, filters: Bool
  ) -> (explored: SearchSnapshot, search: Search) {
    SearchSnapshot.explore(system, choice, threads: threads) { $0.tuning.filtersDuplicates = filters }
  }

  @Test("With and without the filter: the same states, order, parents and traces, on 1, 2 and 3 threads")
  func sameExploration() throws {
    var history = CompressedMapTests.MapHistory()
    var filtered = 0
    var shared = 0
    var helpersFiltered = 0
    var replaced = 0
    // The compressed map's models (every spec, random models, small families), then models whose
    // levels are wide enough for two and three workers (levels grow past 256 states per thread and
    // shrink again, so a helper sits out chunks and comes back to its filter).
    let wide = try [ModelFamily.independentTips(8), ModelFamily.counters(5, needed: 3), ModelFamily.groups(7, 3)]
      .map(CompressedMapTests.withoutDeadlock)
    let systems = try CompressedMapTests.systems + wide
    // A direct map from the start, one moved to after 12 states, compressed maps that move, widen
    // and go back to hash tables (each change replaces the filter), and the automatic choice.
    let choices: [VisitedSetChoice] = [.automatic, .directMapAfter(states: 12)] + CompressedMapTests.choices
    for system in systems {
      for choice in choices {
        let (reference, unfiltered) = Self.explore(system, choice, threads: 1, filters: false)
        for threads in [1, 2, 3] {
          let (explored, search) = Self.explore(system, choice, threads: threads, filters: true)
          let difference = explored.difference(from: reference)
          #expect(difference == nil, "\(choice) on \(threads) thread(s)")
          #expect(search.recordedSuccessors <= unfiltered.recordedSuccessors)
          if search.recordedSuccessors < unfiltered.recordedSuccessors { filtered += 1 }
          if threads == 1 { history.record(search.result()) }
          // The helpers did expand, with filters of their own where the map allows one.
          if threads > 1, search.owners == threads, search.workers.count == threads {
            shared += 1
            if search.workers.allSatisfy({ $0.counters.filtersMade > 0 }) { helpersFiltered += 1 }
          }
          // A filter replaced after the map widened or moved, with searches still finding the same states.
          if search.workers[0].counters.filtersMade > 1 { replaced += 1 }
        }
      }
    }
    // Not vacuous: the filters dropped successors, and the maps moved, widened and went back.
    #expect(filtered >= 150, "\(filtered)")
    #expect(shared >= 2 * wide.count * choices.count, "\(shared)")
    #expect(helpersFiltered >= 15, "\(helpersFiltered)")
    #expect(replaced >= 100, "\(replaced)")
    history.expectNotVacuous()
  }

  /// On one thread, with a direct map from the start, a successor is
  /// recorded only if it is not in the visited bitmap and the worker has
  /// not recorded it in this chunk: so each state is recorded exactly once
  /// (the initial states by the launch, before any filter). 7 independent
  /// tips (3^7 = 2,187 states, 14 bits) have states of level 2 and beyond
  /// with two parents or more in the level before, so without the filter
  /// some are recorded more than once.
  @Test("On one thread, each state is recorded exactly once")
  func eachStateOnce() throws {
    let system = try CompressedMapTests.withoutDeadlock(ModelFamily.independentTips(7))
    let (with, search) = Self.explore(system, .automatic, threads: 1, filters: true)
    let (_, unfiltered) = Self.explore(system, .automatic, threads: 1, filters: false)
    #expect(with.states.count == 2_187)
    #expect(with.visitedSet == "direct map of 14-bit states")
    #expect(search.recordedSuccessors == 2_187)
    #expect(unfiltered.recordedSuccessors > 2_187)
  }

  @Test("With the state graph over a compressed map: the same graph edge for edge, on 1 and 2 threads, across widenings and the way back")
  func withStateGraph() throws {
    var filtered = 0
    var byRecordedKey = 0
    var byRecordedKeyAfterWayBack = 0
    var helpersDropped = 0
    let wide = try [ModelFamily.counters(5, needed: 3), ModelFamily.groups(7, 3)].map(CompressedMapTests.withDeadlock)
    for system in try CompressedMapGraphTests.systems + wide {
      for choice in CompressedMapTests.choices + [.automatic] {
        let (reference, unfiltered) = Self.explore(system, choice, threads: 1, filters: false)
        let referenceGraph = CompressedMapGraphTests.successorsByState(unfiltered)
        for threads in [1, 2] {
          let (explored, search) = Self.explore(system, choice, threads: threads, filters: true)
          #expect(explored.difference(from: reference) == nil, "\(choice) on \(threads) thread(s)")
          #expect(CompressedMapGraphTests.successorsByState(search) == referenceGraph, "\(choice) on \(threads) thread(s)")
          #expect(search.graph?.edges.count == unfiltered.graph?.edges.count)
          if search.recordedSuccessors < unfiltered.recordedSuccessors { filtered += 1 }
          let resolvedByRecordedKey = search.workers.reduce(0) { $0 + $1.counters.duplicateEdgesByRecordedKey }
          byRecordedKey += resolvedByRecordedKey
          byRecordedKeyAfterWayBack += search.workers.reduce(0) { $0 + $1.counters.duplicateEdgesAfterWayBack }
          if search.workers.dropFirst().contains(where: { $0.counters.chunkKeyedEdges > 0 }) { helpersDropped += 1 }
        }
      }
    }
    // Not vacuous: duplicates were dropped, by helpers too, and some edges to them were
    // resolved after a widening, and after the way back, in their chunk.
    #expect(filtered >= 60, "\(filtered)")
    #expect(helpersDropped >= 2, "\(helpersDropped)")
    #expect(byRecordedKey >= 1, "\(byRecordedKey)")
    #expect(byRecordedKeyAfterWayBack >= 1, "\(byRecordedKeyAfterWayBack)")
  }

  @Test("With the state graph only over a compressed map, nor over a bitmap wider than 24 bits")
  func whereUsed() throws {
    // no-deadlock keeps the state graph: an edge to a dropped duplicate is resolved by its key,
    // so with hash tables (no key) there is no filter.
    var withGraph = try T.system(ModelFamily.independentTips(7))
    withGraph.properties.append(CheckedProperty(propertyIndex: -1, kind: .noDeadlock))
    #expect(Self.explore(withGraph, .hashTables, threads: 1, filters: true).search.workers.allSatisfy { $0.filter == nil })
    let compressedGraph = Self.explore(withGraph, .compressedMapAfter(states: 1), threads: 1, filters: true).search
    #expect(compressedGraph.compressed != nil && compressedGraph.workers.allSatisfy { $0.filter != nil })
    let narrow = try CompressedMapTests.withoutDeadlock(ModelFamily.independentTips(7))
    #expect(Self.explore(narrow, .automatic, threads: 1, filters: true).search.workers.allSatisfy { $0.filter != nil })
    #expect(Self.explore(narrow, .automatic, threads: 1, filters: false).search.workers.allSatisfy { $0.filter == nil })
    // 13 tips take 26 bits: a direct map only once the tables take half its 8 MiB, after the
    // first levels; too wide for a filter. Limited to 20,000 states to stay quick.
    var options = ExplicitOptions.accelerator(maxStates: 20_000, threads: 1)
    options.tuning.visitedSet = .directMapAfter(states: 1)
    let wide = try CompressedMapTests.withoutDeadlock(ModelFamily.independentTips(13))
    let search = ExplicitChecker(system: wide, options: options).exploredSearch()
    #expect(search.result().statistics.visitedSet.hasPrefix("direct map of 26-bit states"))
    #expect(search.workers.allSatisfy { $0.filter == nil })
    // 12 tips take 24 bits, the widest a filter covers.
    let limit = try CompressedMapTests.withoutDeadlock(ModelFamily.independentTips(12))
    let atLimit = ExplicitChecker(system: limit, options: options).exploredSearch()
    #expect(atLimit.result().statistics.visitedSet.hasPrefix("direct map of 24-bit states"))
    #expect(atLimit.workers.allSatisfy { $0.filter != nil })
  }

  /// Every zeroed table a search tests before it sets (the visited
  /// bitmaps, the filters, the memo tables) is asked for shared on several
  /// threads and private on one (`tip_allocate_zeroed_lines`), whichever
  /// map the search starts with or moves to.
  @Test("A search on several threads asks for shared bitmaps and memo tables, on one thread private")
  func sharedPagesOnSeveralThreads() throws {
    let tips = try CompressedMapTests.withoutDeadlock(ModelFamily.independentTips(8))
    let choices: [VisitedSetChoice] = [.automatic, .directMapAfter(states: 12), .compressedMapAfter(states: 1)]
    for threads in [1, 2] {
      for choice in choices {
        var options = ExplicitOptions.accelerator(threads: threads)
        options.tuning.visitedSet = choice
        let search = ExplicitChecker(system: tips, options: options).exploredSearch()
        let maps = [search.direct?.sharedPages, search.compressed?.sharedPages].compactMap { $0 }
        #expect(maps.count == 1, "\(choice): one map")
        #expect(maps.allSatisfy { $0 == (threads > 1) }, "\(choice) on \(threads) thread(s)")
        #expect(search.workers.allSatisfy { $0.sharedPages == (threads > 1) && $0.filter != nil })
      }
    }
  }
}
