import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// The visited set addressed by component codes (`CompressedMap`): keys
/// are exact (a bijection), a successor's key worked out from its parent's
/// is the key itself, and a search with it explores exactly what a search
/// with hash tables does, on any number of threads, including when its
/// keys outgrow it and it goes back to hash tables.
@Suite("Explicit engine: the compressed map")
struct CompressedMapTests {
  typealias T = TestSupport

  static func withoutDeadlock(_ text: String) throws -> TransitionSystem {
    var system = try T.system(text)
    system.properties = system.properties.filter { $0.kind != .noDeadlock }
    return system
  }

  /// The spec's system with `no-deadlock` checked too (so the search keeps
  /// the state graph), whether or not the spec asks for it.
  static func withDeadlock(_ text: String) throws -> TransitionSystem {
    var system = try T.system(text)
    if !system.properties.contains(where: { $0.kind == .noDeadlock }) {
      system.properties.append(CheckedProperty(propertyIndex: -1, kind: .noDeadlock))
    }
    return system
  }

  @Test("Components: one per counter tip, one per ordered group, fields of a tip contiguous in one part")
  func components() throws {
    // A counter tip: its donation count (2 bits), invalidation (1) and displays (1 or more).
    let counters = try #require(StateComponents(system: Self.withoutDeadlock(ModelFamily.counters(4, needed: 3))))
    #expect(counters.count == 4)
    #expect(counters.rawBits.allSatisfy { $0 >= 4 && $0 <= 6 })
    // 5 ordered groups of 3 tips: each group's six bits (invalidation and displays per tip) together.
    let groups = try #require(StateComponents(system: Self.withoutDeadlock(ModelFamily.groups(5, 3))))
    #expect(groups.count == 5)
    #expect(groups.rawBits == Array(repeating: 6, count: 5))
    #expect(groups.parts.allSatisfy { $0.count == 1 })
    // A group wider than the table limit (8 bits against 6) is split into its tips.
    let wide = try #require(StateComponents(system: Self.withoutDeadlock(ModelFamily.groups(2, 4)), maxRawBits: 6))
    #expect(wide.count == 8)
  }

  /// A map over `system`'s components with every state of `states` coded and stored.
  static func map(_ system: TransitionSystem, _ states: [[UInt64]], maxBits: Int = 32) throws -> (
    CompressedMap, StateStore
  ) {
    let components = try #require(StateComponents(system: system))
    let map = CompressedMap(components: components, words: system.layout.wordCount, maxBits: maxBits, sharedPages: false)
    let store = StateStore(wordCount: system.layout.wordCount)
    for state in states {
      state.withUnsafeBufferPointer { words in
        map.code(words.baseAddress!)
        store.append(words.baseAddress!, parent: StateStore.noParent)
      }
    }
    #expect(map.layOut(marking: store))
    return (map, store)
  }

  /// Reachable states of `system` in breadth-first order, by the reference semantics.
  static func reachable(_ system: TransitionSystem, count: Int) -> [[UInt64]] {
    T.referenceExploration(system, limit: count).states.prefix(count).map { system.layout.pack($0) }
  }

  /// Random states of `system`: each variable a random value of its domain.
  static func randomStates(_ system: TransitionSystem, count: Int, seed: UInt64) -> [[UInt64]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      system.layout.pack(
        system.variables.map { variable in
          let span = UInt64(variable.domain.upperBound - variable.domain.lowerBound + 1)
          return variable.domain.lowerBound + Int(random.next() % span)
        })
    }
  }

  @Test("Keys are a bijection on coded states; incremental keys equal whole ones; uncoded values are unresolved")
  func exactKeys() throws {
    for text in [ModelFamily.counters(5, needed: 3), ModelFamily.groups(6, 3), ModelFamily.groups(9, 4)] {
      let system = try Self.withoutDeadlock(text)
      // The first 40 states coded (shallow: no counter has reached its threshold), then 560 more.
      let states = Self.reachable(system, count: 600)
      #expect(states.count == 600)
      let coded = Array(states.prefix(40))
      let (map, store) = try Self.map(system, coded)
      let coder = map.coder
      var keyOf: [UInt64: [UInt64]] = [:]
      for state in coded {
        let key = state.withUnsafeBufferPointer { coder.key($0.baseAddress!) }
        #expect(key != ComponentCoder.unresolved)
        #expect(key < UInt64(1) << UInt64(map.totalBits))
        if let other = keyOf[key] { #expect(other == state) }
        keyOf[key] = state
        // Stored states are marked: inserting them again finds them.
        #expect(!DirectMap.testAndSet(key, in: map.bitmap!))
      }
      #expect(keyOf.count == coded.count)
      // From a coded parent to any state: the incremental key is the whole key (or both unresolved).
      for (i, next) in states.enumerated() {
        let parent = coded[(i * 7) % coded.count]
        parent.withUnsafeBufferPointer { p in
          next.withUnsafeBufferPointer { n in
            let whole = coder.key(n.baseAddress!)
            let incremental = coder.key(n.baseAddress!, parent: p.baseAddress!, parentKey: coder.key(p.baseAddress!))
            #expect(whole == incremental)
          }
        }
      }
      // Deeper states carry values never coded.
      let unresolved = states.suffix(300).filter { state in
        state.withUnsafeBufferPointer { coder.key($0.baseAddress!) } == ComponentCoder.unresolved
      }
      #expect(!unresolved.isEmpty)
      _ = store
    }
  }

  @Test("A component that outgrows its bits widens the key; past maxBits the layout fails")
  func widening() throws {
    let system = try Self.withoutDeadlock(ModelFamily.groups(3, 3))
    let states = Self.randomStates(system, count: 400, seed: 5)
    let (map, store) = try Self.map(system, Array(states.prefix(1)))
    // One state: one value per component, no bit at all (an 8-byte bitmap).
    #expect(map.totalBits == 0)
    var outgrown = false
    for state in states.dropFirst() {
      state.withUnsafeBufferPointer { words in
        if map.code(words.baseAddress!) { outgrown = true }
        store.append(words.baseAddress!, parent: StateStore.noParent)
      }
    }
    #expect(outgrown)
    #expect(map.layOut(marking: store))
    // Six bits of raw value per group, all 64 values drawn at random: 6 bits each.
    #expect(map.totalBits == 18)
    let narrow = try Self.map(system, Array(states.prefix(1)), maxBits: 17).0
    for state in states.dropFirst() { state.withUnsafeBufferPointer { _ = narrow.code($0.baseAddress!) } }
    #expect(!narrow.layOut(marking: store))
    #expect(narrow.bitmap == nil)
  }

  /// The models of the search comparisons: every spec, 12 random models, five small families.
  static var texts: [String] {
    var texts = ExplicitCheckerTests.allSpecs.compactMap { try? ExplicitCheckerTests.spec($0) }
    texts += (0..<12).map { RandomModels.spec(seed: UInt64($0) &+ 700) }
    texts += [ModelFamily.counters(4, needed: 3), ModelFamily.groups(4, 3), ModelFamily.groups(3, 4)]
    texts += [ModelFamily.independentTips(6), ModelFamily.relay(5)]
    return texts
  }

  /// The same models without `no-deadlock` (with it: CompressedMapGraphTests).
  static var systems: [TransitionSystem] {
    get throws { try texts.map(Self.withoutDeadlock) }
  }

  /// Moves after 1 and 40 states, and a 9-bit limit that forces the way back.
  static let choices: [VisitedSetChoice] = [
    .compressedMapAfter(states: 1), .compressedMapAfter(states: 1, maxBits: 9), .compressedMapAfter(states: 40),
  ]

  /// What the comparisons' searches did with their map, so a test can show it is not vacuous.
  struct MapHistory {
    var moved = 0
    var widened = 0
    var wentBack = 0

    mutating func record(_ result: ExplicitChecker.Result) {
      if let since = result.compressedMapSince, result.statistics.states > since { moved += 1 }
      if result.compressedMapUntil != nil { wentBack += 1 }
      // Moved at the first chunk boundary, with few values per component: the key widened later.
      if result.compressedRelayouts > 0, result.compressedMapUntil == nil { widened += 1 }
    }

    /// Most models moved with states still to find, some widened, some went back.
    func expectNotVacuous() {
      #expect(moved >= 15)
      #expect(widened >= 5)
      #expect(wentBack >= 3)
    }
  }

  @Test("Compressed map, hash tables, and a way back: same states, transitions, verdicts, on 1 and 2 threads")
  func sameExploration() throws {
    var history = MapHistory()
    for system in try Self.systems {
      func run(_ choice: VisitedSetChoice, threads: Int) -> ExplicitChecker.Result {
        var options = ExplicitOptions.accelerator(threads: threads)
        options.tuning.visitedSet = choice
        return ExplicitChecker(system: system, options: options).run()
      }
      let hashed = run(.hashTables, threads: 1)
      for choice in Self.choices {
        let one = run(choice, threads: 1)
        let two = run(choice, threads: 2)
        DirectMapTests.expectSameExploration(one, as: hashed)
        #expect(one.movesTaken == hashed.movesTaken)
        // Codes are handed out in store order: the same traces on any number of threads.
        #expect(one.outcomes == two.outcomes)
        #expect(two.statistics.states == hashed.statistics.states)
        #expect(one.compressedMapSince == two.compressedMapSince)
        #expect(one.compressedMapUntil == two.compressedMapUntil)
        history.record(one)
      }
    }
    history.expectNotVacuous()
  }

  @Test("Models with levels wide enough for two workers: the same states and traces as hash tables, on 1 and 2 threads")
  func parallel() throws {
    // 6 counters (7^6 states, levels of up to about 10,000) and 8 ordered groups of 3 (4^8): chunks
    // of 512 states or more (256 per thread), so a second worker expands and the insertion runs on both.
    for text in [ModelFamily.counters(6, needed: 3), ModelFamily.groups(8, 3)] {
      let system = try Self.withoutDeadlock(text)
      func run(_ choice: VisitedSetChoice, threads: Int) -> ExplicitChecker.Result {
        var options = ExplicitOptions.accelerator(threads: threads)
        options.tuning.visitedSet = choice
        return ExplicitChecker(system: system, options: options).run()
      }
      let hashed = run(.hashTables, threads: 2)
      let one = run(.compressedMapAfter(states: 1), threads: 1)
      let two = run(.compressedMapAfter(states: 1), threads: 2)
      let automatic = run(.automatic, threads: 2)
      #expect(one.statistics.states == hashed.statistics.states)
      #expect(two.statistics.states == hashed.statistics.states)
      #expect(automatic.statistics.states == hashed.statistics.states)
      #expect(two.statistics.transitions == hashed.statistics.transitions)
      #expect(one.outcomes == two.outcomes)
      #expect(DirectMapTests.lengths(two.outcomes) == DirectMapTests.lengths(hashed.outcomes))
      #expect(two.compressedRelayouts > 0 && two.compressedMapUntil == nil)
      #expect(automatic.compressedMapSince != nil)
    }
  }

  /// Each stored state's key in `stateKeys`, the one the coder works out from the state.
  static func expectStoredKeys(_ map: CompressedMap, _ store: StateStore) {
    #expect(map.stateKeys.count == store.count)
    var wrong = 0
    for index in 0..<store.count
    where UInt64(map.stateKeys.pointer(index).pointee) != map.coder.key(UnsafePointer(store.states.pointer(index))) {
      wrong += 1
    }
    #expect(wrong == 0)
  }

  @Test("Each stored state's key is kept: written by the layout, by the merge and for values coded after it, rewritten by a widening")
  func storedKeys() throws {
    // The unit: a layout writes every stored state's key, a widening rewrites them.
    let system = try Self.withoutDeadlock(ModelFamily.groups(3, 3))
    let states = Self.randomStates(system, count: 300, seed: 9)
    let (map, store) = try Self.map(system, Array(states.prefix(20)))
    Self.expectStoredKeys(map, store)
    let narrowBits = map.totalBits
    for state in states.dropFirst(20) {
      state.withUnsafeBufferPointer { words in
        map.code(words.baseAddress!)
        store.append(words.baseAddress!, parent: StateStore.noParent)
      }
    }
    #expect(map.layOut(marking: store))
    #expect(map.totalBits > narrowBits)
    Self.expectStoredKeys(map, store)
    // Searches: moved after 1 and 40 states (keys from the merge, from codes
    // handed out after it, and rewritten by widenings), on 1 and 2 threads.
    var widened = 0
    var uncodedMerged = 0
    for text in [ModelFamily.counters(6, needed: 3), ModelFamily.groups(5, 4), ModelFamily.counters(3, needed: 3)] {
      let system = try Self.withoutDeadlock(text)
      for choice in [VisitedSetChoice.compressedMapAfter(states: 1), .compressedMapAfter(states: 40)] {
        for threads in [1, 2] {
          var options = ExplicitOptions.accelerator(threads: threads)
          options.tuning.visitedSet = choice
          let search = ExplicitChecker(system: system, options: options).exploredSearch()
          let map = try #require(search.compressed)
          Self.expectStoredKeys(map, search.store)
          if search.relayouts > 0 { widened += 1 }
          if search.keyedAfterMerge > 0 { uncodedMerged += 1 }
        }
      }
    }
    #expect(widened >= 6)
    #expect(uncodedMerged >= 6)
  }

  @Test("A move that changes one component gets its successor's key from that component alone")
  func keysByComponent() throws {
    // 4 counters: "use i" and Ci's close change counter i's fields only (its count, and its
    // invalidation and displays, in two parts of the word); the relaunch changes every tip's
    // displays, the launch everything.
    let counters = try Self.withoutDeadlock(ModelFamily.counters(4, needed: 3))
    // 4 ordered groups of 3: each tip's close changes its group's fields only, in one part.
    let groups = try Self.withoutDeadlock(ModelFamily.groups(4, 3))
    for (system, expected) in [(counters, [0, 1, 2, 3, 0, 1, 2, 3, -1, -1]), (groups, (0..<4).flatMap { [$0, $0, $0] } + [-1, -1])] {
      var options = ExplicitOptions.accelerator(threads: 1)
      options.tuning.visitedSet = .compressedMapAfter(states: 1)
      let search = ExplicitChecker(system: system, options: options).exploredSearch()
      let worker = search.workers[0]
      let steps = try #require(worker.oneWordSteps)
      #expect(worker.coder != nil)
      #expect((0..<worker.flat.moveCount).map { steps[$0].keyComponent } == expected)
      // The keys so worked out are checked against the whole computation by an assertion in
      // `Worker.record` (debug builds); the search finds what hash tables find.
      options.tuning.visitedSet = .hashTables
      let hashed = ExplicitChecker(system: system, options: options).run()
      #expect(search.store.count == hashed.statistics.states)
      #expect(search.statistics.transitions == hashed.statistics.transitions)
      // Back to hash tables (keys past 4 bits: these take 12 and 8), the coder goes and no step keeps a component.
      options.tuning.visitedSet = .compressedMapAfter(states: 1, maxBits: 4)
      let back = ExplicitChecker(system: system, options: options).exploredSearch()
      #expect(back.compressedMapUntil != nil)
      let afterBack = back.workers[0]
      #expect(afterBack.coder == nil)
      #expect((0..<afterBack.flat.moveCount).allSatisfy { afterBack.oneWordSteps?[$0].keyComponent == -1 })
    }
  }

  @Test("Counters and ordered groups: the automatic choice compresses, with the key widths worked out by hand")
  func automatic() throws {
    // 6 counters: 7 values each (so 7^6 states), 3 bits each: an 18-bit key (32 KiB) for 30 bits of state.
    let counters = try ExplicitChecker(system: Self.withoutDeadlock(ModelFamily.counters(6, needed: 3)), options: .accelerator()).run()
    #expect(counters.statistics.states == 117_649)
    #expect(counters.compressedMapSince != nil)
    #expect(counters.compressedKeyBits == 18)
    // 5 ordered groups of 4: 5 values each (0 to 4 tips done; 5^5 states), 3 bits each, 40 bits of state.
    let groups = try ExplicitChecker(system: Self.withoutDeadlock(ModelFamily.groups(5, 4)), options: .accelerator()).run()
    #expect(groups.statistics.states == 3_125)
    #expect(groups.compressedKeyBits == 15)
    // 9 groups of 4 take two words; their key, 27 bits.
    let wide = try ExplicitChecker(system: Self.withoutDeadlock(ModelFamily.groups(9, 4)), options: ExplicitOptions.accelerator(maxStates: 300_000)).run()
    #expect(wide.compressedKeyBits == 27)
    // What --verbose says about it.
    #expect(counters.statistics.visitedSet.hasPrefix("compressed map of 18-bit keys"))
    #expect(wide.statistics.visitedSet.hasPrefix("compressed map of 27-bit keys from state "))
    // On models a direct map takes from the start: no compression (with the state graph: CompressedMapGraphTests).
    let tips = try ExplicitChecker(system: Self.withoutDeadlock(ModelFamily.independentTips(6)), options: .accelerator()).run()
    #expect(tips.compressedMapSince == nil)
    #expect(tips.statistics.visitedSet.hasPrefix("direct map of "))
    var options = ExplicitOptions.accelerator()
    options.tuning.visitedSet = .hashTables
    #expect(ExplicitChecker(system: try Self.withoutDeadlock(ModelFamily.counters(3, needed: 3)), options: options).run().statistics.visitedSet == "hash tables")
    options.tuning.visitedSet = .compressedMapAfter(states: 1, maxBits: 4)
    let back = ExplicitChecker(system: try Self.withoutDeadlock(ModelFamily.counters(3, needed: 3)), options: options).run()
    #expect(back.compressedMapUntil != nil)
    #expect(back.statistics.visitedSet.hasPrefix("hash tables (a compressed map from state "))
  }

  @Test("The automatic choice leaves a map that must widen before its store doubles: a relay's, worked out by hand")
  func relayGoesBack() throws {
    // A relay of 10 steps has levels of 1, 1, then 2 states (`tipcheck verify --max-depth`: 1, 2,
    // 4, 6, 8 states), 22 in all. Once the first level is expanded, 2 states are stored, their
    // values fit one bit: the map is moved to. At 4 states the first step's tip brings new values
    // (4 bits): the store has doubled, the map widens. At 6 the second step's do (7 bits), with the
    // store below 2 × 4: back to hash tables, for good.
    let text = ModelFamily.relay(10)
    for system in [try Self.withoutDeadlock(text), try Self.withDeadlock(text)] {
      let automatic = ExplicitChecker(system: system, options: .accelerator()).run()
      var options = ExplicitOptions.accelerator()
      options.tuning.visitedSet = .hashTables
      let hashed = ExplicitChecker(system: system, options: options).run()
      DirectMapTests.expectSameExploration(automatic, as: hashed)
      #expect(automatic.outcomes == hashed.outcomes)
      #expect(automatic.statistics.states == 22)
      #expect(automatic.compressedMapSince == 2)
      #expect(automatic.compressedMapUntil == 6)
      #expect(automatic.compressedRelayouts == 2)
      // Forced to keep the map (a move after one state), it widens at every level to the end.
      options.tuning.visitedSet = .compressedMapAfter(states: 1)
      let kept = ExplicitChecker(system: system, options: options).run()
      DirectMapTests.expectSameExploration(kept, as: hashed)
      #expect(kept.compressedMapUntil == nil)
      #expect(kept.compressedRelayouts >= 9)
    }
    // The families widen with the store 4 to 15 times larger each time: they keep the map.
    for text in [ModelFamily.counters(6, needed: 3), ModelFamily.groups(6, 4)] {
      let result = ExplicitChecker(system: try Self.withoutDeadlock(text), options: .accelerator()).run()
      #expect(result.compressedRelayouts == 2)
      #expect(result.compressedMapUntil == nil)
    }
  }
}
