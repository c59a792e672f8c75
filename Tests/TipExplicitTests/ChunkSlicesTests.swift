import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// How the expansion phase shares a chunk (`ChunkSlices`): the slices
/// cover the chunk in order, the insertion reads each slice's successors
/// in slice order whichever worker expanded it, and a search whose workers
/// take slices in any interleaving stores the states of a one-thread
/// search, in the same order with the same parents.
@Suite("Explicit engine: slices of a chunk")
struct ChunkSlicesTests {
  static func ranges(_ slices: ChunkSlices) -> [Range<Int>] {
    (0..<slices.count).map { slices.states(of: $0) }
  }

  /// Each share worked out by hand: a quarter of what is left (two
  /// workers), rounded up, down to 128 states, and the last slice takes
  /// the 204 states that a slice of 128 would have split.
  @Test("Guided slices shrink from a share of what is left to the minimum, and cover the chunk")
  func guidedSizes() {
    let slices = ChunkSlices(threads: 2, maxOwners: 2)
    slices.prepare(0..<8_192, workers: 2, owners: 2, sharing: .guided(minimumStates: 128))
    #expect(
      Self.ranges(slices).map(\.count) == [2_048, 1_536, 1_152, 864, 648, 486, 365, 274, 205, 154, 128, 128, 204])
    // Offset chunks, small ones, every way of sharing and up to three workers.
    let sharings: [ChunkSharing] = [
      .guided(minimumStates: 128), .guided(minimumStates: 1), .halves, .scripted(minimumStates: 8, workers: [1, 0]),
    ]
    for chunk in [0..<8_192, 100..<8_292, 5..<6, 0..<300, 40..<1_000, 7..<136] {
      for workers in 1...3 {
        for sharing in sharings {
          slices.prepare(chunk, workers: workers, owners: 2, sharing: sharing)
          let ranges = Self.ranges(slices)
          #expect(ranges.first?.lowerBound == chunk.lowerBound && ranges.last?.upperBound == chunk.upperBound)
          #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
          #expect(ranges.allSatisfy { !$0.isEmpty })
          switch (sharing, workers) {
          case (.halves, _), (_, 1):
            // One slice per worker at most, as even as can be.
            let share = (chunk.count + workers - 1) / workers
            #expect(ranges.count <= workers && ranges.dropLast().allSatisfy { $0.count == share })
          case (.guided(let minimum), _), (.scripted(let minimum, _), _):
            #expect(ranges.dropLast().allSatisfy { $0.count >= minimum }, "\(chunk) \(workers) \(sharing)")
            #expect(ranges.last.map { $0.count < 2 * minimum || ranges.count == 1 } ?? false)
          }
        }
      }
    }
  }

  @Test("Workers take slices in increasing order: from the counter, by script, or one each")
  func takingSlices() {
    let slices = ChunkSlices(threads: 3, maxOwners: 3)
    func taken(by worker: Int) -> [Int] {
      var taken: [Int] = []
      var slice = slices.first(for: worker)
      while slice < slices.count {
        taken.append(slice)
        slice = slices.next(after: slice, for: worker)
      }
      return taken
    }
    slices.prepare(0..<1_000, workers: 3, owners: 3, sharing: .scripted(minimumStates: 50, workers: [2, 0, 2, 1]))
    // Sixths of what is left: 167, 139, 116, 97, 81, 67, 56, then 50 four times and the last 77.
    #expect(Self.ranges(slices).map(\.count) == [167, 139, 116, 97, 81, 67, 56, 50, 50, 50, 50, 77])
    #expect(taken(by: 0) == [1, 5, 9])
    #expect(taken(by: 1) == [3, 7, 11])
    #expect(taken(by: 2) == [0, 2, 4, 6, 8, 10])
    // A script naming a worker the phase lacks: modulo the workers.
    slices.prepare(0..<1_000, workers: 2, owners: 2, sharing: .scripted(minimumStates: 50, workers: [2, 0, 3]))
    #expect(Self.ranges(slices).map(\.count) == [250, 188, 141, 106, 79, 59, 50, 50, 77])
    #expect(taken(by: 0) == [0, 1, 3, 4, 6, 7])
    #expect(taken(by: 1) == [2, 5, 8])
    // From the counter, one worker alone takes them all, in order.
    slices.prepare(0..<1_000, workers: 2, owners: 2, sharing: .guided(minimumStates: 50))
    #expect(taken(by: 1) == Array(0..<slices.count))
    #expect(taken(by: 0).isEmpty)
    slices.prepare(0..<1_000, workers: 3, owners: 3, sharing: .halves)
    #expect([taken(by: 0), taken(by: 1), taken(by: 2)] == [[0], [1], [2]])
  }

  /// Three slices of ten states: worker 1 expands slices 0 and 2, worker
  /// 0 slice 1. Worker 1's bin 0 holds 3 successors after slice 0 and 5
  /// after slice 2; its bin 1 holds 2, then 6. Worker 0's bin 0 holds 4,
  /// its bin 1 none.
  @Test("The insertion reads each slice's successors in slice order, from the worker that expanded it")
  func runsInSliceOrder() {
    let slices = ChunkSlices(threads: 2, maxOwners: 2)
    slices.prepare(0..<30, workers: 2, owners: 2, sharing: .scripted(minimumStates: 10, workers: [1, 0, 1]))
    #expect(slices.count == 3)
    let counts = [[3, 2], [4, 0], [5, 6]]
    // The states each worker has given the state graph: ten per slice.
    let states = [10, 10, 20]
    for (slice, worker) in [(0, 1), (1, 0), (2, 1)] {
      slices.close(slice, by: worker, states: states[slice]) { counts[slice][$0] }
    }
    func runs(_ bin: Int) -> [String] {
      var runs: [String] = []
      slices.forEachRun(in: bin, workers: 2) { runs.append("\($0):\($1)") }
      return runs
    }
    #expect(runs(0) == ["1:0..<3", "0:0..<4", "1:3..<5"])
    #expect(runs(1) == ["1:0..<2", "1:2..<6"])
    var graphRuns: [String] = []
    slices.forEachGraphRun(workers: 2) { graphRuns.append("\($0):\($1)") }
    #expect(graphRuns == ["1:0..<10", "0:0..<10", "1:10..<20"])
  }

  /// Every way of sharing a chunk against one thread, state for state:
  /// hash tables (the hashed insertion), compressed maps that move, widen
  /// and go back (the keyed one), a direct map, and the automatic choice;
  /// with and without the duplicate filters, whose correctness rests on a
  /// worker taking its slices in increasing order. The scripts hand slice 0
  /// to a helper and interleave the workers, so generation order is not
  /// worker order.
  @Test("Any interleaving of slices between workers stores the one-thread search's states, order and parents")
  func interleavingsKeepTheOrder() throws {
    let wide = try [ModelFamily.independentTips(8), ModelFamily.counters(5, needed: 3), ModelFamily.groups(7, 3)]
      .map(CompressedMapTests.withoutDeadlock)
    let systems = try CompressedMapTests.systems.prefix(3) + wide
    // Hash tables and a direct map (the hashed insertion), compressed maps
    // that move, widen and go back (the keyed one), and the automatic choice.
    let choices: [VisitedSetChoice] = [
      .automatic, .hashTables, .directMapAfter(states: 12), .compressedMapAfter(states: 1),
      .compressedMapAfter(states: 1, maxBits: 9),
    ]
    let sharings: [(ChunkSharing, threads: Int)] = [
      (.scripted(minimumStates: 4, workers: [1, 0]), 2), (.scripted(minimumStates: 16, workers: [2, 2, 0, 1, 0]), 3),
      (.guided(minimumStates: 1), 2), (.guided(minimumStates: 1), 3),
    ]
    var interleaved = 0
    for system in systems {
      for choice in choices {
        let (reference, _) = SearchSnapshot.explore(system, choice, threads: 1) { _ in }
        for filters in [true, false] {
          for (sharing, threads) in sharings {
            let (explored, search) = SearchSnapshot.explore(system, choice, threads: threads) {
              $0.tuning.chunkSharing = sharing
              $0.tuning.filtersDuplicates = filters
            }
            let difference = explored.difference(from: reference)
            #expect(difference == nil, "\(choice), \(sharing), \(threads) threads, filters \(filters)")
            if case .scripted = sharing, search.workers.count == threads { interleaved += 1 }
          }
        }
      }
    }
    // Not vacuous: the wide models ran their helpers under both scripts, whatever the visited set.
    #expect(interleaved >= wide.count * choices.count * 2 * 2, "\(interleaved)")
  }

  /// The same with the state graph (`no-deadlock`): each slice's states,
  /// masks and edges are taken from the worker that expanded it, slice by
  /// slice. Hash tables (the owners write ordinals), compressed maps that
  /// move (edges by key, a filtered duplicate's edge resolved after the
  /// merge), widen and go back (through the successor the worker recorded
  /// with the same key), and the automatic choice.
  @Test("Any interleaving of slices keeps the state graph's edges and masks, state for state")
  func interleavingsKeepTheGraph() throws {
    let wide = try [ModelFamily.independentTips(8), ModelFamily.counters(5, needed: 3), ModelFamily.groups(7, 3)]
      .map(CompressedMapTests.withDeadlock)
    let systems = try CompressedMapTests.texts.prefix(2).map(CompressedMapTests.withDeadlock) + wide
    let choices: [VisitedSetChoice] = [
      .automatic, .hashTables, .compressedMapAfter(states: 1), .compressedMapAfter(states: 1, maxBits: 9),
    ]
    let sharings: [(ChunkSharing, threads: Int)] = [
      (.scripted(minimumStates: 4, workers: [1, 0]), 2), (.scripted(minimumStates: 16, workers: [2, 2, 0, 1, 0]), 3),
      (.guided(minimumStates: 1), 2),
    ]
    func masks(_ search: Search) -> [[UInt64]] {
      guard let graph = search.graph else { return [] }
      return (0..<graph.stateCount).map { state in
        (0..<graph.tipWords).flatMap { [graph.visibleMask.word(state, $0), graph.awaitedMask.word(state, $0)] }
      }
    }
    var interleaved = 0
    for system in systems {
      for choice in choices {
        let (reference, one) = SearchSnapshot.explore(system, choice, threads: 1) { _ in }
        let edges = CompressedMapGraphTests.successorsByState(one)
        #expect(!edges.isEmpty)
        for (sharing, threads) in sharings {
          let (explored, search) = SearchSnapshot.explore(system, choice, threads: threads) { $0.tuning.chunkSharing = sharing }
          let difference = explored.difference(from: reference)
          #expect(difference == nil, "\(choice), \(sharing)")
          #expect(search.graph?.stateCount == search.store.count)
          #expect(CompressedMapGraphTests.successorsByState(search) == edges, "\(choice), \(sharing)")
          #expect(masks(search) == masks(one), "\(choice), \(sharing)")
          if search.workers.count == threads { interleaved += 1 }
        }
      }
    }
    #expect(interleaved >= wide.count * choices.count * 2, "\(interleaved)")
    // Stopped at a depth whose level is shared: its states get no edges, and their masks all the same.
    for system in wide {
      func limited(_ options: inout ExplicitOptions) { options.maxDepth = 9 }
      let (reference, one) = SearchSnapshot.explore(system, .automatic, threads: 1, configure: limited)
      let (explored, search) = SearchSnapshot.explore(system, .automatic, threads: 2) {
        limited(&$0)
        $0.tuning.chunkSharing = .scripted(minimumStates: 4, workers: [1, 0])
      }
      #expect(search.workers.count == 2)
      #expect(search.result().statistics.limit == .maxDepth)
      #expect(explored.difference(from: reference) == nil)
      #expect(CompressedMapGraphTests.successorsByState(search) == CompressedMapGraphTests.successorsByState(one))
      #expect(masks(search) == masks(one))
    }
  }

  /// A declared range left from many parents of one level: each worker
  /// keeps the violation with its first parent, and the search must keep
  /// the first of those in generation order, whichever worker found it, so
  /// that the counterexample is one thread's. Ten independent tips whose
  /// toggles all count in `C.n`, declared 0...5: n is the depth, so every
  /// state of the sixth level (hundreds, worth sharing) leaves the range on
  /// each of its toggles, and the trace is six toggles long.
  @Test("A range violation found by several workers keeps the one-thread search's first parent")
  func domainViolationsInSliceOrder() throws {
    var text = """
      style Silent { }
      tip C { title "c" param n: Int(0...5) = 0 rule n == 5 }
      inline "c" shows C style Silent

      """
    for i in 0..<10 {
      text += """
        tip T\(i) { title "Tip \(i)" param on: Bool = false rule on }
        inline "site \(i)" shows T\(i) style Silent
        button "toggle \(i)" { toggle T\(i).on set C.n += 1 }

        """
    }
    for system in [try CompressedMapTests.withoutDeadlock(text), try CompressedMapTests.withDeadlock(text)] {
      let rangeIndex = try #require(
        system.properties.firstIndex { $0.propertyIndex >= 0 && system.model.properties[$0.propertyIndex].name == "range" })
      for choice in [VisitedSetChoice.automatic, .hashTables] {
        let (reference, _) = SearchSnapshot.explore(system, choice, threads: 1) { _ in }
        guard case .violated(let trace?, _) = reference.outcomes[rangeIndex] else {
          Issue.record("expected a range violation, got \(reference.outcomes[rangeIndex])")
          return
        }
        #expect(trace.length == 6)
        for (sharing, threads) in [
          (ChunkSharing.scripted(minimumStates: 4, workers: [1, 0]), 2), (.scripted(minimumStates: 8, workers: [2, 1, 0]), 3),
        ] {
          let (explored, search) = SearchSnapshot.explore(system, choice, threads: threads) { $0.tuning.chunkSharing = sharing }
          #expect(search.workers.count == threads)
          #expect(explored.difference(from: reference) == nil, "\(choice), \(sharing)")
        }
      }
    }
  }
}
