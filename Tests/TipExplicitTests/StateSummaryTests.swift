import Testing
@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics
import TipTestSupport

/// The one-word loop reading a state's guards, self-loops, properties and
/// tips from its state memo groups' sums (`StateSummary`): a summarized
/// state says what its registers would, a search with summaries stores the
/// same states in the same order with the same parents and graph and says
/// the same of every move and property as one without, and a model whose
/// guard is too wide to memoize gets none.
@Suite("Explicit engine: state summaries")
struct StateSummaryTests {
  typealias T = TestSupport

  /// With no warm-up, so that even the smallest specs use the memo.
  static func explore(
    _ system: TransitionSystem, _ choice: VisitedSetChoice, threads: Int, summaries: Bool, maxDepth: Int? = nil
  ) -> (explored: SearchSnapshot, search: Search) {
    SearchSnapshot.explore(system, choice, threads: threads) {
      $0.tuning.summarizesStates = summaries
      $0.tuning.stateMemoWarmup = 0
      $0.maxDepth = maxDepth
    }
  }

  /// A worker as the search makes one, with every checked property.
  static func worker(_ search: Search, summaries: Bool = true) -> Worker {
    let system = search.checker.system
    var invariants: [(property: Int, register: Int32)] = []
    var reachability: [(property: Int, register: Int32)] = []
    for (index, property) in system.properties.enumerated() {
      switch property.kind {
      case .invariant: invariants.append((index, search.compiled.propertyRegisters[index]!))
      case .reachability: reachability.append((index, search.compiled.propertyRegisters[index]!))
      default: break
      }
    }
    return Worker(
      flat: search.flat, compiled: search.compiled, recordGraph: search.graph != nil, maxOwners: 1, partitionBits: 4,
      invariants: invariants, reachability: reachability, domainProperties: [:], stateMemoWarmup: 0, sharedPages: false,
      summarizesStates: summaries)
  }

  /// The model's text with its checks removed: the default properties
  /// (single-tip, reachable for every tip, no-deadlock) apply.
  static func withDefaults(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("check") }.joined(
      separator: "\n")
  }

  static var corpus: [String] {
    var texts = (try? ExplicitCheckerTests.allSpecs.map(ExplicitCheckerTests.spec)) ?? []
    texts += (0..<16).map { RandomModels.spec(seed: UInt64($0) &+ 1_300) }
    let families = [
      ModelFamily.independentTips(7), ModelFamily.counters(4, needed: 3), ModelFamily.groups(5, 3),
      ModelFamily.relay(6),
    ]
    return texts + families + families.map(withDefaults)
  }

  @Test("With and without them: the same states, parents, graph, moves and verdicts, on 1 and 2 threads")
  func sameExploration() throws {
    var summarizedStates = 0
    var summarizedModels = 0
    var written = 0
    for text in Self.corpus {
      let withGraph = try CompressedMapTests.withDeadlock(text)
      let withoutGraph = try CompressedMapTests.withoutDeadlock(text)
      for system in [withGraph, withoutGraph] {
        for choice in [VisitedSetChoice.automatic, .hashTables] {
          let (reference, plainSearch) = Self.explore(system, choice, threads: 1, summaries: false)
          #expect(plainSearch.workers.allSatisfy { $0.summary == nil && $0.counters.summarizedStates == 0 })
          for threads in [1, 2] {
            let (explored, search) = Self.explore(system, choice, threads: threads, summaries: true)
            let difference = explored.difference(from: reference)
            #expect(difference == nil, "\(choice) on \(threads) thread(s)")
            let sameGraph =
              CompressedMapGraphTests.successorsByState(search) == CompressedMapGraphTests.successorsByState(plainSearch)
            #expect(sameGraph, "\(choice) on \(threads) thread(s): the state graphs differ")
            let states = search.workers.reduce(0) { $0 + $1.counters.summarizedStates }
            summarizedStates += states
            written += search.workers.reduce(0) { $0 + $1.counters.summariesWritten }
            if threads == 1, states > 0 { summarizedModels += 1 }
          }
        }
      }
    }
    // Not vacuous: summaries served 60 of the 160 (text, graph, visited set)
    // searches on one thread, and the way back to the registers (a
    // summarized state the general path expands) was taken.
    #expect(summarizedModels >= 60, "\(summarizedModels)")
    #expect(summarizedStates >= 80_000, "\(summarizedStates)")
    #expect(written >= 100, "\(written)")
  }

  /// At the depth limit a state is visited, not expanded: whether a move is
  /// enabled there (the limit's verdicts say so) comes from its summed
  /// guards (`Worker.hasEnabledMove`).
  @Test("With and without them at a depth limit: the same states and verdicts")
  func sameAtDepthLimit() throws {
    var summarizedStates = 0
    var limited = 0
    for text in Self.corpus {
      let system = try CompressedMapTests.withoutDeadlock(text)
      for depth in [1, 3] {
        let (reference, plain) = Self.explore(system, .automatic, threads: 1, summaries: false, maxDepth: depth)
        let (explored, search) = Self.explore(system, .automatic, threads: 1, summaries: true, maxDepth: depth)
        #expect(explored.difference(from: reference) == nil, "depth \(depth)")
        let limit = search.result().statistics.limit
        #expect(limit == plain.result().statistics.limit, "depth \(depth)")
        if limit == .maxDepth { limited += 1 }
        summarizedStates += search.workers.reduce(0) { $0 + $1.counters.summarizedStates }
      }
    }
    // Not vacuous: most searches stopped at the limit, many through summaries.
    #expect(limited >= 40, "\(limited)")
    #expect(summarizedStates >= 100, "\(summarizedStates)")
  }

  @Test("A summarized state's guards, self-loops, properties and tips are what its registers say")
  func agreesWithRegisters() throws {
    var checked = 0
    for text in Self.corpus {
      checked += try Self.checkAgainstRegisters(CompressedMapTests.withDeadlock(text))
    }
    #expect(checked >= 10_000, "\(checked)")
  }

  /// Runs the summary and the whole per-state program on each of the
  /// first 2,000 states a search stores, and the way back to the
  /// registers, and compares what each says. Returns the states checked
  /// (none without a summary).
  static func checkAgainstRegisters(_ system: TransitionSystem, maxDepth: Int? = nil) throws -> Int {
    var checked = 0
    do {
      let (_, search) = Self.explore(system, .automatic, threads: 1, summaries: true, maxDepth: maxDepth)
      let worker = Self.worker(search)
      guard let summary = worker.summary else { return 0 }
      let flat = search.flat
      let compiled = search.compiled
      let expandable = 0..<(flat.moveCount - 1)
      let selfLoopMoves = expandable.filter { flat.steps[$0].selfLoop >= 0 }
      let invariants = (0..<worker.invariantCount).map { worker.invariantRegisters[$0] }
      let reachability = (0..<worker.reachabilityCount).map { worker.reachabilityRegisters[$0] }
      #expect(summary.invariantCodes.count == invariants.count && summary.reachabilityCodes.count == reachability.count)
      /// What the registers say, as the summary's words and property values.
      func fromRegisters() -> [UInt64] {
        func bits(_ registers: [Int32]) -> UInt64 {
          registers.enumerated().reduce(0) { $0 | (worker.registers[Int($1.element)] != 0 ? 1 << UInt64($1.offset) : 0) }
        }
        var selfLoops: UInt64 = 0
        for move in selfLoopMoves where worker.registers[Int(flat.steps[move].selfLoop)] != 0 { selfLoops |= 1 << UInt64(move) }
        return [
          // Tips are summed only with the state graph (none without no-deadlock).
          bits(expandable.map { flat.guards[$0] }), selfLoops, worker.recordGraph ? bits(compiled.visible) : 0,
          worker.recordGraph ? bits(compiled.awaited) : 0,
          bits(invariants.map(\.1)), bits(reachability.map(\.1)),
        ]
      }
      let constants = Set(compiled.constants.map { Int($0.register) })
      let store = search.store
      for index in 0..<min(store.count, 2_000) {
        let state = UnsafePointer(store.states.pointer(index))
        worker.runStatePredicates(state)
        #expect(worker.summarized)
        let summed: [UInt64] = [
          worker.summaryEnabled, worker.summarySelfLoops, worker.summaryVisible, worker.summaryAwaited,
          (0..<invariants.count).reduce(0) { $0 | (worker.summaryValue(worker.invariantCodes[$1].1) ? 1 << UInt64($1) : 0) },
          (0..<reachability.count).reduce(0) {
            $0 | (worker.summaryValue(worker.reachabilityCodes[$1].1) ? 1 << UInt64($1) : 0)
          },
        ]
        // The way back: the registers written from the summarized state,
        // over values no register holds (constants kept), so that one the
        // way back leaves out shows.
        for register in 0..<search.compiled.registerCount where !constants.contains(register) {
          worker.registers[register] = 2
        }
        worker.writeSummarizedRegisters(state)
        #expect(!worker.summarized)
        let written = fromRegisters()
        worker.runFullStateProgram(state)
        let full = fromRegisters()
        #expect(summed == full, "state \(index): summed \(summed), registers \(full)")
        #expect(written == full, "state \(index): written \(written), registers \(full)")
        checked += 1
        if summed != full || written != full { break }
      }
    }
    return checked
  }

  /// 8 ordered groups of 4 take 64 bits of fields: two words, the last
  /// group's fields in both (its first tips in word 0, its last in word 1),
  /// so its index gathers one run from each word. To depth 6: 2,931 states
  /// (`OneWordExpansionTests.twoWordStates`), through the two-word loop.
  /// 33 independent tips take two words too: each tip has three values
  /// (3^N states for N tips), so to depth 2 there are 1 + 33 + (33·32/2 +
  /// 33) = 595 states, summarized, and each has a toggle whose memo entry
  /// is not filled yet (the tip toggled last has a value not seen before),
  /// so the general path expands them after the way back to the registers.
  @Test("Two-word states: summarized as their registers say, and the same exploration with and without summaries")
  func twoWordStates() throws {
    for (text, depth, states) in [(ModelFamily.groups(8, 4), 6, 2_931), (ModelFamily.independentTips(33), 2, 595)] {
      var summarizedStates = 0
      for system in [try CompressedMapTests.withDeadlock(text), try CompressedMapTests.withoutDeadlock(text)] {
        #expect(system.layout.wordCount == 2)
        for choice in [VisitedSetChoice.automatic, .hashTables, .compressedMapAfter(states: 1)] {
          let (reference, plain) = Self.explore(system, choice, threads: 1, summaries: false, maxDepth: depth)
          #expect(plain.workers.allSatisfy { $0.summary == nil && $0.counters.summarizedStates == 0 })
          #expect(reference.states.count == states)
          for threads in [1, 2] {
            let (explored, search) = Self.explore(system, choice, threads: threads, summaries: true, maxDepth: depth)
            #expect(explored.difference(from: reference) == nil, "\(choice) on \(threads) thread(s)")
            let sameGraph =
              CompressedMapGraphTests.successorsByState(search) == CompressedMapGraphTests.successorsByState(plain)
            #expect(sameGraph, "\(choice) on \(threads) thread(s): the state graphs differ")
            summarizedStates += search.workers.reduce(0) { $0 + $1.counters.summarizedStates }
            if threads == 1 {
              // Every state visited through its sums; on 8 groups of 4 the
              // two-word loop expands all of the 1,279 expanded states but
              // at most 64 (OneWordExpansionTests.twoWordStates), and only
              // those go back to the registers.
              let worker = search.workers[0]
              #expect(worker.counters.summarizedStates == states, "\(choice)")
              if depth == 6 {
                #expect(worker.counters.oneWordExpansions >= 1_279 - 64, "\(choice)")
                #expect(worker.counters.summariesWritten <= 64, "\(choice)")
              }
            }
          }
        }
        #expect(try Self.checkAgainstRegisters(system, maxDepth: depth) == min(states, 2_000))
      }
      #expect(summarizedStates >= states)
    }
    let text = ModelFamily.groups(8, 4)
    // The groups' index runs: some in word 1, one group with a run in each word, none gathered the general way.
    let system = try CompressedMapTests.withoutDeadlock(text)
    let (_, search) = Self.explore(system, .automatic, threads: 1, summaries: true, maxDepth: 1)
    let worker = Self.worker(search)
    #expect(worker.summary != nil)
    let groups = (0..<search.flat.stateGroupCount).map { worker.summaryGroups[$0] }
    #expect(groups.count == 8 && groups.allSatisfy { !$0.general })
    #expect(groups.contains { $0.wordA == 1 || $0.wordB == 1 })
    #expect(groups.contains { $0.wordA != $0.wordB && $0.maskB != 0 })
  }

  /// A holder of two 31-bit parameters no move changes: put before a
  /// random model, it makes its states two words.
  static let twoWordPad = "holder Pad { param a: Int(0...2000000000) = 0 param b: Int(0...2000000000) = 0 }\n"

  /// A summarized state's expansion reads nothing from the registers:
  /// with every register but the constants overwritten after the visit
  /// (by 1 on even states, 0 on odd ones), each state yields the
  /// successors a worker without summaries yields, in the same order, and
  /// takes the loop exactly where a summarized worker whose registers were
  /// left alone takes it. Families in one and two words (8 groups of 4 to
  /// depth 6), and random models with and without a pad to two words. (A
  /// relaunch's self-loop register, the one a loop could read, holds in
  /// every reachable state of these models where the move is enabled: a
  /// loop reading it stale would go to the general path, not to other
  /// successors, so the path taken is compared too.)
  @Test("A summarized state expands to the same successors with its registers overwritten")
  func expansionReadsNoRegisters() throws {
    var looped = 0
    let pad = Self.twoWordPad
    var models: [(text: String, depth: Int)] = [
      (ModelFamily.groups(8, 4), 6), (ModelFamily.groups(6, 4), 30), (ModelFamily.counters(4, needed: 3), 30),
    ]
    for seed in 0..<24 {
      let random = RandomModels.spec(seed: UInt64(seed) &+ 1_300)
      models.append((pad + random, 30))
      models.append((random, 30))
    }
    for (text, depth) in models {
      let system = try CompressedMapTests.withoutDeadlock(text)
      let (_, search) = Self.explore(system, .hashTables, threads: 1, summaries: true, maxDepth: depth)
      let summarized = Self.worker(search)
      let clean = Self.worker(search)
      let plain = Self.worker(search, summaries: false)
      guard summarized.summary != nil else { continue }
      #expect(plain.summary == nil)
      let constants = Set(search.compiled.constants.map { Int($0.register) })
      let moves = 0..<(search.flat.moveCount - 1)
      let words = search.compiled.wordCount
      func successors(_ worker: Worker) -> [UInt64] {
        Array(UnsafeBufferPointer(start: worker.recordWords[0].base, count: worker.recordWords[0].count))
      }
      let store = search.store
      for index in 0..<min(store.count, 3_000) {
        let state = UnsafePointer(store.states.pointer(index))
        summarized.reset()
        clean.reset()
        plain.reset()
        summarized.visit(index, state)
        #expect(summarized.summarized)
        for register in 0..<search.compiled.registerCount where !constants.contains(register) {
          summarized.registers[register] = 1 - index % 2
        }
        let before = summarized.counters.oneWordExpansions
        summarized.expand(from: index, state: state, moves: moves)
        let loopedHere = summarized.counters.oneWordExpansions - before
        looped += loopedHere
        let cleanBefore = clean.counters.oneWordExpansions
        clean.visit(index, state)
        clean.expand(from: index, state: state, moves: moves)
        #expect(clean.counters.oneWordExpansions - cleanBefore == loopedHere, "state \(index): the path taken")
        plain.visit(index, state)
        plain.expand(from: index, state: state, moves: moves)
        let expected = successors(plain)
        #expect(successors(summarized) == expected, "state \(index) of \(words)-word states")
        if successors(summarized) != expected { break }
      }
    }
    #expect(looped >= 1_000, "\(looped)")
  }

  /// Random models padded to two words by a holder of two 31-bit
  /// parameters no move changes: groups, relays, events and actions with
  /// their fields in a two-word state. The search with the loops and
  /// summaries against the general path with registers only.
  @Test("Random models in two words: the loops and summaries explore as the general path does")
  func randomTwoWordModels() throws {
    let pad = Self.twoWordPad
    var summarizedModels = 0
    var loopModels = 0
    for seed in 0..<24 {
      let text = pad + RandomModels.spec(seed: UInt64(seed) &+ 1_300)
      for system in [try CompressedMapTests.withDeadlock(text), try CompressedMapTests.withoutDeadlock(text)] {
        #expect(system.layout.wordCount == 2)
        for choice in [VisitedSetChoice.automatic, .hashTables] {
          let (reference, general) = SearchSnapshot.explore(system, choice, threads: 1) {
            $0.tuning.expandsOneWordStates = false
            $0.tuning.summarizesStates = false
            $0.tuning.stateMemoWarmup = 0
          }
          for threads in [1, 2] {
            let (explored, search) = Self.explore(system, choice, threads: threads, summaries: true)
            #expect(explored.difference(from: reference) == nil, "seed \(seed), \(choice), \(threads) thread(s)")
            let sameGraph =
              CompressedMapGraphTests.successorsByState(search) == CompressedMapGraphTests.successorsByState(general)
            #expect(sameGraph, "seed \(seed), \(choice), \(threads) thread(s): the state graphs differ")
            if threads == 1 {
              if search.workers[0].counters.summarizedStates > 0 { summarizedModels += 1 }
              if search.workers[0].counters.oneWordExpansions > 0 { loopModels += 1 }
            }
          }
        }
      }
    }
    // Not vacuous: of the 96 searches on one thread, 48 were summarized and 36 used the two-word loop.
    #expect(summarizedModels >= 40, "\(summarizedModels)")
    #expect(loopModels >= 30, "\(loopModels)")
  }

  /// 2 ordered groups of 3 tips (the smallest family member with a state
  /// memo: on 2 groups of 2 it would save too little): moves 0–5 close
  /// G0T0 … G1T2, move 6 relaunches (always possible: docs/semantics.md,
  /// S15 and S25), the launch is last. Each tip's visibility reads its own
  /// group's fields only, so the state memo has one group per ordered
  /// group, and single-tip counts one condition per tip in each. In the
  /// first state each group shows its first tip: moves 0, 3 and 6 enabled,
  /// two tips visible, single-tip false. With both first tips closed (both
  /// groups show their second): moves 1, 4 and 6, still two visible.
  @Test("Worked by hand on 2 ordered groups of 3")
  func twoGroupsOfThree() throws {
    let system = try CompressedMapTests.withoutDeadlock(ModelFamily.groups(2, 3))
    let (explored, search) = Self.explore(system, .automatic, threads: 1, summaries: true)
    #expect(explored.states.count == 16)
    let worker = Self.worker(search)
    let summary = try #require(worker.summary)
    #expect(search.flat.moveCount == 8 && search.flat.stateGroupCount == 2)
    #expect(summary.constants[StateSummary.enabledSlot] == 1 << 6)
    // Single-tip's lane: at most one of six conditions, three per group.
    let singleTip = try #require(summary.invariantCodes.first)
    #expect(summary.invariantCodes.count == 1 && singleTip < 0)
    let lane = Int(-1 - singleTip)
    #expect(summary.laneBounds[lane] == 0...1)
    let weight: UInt64 = 1 << (StateSummary.laneWidth * UInt64(lane))
    for items in summary.items {
      #expect(items.filter { $0.slot == StateSummary.countSlot && $0.weight == weight }.count == 3)
    }
    // Fields per tip: invalidation, then display count (see the export).
    let layout = system.layout
    func invalidated(_ state: [UInt64], _ tip: Int) -> Bool {
      guard let field = layout.fields[2 * tip] else { return false }
      return (state[field.word] >> UInt64(field.shift)) & field.mask != 0
    }
    var found = 0
    for (index, state) in explored.states.enumerated() {
      let closed = (0..<6).map { invalidated(state, $0) }
      let expected: UInt64
      if closed == [false, false, false, false, false, false] {
        expected = 0b100_1001
      } else if closed == [true, false, false, true, false, false] {
        expected = 0b101_0010
      } else {
        continue
      }
      state.withUnsafeBufferPointer { worker.runStatePredicates($0.baseAddress!) }
      #expect(worker.summarized)
      #expect(worker.summaryEnabled == expected, "state \(index)")
      #expect(!worker.summaryValue(singleTip), "state \(index): two tips visible")
      found += 1
    }
    #expect(found == 2)
  }

  /// A points counter from 0 to 5,000 takes 13 bits, past the 12 a memo
  /// table is indexed by (`CompiledSystem.memoBits`): the button's guard
  /// `points < 5000` is no member of any group nor a conjunction of
  /// members, so the search reads registers as before. (With 50 points, 6
  /// bits, it is a member, and the same search is summarized.)
  @Test("None where a guard reads too many bits")
  func notForWideGuards() throws {
    let wide = try T.system(ModelFamily.points(limit: 5_000))
    let (_, search) = Self.explore(wide, .automatic, threads: 1, summaries: true)
    #expect(search.workers.allSatisfy { $0.summary == nil && $0.counters.summarizedStates == 0 })
    let narrow = try T.system(ModelFamily.points(limit: 50))
    let (_, summarized) = Self.explore(narrow, .automatic, threads: 1, summaries: true)
    #expect(summarized.workers.allSatisfy { $0.summary != nil })
  }
}
