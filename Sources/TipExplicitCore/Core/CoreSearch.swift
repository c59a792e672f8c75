import TipModel
import TipSemantics

/// The core explicit engine: a plain breadth-first search on one thread,
/// over the compiled step programs (`CompiledSystem`, `FlatPrograms`).
///
/// **Invariants.**
/// 1. States are stored in the order they are first reached: the initial
///    states (the launch move's successors from the install state, in
///    choice order), then level by level, each state's successors in move
///    order then choice order. A level is a range of indices, so the
///    frontier needs no queue.
/// 2. Each stored state keeps its parent and the move and choice that
///    reached it (`StateStore.reaching`), so a trace is read back from the
///    store (`TraceBuilder`), never executed again.
/// 3. Properties are evaluated on each state as it is expanded, in index
///    order: the first state that decides a property has a shortest path.
/// 4. A step whose result leaves a variable's declared range is not
///    stored; the first such step per `staysInDomain` property, by parent
///    index, is its counterexample.
/// 5. A step back to its own state is a transition but no edge; the state
///    graph (kept for `no-deadlock`) notes it per state.
/// 6. The state limit is checked after each expanded state, time every
///    1,024 states, memory every `chunkSize` states: a limit reached ends
///    the search cleanly, after a whole state.
///
/// Nothing here depends on timing or threads: two runs give the same states
/// in the same order. Its storage comes from malloc alone, so the search
/// calls no C (`ChunkedArray.mapsSlabs`).
package final class CoreSearch {
  static let chunkSize = 1 << 13

  let system: TransitionSystem
  let options: ExplicitOptions
  let compiled: CompiledSystem
  let flat: FlatPrograms
  let store: StateStore
  private var table: CoreStateTable
  let graph: StateGraph?
  package private(set) var statistics = ExplorationStatistics()
  private var firstHit: [Int?]
  private var domainViolation: [Int: (parent: Int, move: Int, choice: Int)] = [:]
  private var anyDomainViolation = false
  private var movesEnabled: [Bool]
  private var movesTaken: [Bool]
  private let registers: UnsafeMutablePointer<Int>
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var lastProgress: ContinuousClock.Instant
  private let invariants: [(property: Int, register: Int)]
  private let reachability: [(property: Int, register: Int)]
  private let domainProperties: [Int: Int]
  private var visibleWords: [UInt64]
  private var awaitedWords: [UInt64]
  /// Scratch for one successor.
  private let next: UnsafeMutablePointer<UInt64>

  init(system: TransitionSystem, options: ExplicitOptions, compiled: CompiledSystem) {
    self.system = system
    self.options = options
    self.compiled = compiled
    flat = FlatPrograms(compiled)
    store = StateStore(wordCount: compiled.wordCount, keepsMoves: true)
    table = CoreStateTable(wordCount: compiled.wordCount)
    var needsGraph = false
    var invariants: [(property: Int, register: Int)] = []
    var reachability: [(property: Int, register: Int)] = []
    var domainProperties: [Int: Int] = [:]
    for (index, property) in system.properties.enumerated() {
      let register = compiled.propertyRegisters[index].map { Int($0) }
      switch property.kind {
      case .invariant: if let register { invariants.append((index, register)) }
      case .reachability: if let register { reachability.append((index, register)) }
      case .noDeadlock: needsGraph = true
      case .staysInDomain(let variable): domainProperties[variable] = index
      }
    }
    self.invariants = invariants
    self.reachability = reachability
    self.domainProperties = domainProperties
    graph = needsGraph ? StateGraph(tipCount: system.model.tips.count, mapsSlabs: false) : nil
    firstHit = Array(repeating: nil, count: system.properties.count)
    movesEnabled = Array(repeating: false, count: system.moves.count)
    movesTaken = Array(repeating: false, count: system.moves.count)
    registers = compiled.allocateRegisters()
    let tipWords = TipMasks.words(tipCount: system.model.tips.count)
    visibleWords = Array(repeating: 0, count: tipWords)
    awaitedWords = Array(repeating: 0, count: tipWords)
    next = .allocate(capacity: compiled.wordCount)
    next.initialize(repeating: 0, count: compiled.wordCount)
    start = clock.now
    lastProgress = start
  }

  deinit {
    registers.deallocate()
    next.deallocate()
  }

  private var usedBytes: Int { store.allocatedBytes + table.bytes + (graph?.allocatedBytes ?? 0) }

  func explore() {
    defer {
      let elapsed = clock.now - start
      statistics.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      statistics.states = store.count
      statistics.bytes = usedBytes
      statistics.bytesPerState = store.count > 0 ? Double(store.allocatedBytes + table.bytes) / Double(store.count) : 0
      statistics.visitedSet = "one hash table (the core engine)"
    }
    let install = system.layout.pack(system.installValues)
    install.withUnsafeBufferPointer { words in
      guard let state = words.baseAddress else { return }
      flat.run(flat.stateProgram, registers: registers, state: state)
      flat.run(flat.settleStateProgram, registers: registers, state: state)
      _ = expand(parent: nil, state: state, moves: compiled.launchIndex..<(compiled.launchIndex + 1))
    }
    var levelStart = 0
    var levelEnd = store.count
    let stopTime = options.stopTime(startingAt: start)
    while levelStart < levelEnd {
      let atDepthLimit = options.maxDepth.map { statistics.depth >= $0 } ?? false
      var index = levelStart
      while index < levelEnd {
        let chunkEnd = min(levelEnd, index + Self.chunkSize)
        while index < chunkEnd {
          if index & 1023 == 0, let stopTime, clock.now > stopTime {
            statistics.limit = .timeout
            return
          }
          let state = UnsafePointer(store.states.pointer(index))
          visit(index, state)
          if atDepthLimit {
            if hasEnabledMove() { statistics.limit = .maxDepth }
            graph?.closeState(end: graph?.edges.count ?? 0, selfLoop: false)
          } else {
            flat.run(flat.settleStateProgram, registers: registers, state: state)
            let (edgesEnd, selfLoop) = expand(parent: index, state: state, moves: 0..<system.moves.count)
            graph?.closeState(end: edgesEnd, selfLoop: selfLoop)
          }
          index += 1
          // The state limit after each state: `auto` hands a model over
          // close to the core's budget, not a chunk past it.
          if store.count >= options.maxStates {
            statistics.limit = .maxStates
            return
          }
        }
        if checkLimits() { return }
      }
      levelStart = levelEnd
      levelEnd = store.count
      if levelStart < levelEnd { statistics.depth += 1 }
    }
  }

  /// Evaluates the per-state program and the properties on a stored state.
  private func visit(_ index: Int, _ state: UnsafePointer<UInt64>) {
    flat.run(flat.stateProgram, registers: registers, state: state)
    for (property, register) in invariants where registers[register] == 0 && firstHit[property] == nil {
      firstHit[property] = index
    }
    for (property, register) in reachability where registers[register] != 0 && firstHit[property] == nil {
      firstHit[property] = index
    }
    guard let graph else { return }
    for w in visibleWords.indices {
      visibleWords[w] = 0
      awaitedWords[w] = 0
    }
    for tip in compiled.visible.indices {
      let bit = UInt64(1) << UInt64(tip & 63)
      if registers[Int(compiled.visible[tip])] != 0 { visibleWords[tip >> 6] |= bit }
      if registers[Int(compiled.awaited[tip])] != 0 { awaitedWords[tip >> 6] |= bit }
    }
    // At least one word each (`TipMasks.words`).
    visibleWords.withUnsafeBufferPointer { if let words = $0.baseAddress { graph.visibleMask.append(words, states: 1) } }
    awaitedWords.withUnsafeBufferPointer { if let words = $0.baseAddress { graph.awaitedMask.append(words, states: 1) } }
  }

  private func hasEnabledMove() -> Bool {
    (0..<system.moves.count).contains { registers[Int(compiled.guards[$0])] != 0 }
  }

  /// Stores the state's new successors and, with the state graph, its
  /// edges; returns where its edges end and whether a move leads back.
  private func expand(parent: Int?, state: UnsafePointer<UInt64>, moves: Range<Int>) -> (edgesEnd: Int, selfLoop: Bool) {
    let words = compiled.wordCount
    var selfLoop = false
    for move in moves where registers[Int(compiled.guards[move])] != 0 {
      if move < movesEnabled.count { movesEnabled[move] = true }
      for choice in 0..<flat.choiceCount {
        let step = flat.steps[move * flat.choiceCount + choice]
        flat.run(step.code, registers: registers, state: state)
        if step.valid >= 0, registers[Int(step.valid)] == 0 { continue }
        for w in 0..<words { next[w] = state[w] }
        let outOfDomain = flat.writeFields(of: step, registers: registers, into: next)
        if parent != nil { statistics.transitions += 1 }
        if outOfDomain >= 0 {
          anyDomainViolation = true
          if let property = domainProperties[outOfDomain], let parent, domainViolation[property] == nil {
            domainViolation[property] = (parent, move, choice)
          }
          continue
        }
        if move < movesTaken.count { movesTaken[move] = true }
        if parent != nil, (0..<words).allSatisfy({ next[$0] == state[$0] }) {
          selfLoop = true
          continue
        }
        let target: Int
        if let known = table.index(of: next, in: store) {
          target = known
        } else {
          target = store.append(next, parent: parent.map { UInt32($0) } ?? StateStore.noParent, move: move, choice: choice)
          table.insert(target, in: store)
        }
        if parent != nil, let graph {
          var edge = UInt32(target)
          graph.appendEdges(&edge, count: 1)
        }
      }
    }
    return (graph?.edges.count ?? 0, selfLoop)
  }

  private func checkLimits() -> Bool {
    if statistics.limit == nil {
      statistics.limit = options.limitReached(states: store.count, bytes: usedBytes, start: start)
    }
    if let progress = options.progress, clock.now - lastProgress > .milliseconds(500) {
      lastProgress = clock.now
      var snapshot = statistics
      snapshot.states = store.count
      progress(snapshot)
    }
    return statistics.limit != nil
  }

  package func result() -> ExplicitResult {
    let findings = SearchFindings(
      statistics: statistics, stateCount: store.count, firstHit: firstHit, domainViolation: domainViolation,
      anyDomainViolation: anyDomainViolation)
    let outcomes = findings.outcomes(
      system: system, store: store, graph: graph, compiled: compiled, flat: flat, movesEnabled: movesEnabled,
      options: options, usedBytes: usedBytes)
    return ExplicitResult(
      outcomes: outcomes, statistics: statistics, movesEnabled: movesEnabled, movesTaken: movesTaken)
  }
}
