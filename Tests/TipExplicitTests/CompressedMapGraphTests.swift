import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// The compressed map with the state graph (`no-deadlock`): the map keeps
/// each key's state index, edges to states found in earlier chunks are
/// resolved while expanding, the rest after the merge. The graph must be
/// the one hash tables build, edge for edge, whatever order the states are
/// stored in, on any number of threads, and across a widening or the way
/// back to hash tables.
@Suite("Explicit engine: the compressed map with the state graph")
struct CompressedMapGraphTests {
  typealias T = TestSupport

  /// A state's successors other than itself in generation order, by value, and whether it has a move back to itself.
  struct Successors: Equatable {
    var others: [[UInt64]]
    var selfLoop: Bool
  }

  /// Each state's successors: the same for two searches that stored the
  /// same states in different orders.
  static func successorsByState(_ search: Search) -> [[UInt64]: Successors] {
    guard let graph = search.graph else { return [:] }
    let words = search.compiled.wordCount
    func state(_ index: Int) -> [UInt64] {
      Array(UnsafeBufferPointer(start: search.store.states.pointer(index), count: words))
    }
    var successors: [[UInt64]: Successors] = [:]
    for source in 0..<graph.stateCount {
      successors[state(source)] = Successors(
        others: graph.successors(of: source).map { state(Int(graph.edges[$0])) }, selfLoop: graph.hasSelfLoop(source))
    }
    return successors
  }

  static func search(_ system: TransitionSystem, _ choice: VisitedSetChoice, threads: Int) -> (ExplicitChecker.Result, Search) {
    var options = ExplicitOptions.accelerator(threads: threads)
    options.tuning.visitedSet = choice
    let search = ExplicitChecker(system: system, options: options).exploredSearch()
    return (search.result(), search)
  }

  /// The compressed map's comparison models, with `no-deadlock` (a default property).
  static var systems: [TransitionSystem] {
    get throws {
      // Specs that name their checks get no-deadlock too (a repeated check is one property).
      return try CompressedMapTests.texts.map { text in
        let system = try T.system(text)
        return system.properties.contains { $0.kind == .noDeadlock } ? system : try T.system(text + "\ncheck no-deadlock\n")
      }
    }
  }

  @Test("Compressed map, hash tables, and a way back: the same graph, edge for edge, and the same verdicts, on 1 and 2 threads")
  func sameGraph() throws {
    var history = CompressedMapTests.MapHistory()
    for system in try Self.systems {
      #expect(system.properties.contains { $0.kind == .noDeadlock })
      let (hashed, hashedSearch) = Self.search(system, .hashTables, threads: 1)
      let reference = Self.successorsByState(hashedSearch)
      #expect(reference.count == hashed.statistics.states)
      for choice in CompressedMapTests.choices {
        let (one, oneSearch) = Self.search(system, choice, threads: 1)
        let (two, twoSearch) = Self.search(system, choice, threads: 2)
        DirectMapTests.expectSameExploration(one, as: hashed)
        DirectMapTests.expectSameExploration(two, as: hashed)
        #expect(one.outcomes == two.outcomes)
        #expect(Self.successorsByState(oneSearch) == reference)
        #expect(Self.successorsByState(twoSearch) == reference)
        history.record(one)
      }
    }
    history.expectNotVacuous()
  }

  @Test("Levels wide enough for two workers: the same graph as hash tables, and the automatic choice compresses")
  func parallel() throws {
    // 6 counters (7^6 states) and 8 ordered groups of 3 (4^8): chunks of 512 states or more (256 per thread),
    // so a second worker expands, most edges are resolved while expanding, and insertion runs on both.
    // The counters family names only single-tip: no-deadlock is added (the groups family has it).
    for text in [ModelFamily.counters(6, needed: 3) + "check no-deadlock\n", ModelFamily.groups(8, 3)] {
      let system = try T.system(text)
      #expect(system.properties.contains { $0.kind == .noDeadlock })
      let (hashed, hashedSearch) = Self.search(system, .hashTables, threads: 2)
      let (automatic, automaticSearch) = Self.search(system, .automatic, threads: 2)
      let (one, _) = Self.search(system, .automatic, threads: 1)
      DirectMapTests.expectSameExploration(automatic, as: hashed)
      #expect(one.outcomes == automatic.outcomes)
      #expect(automatic.compressedMapSince != nil)
      #expect(Self.successorsByState(automaticSearch) == Self.successorsByState(hashedSearch))
    }
  }

  @Test("The graph against the reference semantics: each state's successors other than itself, and its move back to itself")
  func graphAgainstReference() throws {
    var selfLoops = 0
    var edges = 0
    for system in try Self.systems.prefix(30) {
      let (states, successors, _) = T.referenceGraph(system)
      for choice: VisitedSetChoice in [.compressedMapAfter(states: 1), .hashTables] {
        let (_, search) = Self.search(system, choice, threads: 2)
        let graph = Self.successorsByState(search)
        #expect(graph.count == states.count)
        for (s, state) in states.enumerated() {
          let expected = Successors(
            others: successors[s].filter { $0 != s }.map { system.layout.pack(states[$0]) }.sorted { $0.lexicographicallyPrecedes($1) },
            selfLoop: successors[s].contains(s))
          var found = graph[system.layout.pack(state)]
          found?.others.sort { $0.lexicographicallyPrecedes($1) }
          #expect(found == expected)
          if expected.selfLoop { selfLoops += 1 }
          edges += expected.others.count
        }
      }
    }
    // Not vacuous: both kinds of edge occur.
    #expect(selfLoops >= 50)
    #expect(edges >= 1_000)
  }

  @Test("The automatic choice with the state graph: key widths and index pages worked out by hand")
  func automatic() throws {
    // 5 ordered groups of 4: 5 values each (0 to 4 tips done), 3 bits each: 15 bits, 8 pages of 4,096 indices.
    let groups = try T.check(ModelFamily.groups(5, 4), options: .accelerator())
    #expect(groups.statistics.states == 3_125)
    #expect(groups.compressedKeyBits == 15)
    #expect(groups.statistics.visitedSet.hasPrefix("compressed map of 15-bit keys"))
    // 9 groups of 4 need 27 bits: a flat array of indices would be 512 MiB; pages are allocated where keys land.
    var options = ExplicitOptions.accelerator(maxStates: 50_000)
    options.threads = 1
    let search = ExplicitChecker(system: try T.system(ModelFamily.groups(9, 4)), options: options).exploredSearch()
    let wide = search.result()
    #expect(wide.compressedKeyBits == 27)
    #expect(wide.compressedMapUntil == nil)
    let indices = try #require(search.compressed?.indices)
    #expect(indices.pageCount == 1 << 15)
    #expect(indices.allocatedBytes < 64 << 20)
  }

  @Test("Index pages: each written key reads back, pages are allocated and counted as keys land")
  func pagedIndices() {
    let indices = PagedIndices(keyBits: 20)
    defer { indices.release() }
    // 2^20 keys in pages of 4,096: a directory of 256 pointers, no page yet.
    #expect(indices.pageCount == 256)
    #expect(indices.allocatedBytes == 256 * 8)
    // Keys 5 and 4,095 share page 0; 4,096 starts page 1; the last key is on page 255.
    let keys: [UInt64] = [5, 4_095, 4_096, (1 << 20) - 1]
    for (position, key) in keys.enumerated() { indices.set(key, UInt32(position * 1_000)) }
    for (position, key) in keys.enumerated() { #expect(indices[key] == UInt32(position * 1_000)) }
    #expect(indices.allocatedBytes == 256 * 8 + 3 * 16_384)
    indices.set(5, 7)
    #expect(indices[5] == 7)
    #expect(indices.allocatedBytes == 256 * 8 + 3 * 16_384)
    // Narrow keys still get one page.
    #expect(PagedIndices.pageCount(keyBits: 3) == 1)
  }

  @Test("Sparse index pages send the search back to hash tables past 256 MiB and 64 bytes per state, not before")
  func sparseIndices() {
    // 300 bytes per state early in a search (8 counters at 53,000 states): kept while under 256 MiB.
    #expect(!Search.indicesTooSparse(bytes: 16 << 20, states: 53_000))
    // Past 256 MiB: back when over 64 bytes per state, kept at or under it.
    #expect(Search.indicesTooSparse(bytes: 300 << 20, states: 1_000_000))
    #expect(!Search.indicesTooSparse(bytes: 300 << 20, states: (300 << 20) / 64))
    #expect(Search.indicesTooSparse(bytes: 300 << 20, states: (300 << 20) / 64 - 1))
  }
}
