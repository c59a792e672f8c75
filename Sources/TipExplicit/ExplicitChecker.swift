import TipModel
import TipSemantics

/// Breadth-first explicit-state search over a `TransitionSystem`.
///
/// Safety and reachability properties are checked on the fly in BFS order,
/// so the first violation (or witness) found is a shortest one. The state
/// graph is kept when `no-deadlock` is checked, for the backward analysis
/// that runs after the search.
public struct ExplicitChecker: Sendable {
  public let system: TransitionSystem
  public let options: ExplicitOptions
  let compiled: CompiledSystem

  /// - Parameter survey: state predicates to watch: the result says, for
  ///   each, whether it held in some reachable state and failed in some
  ///   (coverage, and the evidence behind explanations).
  public init(system: TransitionSystem, options: ExplicitOptions = ExplicitOptions(), survey: [ExpressionID] = []) {
    self.system = system
    self.options = options
    self.compiled = CompiledSystem(system, survey: survey)
  }

  public struct Result: Sendable {
    /// One outcome per `system.properties` entry.
    public var outcomes: [Outcome]
    public var statistics: ExplorationStatistics
    /// Per survey predicate: (held in some explored state, failed in some).
    public var survey: [(everTrue: Bool, everFalse: Bool)]
  }

  public func run() -> Result {
    let search = Search(checker: self)
    search.explore()
    return search.result()
  }
}

/// The mutable state of one search.
final class Search {
  let checker: ExplicitChecker
  let compiled: CompiledSystem
  let system: TransitionSystem
  let store: StateStore
  let registers: UnsafeMutablePointer<Int>
  let next: UnsafeMutablePointer<UInt64>
  var statistics = ExplorationStatistics()
  let clock = ContinuousClock()
  let start: ContinuousClock.Instant
  var lastProgress: ContinuousClock.Instant

  // Property bookkeeping, indexed like `system.properties`.
  var firstHit: [Int?]
  /// For `staysInDomain`: (parent index, move, choice) of the first bad step.
  var domainViolation: [Int: (parent: Int, move: Int, choice: Int)] = [:]
  var anyDomainViolation = false
  var invariantRegisters: [(property: Int, register: Int32)] = []
  var reachabilityRegisters: [(property: Int, register: Int32)] = []
  var domainProperties: [Int: Int] = [:]  // variable → property

  // The state graph, kept for `no-deadlock`.
  var graph: StateGraph?
  var surveyTrue: [Bool]
  var surveyFalse: [Bool]

  init(checker: ExplicitChecker) {
    self.checker = checker
    self.compiled = checker.compiled
    self.system = checker.system
    self.store = StateStore(wordCount: compiled.wordCount)
    self.registers = .allocate(capacity: max(1, compiled.registerCount))
    registers.initialize(repeating: 0, count: max(1, compiled.registerCount))
    for (register, value) in compiled.constants { registers[Int(register)] = value }
    self.next = .allocate(capacity: compiled.wordCount)
    self.start = clock.now
    self.lastProgress = start
    self.firstHit = Array(repeating: nil, count: system.properties.count)
    self.surveyTrue = Array(repeating: false, count: compiled.survey.count)
    self.surveyFalse = Array(repeating: false, count: compiled.survey.count)
    var needsGraph = false
    for (index, property) in system.properties.enumerated() {
      switch property.kind {
      case .invariant: invariantRegisters.append((index, compiled.propertyRegisters[index]!))
      case .reachability: reachabilityRegisters.append((index, compiled.propertyRegisters[index]!))
      case .noDeadlock: needsGraph = true
      case .staysInDomain(let variable): domainProperties[variable] = index
      }
    }
    if needsGraph { graph = StateGraph(tipCount: system.model.tips.count) }
  }

  deinit {
    registers.deallocate()
    next.deallocate()
  }

  func explore() {
    defer { statistics.seconds = seconds }
    // The install state: nothing launched yet. Its successors by the launch
    // move are the initial states.
    let install = system.layout.pack(system.installValues)
    install.withUnsafeBufferPointer { words in
      compiled.stateProgram.run(registers: registers, state: words.baseAddress!)
      expand(from: nil, state: words.baseAddress!, moves: [compiled.launchIndex])
    }
    var levelStart = 0
    var levelEnd = store.count
    while levelStart < levelEnd {
      for index in levelStart..<levelEnd {
        if index & 1023 == 0, checkLimits(depth: statistics.depth) { return }
        let state = UnsafePointer(store.states.pointer(index))
        compiled.stateProgram.run(registers: registers, state: state)
        checkProperties(at: index)
        for (position, register) in compiled.survey.enumerated() {
          if registers[Int(register)] != 0 { surveyTrue[position] = true } else { surveyFalse[position] = true }
        }
        graph?.recordMasks(index: index, registers: registers, compiled: compiled)
        if let maxDepth = checker.options.maxDepth, statistics.depth >= maxDepth {
          if hasEnabledMove() {
            statistics.limit = .maxDepth
          }
          graph?.closeState(index)
          continue
        }
        expand(from: index, state: state, moves: 0..<system.moves.count)
        graph?.closeState(index)
        if statistics.limit != nil { return }
      }
      levelStart = levelEnd
      levelEnd = store.count
      if levelStart < levelEnd { statistics.depth += 1 }
    }
  }

  private func hasEnabledMove() -> Bool {
    (0..<system.moves.count).contains { registers[Int(compiled.guards[$0])] != 0 }
  }

  private var seconds: Double {
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  private var usedBytes: Int { store.allocatedBytes + (graph?.allocatedBytes ?? 0) }

  /// Ends the run cleanly at a limit.
  private func checkLimits(depth: Int) -> Bool {
    if store.count >= checker.options.maxStates {
      statistics.limit = .maxStates
    } else if usedBytes > checker.options.memoryLimit {
      statistics.limit = .memory
    } else if let timeout = checker.options.timeout, clock.now - start > timeout {
      statistics.limit = .timeout
    }
    if let progress = checker.options.progress, clock.now - lastProgress > .milliseconds(500) {
      lastProgress = clock.now
      var snapshot = statistics
      snapshot.states = store.count
      snapshot.seconds = seconds
      progress(snapshot)
    }
    return statistics.limit != nil
  }

  private func checkProperties(at index: Int) {
    for (property, register) in invariantRegisters where firstHit[property] == nil && registers[Int(register)] == 0 {
      firstHit[property] = index
    }
    for (property, register) in reachabilityRegisters where firstHit[property] == nil && registers[Int(register)] != 0 {
      firstHit[property] = index
    }
  }

  /// Generates the successors of `state`, whose per-state program has just
  /// run (its registers are live). Move programs may read state fields the
  /// per-state program did not need, so they run on `state` too.
  private func expand(from parent: Int?, state: UnsafePointer<UInt64>, moves: some Sequence<Int>) {
    let parentLink = parent.map { UInt32($0) } ?? StateStore.noParent
    for move in moves where registers[Int(compiled.guards[move])] != 0 {
      compiled.movePrograms[move].run(registers: registers, state: state)
      for (mid, source) in compiled.moveMids[move] { registers[Int(mid)] = registers[Int(source)] }
      for (choice, settle) in compiled.settle.enumerated() {
        settle.program.run(registers: registers, state: state)
        guard registers[Int(settle.valid)] != 0 else { continue }
        for word in 0..<compiled.wordCount { next[word] = 0 }
        var outOfDomain: Int?
        for field in settle.fields {
          let value = registers[Int(field.next)]
          if value < field.low || value > field.high {
            outOfDomain = field.variable
            break
          }
          next[field.word] |= UInt64(value - field.low) << field.shift
        }
        if parent != nil { statistics.transitions += 1 }
        if let variable = outOfDomain {
          anyDomainViolation = true
          if let property = domainProperties[variable], domainViolation[property] == nil, let parent {
            domainViolation[property] = (parent, move, choice)
          }
          continue
        }
        let (index, isNew) = store.insert(next, parent: parentLink)
        if parent != nil { graph?.addEdge(to: index) }
        if isNew && store.count >= checker.options.maxStates { statistics.limit = .maxStates }
      }
    }
  }

  func result() -> ExplicitChecker.Result {
    var statistics = self.statistics
    statistics.states = store.count
    statistics.bytes = store.allocatedBytes + (graph?.allocatedBytes ?? 0)
    statistics.bytesPerState = store.count > 0 ? Double(store.allocatedBytes) / Double(store.count) : 0
    let traces = TraceBuilder(system: system, store: store)
    let incompleteReason: String? =
      if let limit = statistics.limit {
        "stopped at the \(limit.rawValue) after \(store.count) states (depth \(statistics.depth)); the rest of the state space was not explored"
      } else if anyDomainViolation {
        "exploration stopped where a parameter left its declared range (see the range property)"
      } else { nil }
    var outcomes: [Outcome] = []
    for (index, property) in system.properties.enumerated() {
      switch property.kind {
      case .invariant:
        if let hit = firstHit[index] {
          outcomes.append(.violated(counterexample: traces.trace(to: hit), stuck: nil))
        } else if let incompleteReason {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(.holds(witness: nil))
        }
      case .reachability:
        if let hit = firstHit[index] {
          outcomes.append(.holds(witness: traces.trace(to: hit)))
        } else if let incompleteReason {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(.violated(counterexample: nil, stuck: nil))
        }
      case .staysInDomain:
        if let bad = domainViolation[index] {
          outcomes.append(
            .violated(counterexample: traces.trace(to: bad.parent, then: bad.move, choice: bad.choice), stuck: nil))
        } else if let incompleteReason, !anyDomainViolation {
          outcomes.append(.unknown(reason: incompleteReason))
        } else {
          outcomes.append(.holds(witness: nil))
        }
      case .noDeadlock:
        if let incompleteReason {
          outcomes.append(.unknown(reason: incompleteReason))
        } else if let graph {
          outcomes.append(DeadlockAnalysis(graph: graph, store: store, compiled: compiled).outcome(traces: traces))
        } else {
          outcomes.append(.unknown(reason: "the state graph was not kept"))
        }
      }
    }
    return ExplicitChecker.Result(
      outcomes: outcomes, statistics: statistics, survey: Array(zip(surveyTrue, surveyFalse)))
  }
}
