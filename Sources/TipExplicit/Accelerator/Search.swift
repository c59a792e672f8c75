import CTipRuntime
import Foundation
import TipExplicitCore
import TipModel
import TipSemantics

/// The accelerator: the parallel search with its memo tables, summaries,
/// word loops and visited-set variants (docs/accelerator.md).
///
/// Level-synchronous: the frontier is cut into chunks; in each chunk,
/// workers take slices (`ChunkSlices`) and expand them into successor
/// buffers (one per owner of partitions of the visited set), then each
/// owner inserts its successors slice by slice, with the next probes
/// prefetched, and the new states take indices in partition order (each
/// owner copies its own partitions' into the store). The partition count is
/// fixed, so the explored order, the statistics and the traces do not
/// depend on the number of threads.
struct AcceleratedEngine: ExplicitEngine {
  let checker: ExplicitChecker
  var system: TransitionSystem { checker.system }

  func run() -> ExplicitChecker.Result {
    if checker.options.keepsStates { return runKeepingStates().result }
    let search = Search(checker: checker)
    search.explore()
    return search.result()
  }

  func runKeepingStates() -> (result: ExplicitChecker.Result, explored: ExploredStates) {
    let search = Search(checker: checker)
    search.explore()
    // The store outlives the search; its visited set and graph do not.
    return ExploredStates.keeping(
      search.store, of: search.result(), system: system, threads: search.threadLimit, runners: Worker.surveyRunners)
  }
}

/// The state of one search.
final class Search: @unchecked Sendable {
  static let partitionBits = 4
  static let chunkSize = 1 << 13
  /// A chunk is shared between threads from this many states per thread
  /// (and the insertion, the copy and the edge resolution from as many
  /// successors, states and edges): 512 on two threads, where a fixed
  /// 2,048 left most levels of a model of 10^4–10^5 states to one thread;
  /// with one owner until then (`owners`), two threads are no slower than
  /// one on a few thousand states. Per thread, so
  /// that on a machine with many cores each still gets a slice worth
  /// waking it for.
  static let sharedStatesPerThread = 256
  /// `sharedStatesPerThread` times the threads.
  let parallelThreshold: Int

  let checker: ExplicitChecker
  let compiled: CompiledSystem
  let flat: FlatPrograms
  let system: TransitionSystem
  let store: StateStore
  let partitions: PerPartition<VisitedSet>
  /// The partitions' shared table once states are addressed by value.
  var direct: DirectMap?
  /// The width of a one-word state narrow enough to be addressed by value.
  let directBits: Int?
  /// The number of states stored when the direct map took over.
  var directMapSince: Int?
  /// The visited set by component codes, once moved to; before, the
  /// candidate learns the codes of the stored states at each chunk
  /// boundary (`Search+CompressedMap.swift`).
  var compressed: CompressedMap?
  var compressionCandidate: CompressedMap?
  var compressionLearned = 0
  var compressedMapSince: Int?
  var compressedMapUntil: Int?
  /// How many times the compressed map's keys outgrew its layout: it
  /// widened, or the search went back to hash tables (for tests; edge
  /// resolution and the duplicate filters' layout read it too).
  var relayouts = 0
  /// The states stored when the compressed map was last laid out (moved
  /// to or widened): the automatic choice widens it only once the store
  /// has doubled since (`Search.codeNewValues`).
  var laidOutAt = 0
  /// States whose key was worked out after the merge, their values coded
  /// then without a widening (for tests).
  var keyedAfterMerge = 0
  /// Successors the workers recorded for insertion, over the search (for
  /// tests: each new state once, on one thread with a direct map and a
  /// `DuplicateFilter`).
  var recordedSuccessors = 0
  /// Whether hash tables mark empty slots with all ones (`VisitedSet`).
  let sentinel: Bool
  /// Per partition: the global index of the state with each ordinal.
  let partitionIndex: [ChunkedArray<UInt32>]
  /// Created as needed: a second worker only once a chunk is big enough to
  /// share (so small models pay nothing for parallelism).
  var workers: [Worker]
  /// Runs the parallel phases.
  private let team: ThreadTeam
  let threadLimit: Int
  /// The owners of the partitions (`Worker.owners`): one until a chunk is
  /// first shared between threads, then `threadLimit`. Which owner inserts
  /// a successor never changes the order of states.
  var owners = 1
  /// The current chunk's slices, and where their successors lie.
  let slices: ChunkSlices
  /// A worker with this many states to compute before its state memo.
  let makeWorker: @Sendable (_ stateMemoWarmup: Int) -> Worker
  var statistics = ExplorationStatistics()
  let clock = ContinuousClock()
  let start: ContinuousClock.Instant
  var lastProgress: ContinuousClock.Instant
  /// Set by a worker that hits the time limit, read by all per state. Its
  /// own allocation: a stable address, and no exclusivity check per read.
  let stopFlag: UnsafeMutablePointer<Int32> = {
    let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    flag.initialize(to: 0)
    return flag
  }()

  /// The merge's buffers, kept from chunk to chunk: allocating and freeing
  /// them per chunk (68 blocks) took two thirds of the search of a model
  /// whose levels hold two states each (a counter to 100,000, 100,000
  /// levels: 438 → 154 ms, 4.4 → 1.5 µs per level).
  let newStates = NewStates(partitions: 1 << Search.partitionBits)
  /// The store's pages faulted in ahead of the next merge's copy.
  let pagesAhead = PagesAhead()
  /// How many new states the last merge brought: the next one's guess.
  var lastNewStates = 0
  var firstHit: [Int?]
  var domainViolation: [Int: (parent: Int, move: Int, choice: Int)] = [:]
  var anyDomainViolation = false
  let graph: StateGraph?

  init(checker: ExplicitChecker) {
    self.checker = checker
    let compiled = checker.compiled
    self.compiled = compiled
    self.flat = FlatPrograms(compiled)
    self.system = checker.system
    self.store = StateStore(wordCount: compiled.wordCount)
    self.start = clock.now
    self.lastProgress = start
    var invariants: [(property: Int, register: Int32)] = []
    var reachability: [(property: Int, register: Int32)] = []
    var domainProperties: [Int: Int] = [:]
    var needsGraph = false
    for (index, property) in system.properties.enumerated() {
      switch property.kind {
      case .invariant: invariants.append((index, compiled.propertyRegisters[index]!))
      case .reachability: reachability.append((index, compiled.propertyRegisters[index]!))
      case .noDeadlock: needsGraph = true
      case .staysInDomain(let variable): domainProperties[variable] = index
      }
    }
    graph = needsGraph ? StateGraph(tipCount: system.model.tips.count) : nil
    let partitionCount = 1 << Self.partitionBits
    var threads = checker.options.threads
    if threads <= 0 { threads = Self.processorCount }
    threads = max(1, min(threads, partitionCount))
    // Read-first tables are mapped shared where another thread runs beside
    // (`tip_allocate_zeroed_lines`).
    let sharedPages = threads > 1
    let words = compiled.wordCount
    // All ones in the first word marks an empty slot when no state's first
    // word can be all ones: its fields leave the top bit unused.
    let firstWordBits = system.layout.fields.compactMap { $0 }.filter { $0.word == 0 }.map { $0.shift + $0.bits }.max() ?? 0
    let sentinel = firstWordBits < 64
    self.sentinel = sentinel
    let choice = checker.options.tuning.visitedSet
    let eagerLimit = needsGraph ? DirectMap.eagerBitsWithOrdinals : DirectMap.eagerBits
    let directLimit = needsGraph ? eagerLimit : DirectMap.maxBits
    if case .hashTables = choice {
      directBits = nil
    } else {
      directBits = words == 1 && firstWordBits <= directLimit ? firstWordBits : nil
    }
    var direct: DirectMap?
    if case .automatic = choice, let bits = directBits, bits <= eagerLimit {
      direct = DirectMap(stateBits: bits, keepOrdinals: needsGraph, sharedPages: sharedPages)
    }
    self.direct = direct
    directMapSince = direct == nil ? nil : 0
    partitions = PerPartition(count: partitionCount) {
      VisitedSet(words: words, keepOrdinals: needsGraph, sentinel: sentinel, direct: direct)
    }
    partitionIndex = (0..<partitionCount).map { _ in ChunkedArray<UInt32>() }
    let flat = self.flat
    threadLimit = threads
    parallelThreshold = Self.sharedStatesPerThread * threads
    team = ThreadTeam(size: threads)
    slices = ChunkSlices(threads: threads, maxOwners: threads, sharing: checker.options.tuning.chunkSharing)
    let (graphNeeded, owners, invariantList, reachabilityList, domains, oneWord, summarizes) =
      (
        needsGraph, threads, invariants, reachability, domainProperties, checker.options.tuning.expandsOneWordStates,
        checker.options.tuning.summarizesStates
      )
    makeWorker = { warmup in
      Worker(
        flat: flat, compiled: compiled, recordGraph: graphNeeded, maxOwners: owners, partitionBits: Self.partitionBits,
        invariants: invariantList, reachability: reachabilityList, domainProperties: domains, stateMemoWarmup: warmup,
        sharedPages: sharedPages, expandsOneWordStates: oneWord, summarizesStates: summarizes)
    }
    workers = [makeWorker(checker.options.tuning.stateMemoWarmup)]
    workers[0].directHash = direct != nil
    compressionCandidate = Self.compressionCandidate(
      choice: choice, graph: needsGraph, direct: direct != nil, system: checker.system, sharedPages: sharedPages)
    firstHit = Array(repeating: nil, count: system.properties.count)
  }

  /// Read once: on Linux, Foundation works it out from sysfs and cgroup
  /// files each time (tens of microseconds, as long as a small search).
  static let processorCount = ProcessInfo.processInfo.activeProcessorCount

  private var seconds: Double {
    (clock.now - start).inSeconds
  }

  deinit {
    stopFlag.deallocate()
    newStates.release()
    for p in partitions.indices { partitions[p].release() }
    partitions.release()
    direct?.release()
  }

  var visitedBytes: Int {
    // A candidate still learning codes counts too (its tables, a few KiB).
    let maps = (direct?.allocatedBytes ?? 0) + ((compressed ?? compressionCandidate)?.allocatedBytes ?? 0)
    return partitions.indices.reduce(maps) {
      $0 + partitions[$1].allocatedBytes
    }
  }

  private var usedBytes: Int {
    store.allocatedBytes + visitedBytes + (graph?.allocatedBytes ?? 0)
      + partitionIndex.reduce(0) { $0 + $1.allocatedBytes } + workers.reduce(0) { $0 + $1.bufferBytes }
      + newStates.allocatedBytes
  }

  func explore() {
    defer {
      statistics.seconds = seconds
      // The helpers are joined here, not whenever the search is released.
      team.stop()
    }
    // The install state: nothing launched yet. Its successors by the launch
    // move are the initial states.
    let install = system.layout.pack(system.installValues)
    let worker = workers[0]
    worker.reset()
    install.withUnsafeBufferPointer { words in
      let state = words.baseAddress!
      worker.runFullStateProgram(state)
      worker.expand(from: nil, state: state, moves: compiled.launchIndex..<(compiled.launchIndex + 1))
    }
    slices.prepare(0..<1, workers: 1, owners: owners, sharing: .halves)
    slices.close(0, by: 0, states: worker.successorCounts.count) { worker.recordParents[$0].count }
    insertAndMerge(workers: 1)
    var levelStart = 0
    var levelEnd = store.count
    while levelStart < levelEnd {
      let atDepthLimit = checker.options.maxDepth.map { statistics.depth >= $0 } ?? false
      var chunkStart = levelStart
      while chunkStart < levelEnd {
        let chunkEnd = min(levelEnd, chunkStart + Self.chunkSize)
        expandChunk(chunkStart..<chunkEnd, atDepthLimit: atDepthLimit)
        if statistics.limit != nil { return }
        chunkStart = chunkEnd
        // Sparse index pages give way to hash tables before the memory limit counts them.
        leaveCompressedMapIfIndicesSparse()
        if checkLimits() { return }
        // The compressed map first: where both could be moved to, its keys
        // are at least 4 bits narrower (a bitmap at least 16× smaller).
        moveToCompressedMapIfSmaller()
        moveToDirectMapIfSmaller()
      }
      levelStart = levelEnd
      levelEnd = store.count
      if levelStart < levelEnd { statistics.depth += 1 }
    }
  }

  /// Expands a chunk of the frontier: the expansion phase in parallel, then
  /// insertion per partition in parallel, then the merge in fixed order.
  private func expandChunk(_ chunk: Range<Int>, atDepthLimit: Bool) {
    // Helpers start with a chunk of `EngineTuning.helpersFromStates`;
    // once they run, every chunk worth sharing is shared.
    let shared =
      chunk.count >= parallelThreshold && (workers.count > 1 || chunk.count >= checker.options.tuning.helpersFromStates)
    if shared {
      while workers.count < threadLimit {
        // With its state memo from the start: the warm-up spares models of a
        // few dozen states the memo's tables, and a chunk worth sharing
        // means the model is not one (a helper warming up as the first
        // worker did, 4,096 states then, ran a quarter of a model of 15,625
        // states through the whole per-state program, and two threads were
        // slower than one on it).
        let worker = makeWorker(0)
        worker.directHash = direct != nil
        worker.coder = compressed?.coder
        worker.dropFound(firstHit)
        workers.append(worker)
      }
      if owners != threadLimit {
        owners = threadLimit
        for worker in workers { worker.setOwners(owners) }
      }
    }
    let active = shared ? workers.count : 1
    // With the state graph, only a compressed map can say which state a
    // visited successor is (by its indices).
    let seen = graph == nil ? compressed?.bitmap ?? direct?.bits : compressed?.bitmap
    let seenIndices = graph == nil ? nil : compressed?.indices?.directory
    let filterLayout = duplicateFilterLayout
    for worker in workers {
      worker.seen = seen
      worker.seenIndices = seenIndices
      worker.useDuplicateFilter(filterLayout)
    }
    slices.prepare(chunk, workers: active, owners: owners, sharing: checker.options.tuning.chunkSharing)
    let slices = self.slices
    let store = self.store
    let workers = self.workers
    let moves = 0..<system.moves.count
    let stopTime = checker.options.stopTime(startingAt: start)
    let stateKeys = compressed?.stateKeys
    pagesAhead.prepare(store: store, keys: stateKeys, expected: atDepthLimit ? 0 : lastNewStates + lastNewStates / 4)
    let pagesAhead = self.pagesAhead
    let expand: @Sendable (Int) -> Void = { (w: Int) in
      let worker = workers[w]
      worker.reset()
      var slice = slices.first(for: w)
      guard slice < slices.count else { return }
      defer { worker.flushMoveFlags() }
      while slice < slices.count {
        for index in slices.states(of: slice) {
          if index & 1023 == 0, let stopTime, ContinuousClock.now > stopTime {
            tip_flag_store(self.stopFlag, 1)
          }
          if tip_flag_load(self.stopFlag) != 0 { return }
          let state = UnsafePointer(store.states.pointer(index))
          worker.visit(index, state)
          if atDepthLimit {
            if worker.hasEnabledMove() { worker.enabledAtDepthLimit = true }
            if worker.recordGraph { worker.successorCounts.append(0) }
            continue
          }
          worker.expand(from: index, state: state, moves: moves, key: stateKeys.map { UInt64($0.pointer(index).pointee) })
        }
        slices.close(slice, by: w, states: worker.successorCounts.count) { worker.recordParents[$0].count }
        slice = slices.next(after: slice, for: w)
      }
      worker.resolveKeyedEdges()
    }
    // A worker out of slices faults in the next merge's pages rather than wait.
    let body: @Sendable (Int) -> Void = { w in
      expand(w)
      if tip_flag_load(self.stopFlag) == 0 { pagesAhead.faultIn() }
    }
    team.run(active, body)
    if stopFlag.pointee != 0 {
      statistics.limit = .timeout
      return
    }
    for worker in workers.prefix(active) {
      for (property, hit) in worker.firstHit.enumerated() {
        if let hit, firstHit[property] == nil || hit < firstHit[property]! { firstHit[property] = hit }
      }
      worker.firstHit = Array(repeating: nil, count: worker.firstHit.count)
    }
    for worker in workers { worker.dropFound(firstHit) }
    for worker in workers.prefix(active) {
      // The first parent in generation order, whichever worker expanded it
      // (a worker keeps its own first; slices interleave between workers,
      // and an earlier chunk's stands).
      for (property, violation) in worker.domainViolation
      where domainViolation[property].map({ violation.parent < $0.parent }) ?? true {
        domainViolation[property] = violation
      }
      worker.domainViolation = [:]
      anyDomainViolation = anyDomainViolation || worker.anyDomainViolation
      statistics.transitions += worker.transitions
      worker.transitions = 0
      if worker.enabledAtDepthLimit { statistics.limit = .maxDepth }
    }
    if let graph {
      slices.forEachGraphRun(workers: active) { w, states in
        let visible = workers[w].visibleMasks
        let awaited = workers[w].awaitedMasks
        assert(states.upperBound * graph.tipWords <= visible.count && states.upperBound * graph.tipWords <= awaited.count)
        graph.appendMasks(
          visible: visible.base + states.lowerBound * graph.tipWords, awaited: awaited.base + states.lowerBound * graph.tipWords,
          states: states.count)
      }
    }
    insertAndMerge(workers: active)
    if statistics.limit == .maxDepth, !atDepthLimit { statistics.limit = nil }
  }

  /// The insertion phase and the merge of new states.
  /// Runs `body` for indices 0..<count: on the team when there are
  /// `amount` items (successors, states, edges) worth sharing, else in turn
  /// on this thread. (A count above one means the workers exist: owners
  /// become more than one only once they are created.)
  private func run(_ count: Int, sharing amount: Int, _ body: @Sendable (Int) -> Void) {
    if count > 1 && amount >= parallelThreshold {
      team.run(count, body)
    } else {
      for index in 0..<count { body(index) }
    }
  }

  private func insertAndMerge(workers active: Int) {
    let partitionCount = partitions.count
    let workers = self.workers
    let partitions = self.partitions
    let words = compiled.wordCount
    // New states found per partition, in insertion order.
    let found = newStates
    found.removeAll()
    let slices = self.slices
    let shift = UInt64(64 - Self.partitionBits)
    let keepOrdinals = graph != nil
    // An owner inserts the successors of its bin, in generation order,
    // hashing each again as it prefetches its slot (a few multiplications,
    // where keeping the hash took 8 bytes per successor).
    let hashed: @Sendable (Int) -> Void = { owner in
      let distance = 16
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: distance) { buffer in
        // The hashes of the next `distance` successors, each in slot i % distance.
        guard let ahead = buffer.baseAddress else { return }
        if keepOrdinals {
          for w in 0..<active {
            let count = workers[w].recordParents[owner].count
            workers[w].recordOrdinals[owner].reserve(count)
            workers[w].recordOrdinals[owner].count = count
          }
        }
        // Slice by slice, in generation order.
        slices.forEachRun(in: owner, workers: active) { w, run in
          let worker = workers[w]
          let count = run.upperBound
          let parents = worker.recordParents[owner].base
          let keys = worker.recordWords[owner].base
          let ordinals = worker.recordOrdinals[owner].base
          for i in run.lowerBound..<min(run.lowerBound + distance, count) {
            let hash = worker.hash(keys + i * words)
            ahead[i & (distance - 1)] = hash
            partitions[Int(truncatingIfNeeded: hash &>> shift)].prefetch(keys + i * words, hash: hash)
          }
          for i in run {
            let hash = ahead[i & (distance - 1)]
            if i + distance < count {
              let next = keys + (i + distance) * words
              let nextHash = worker.hash(next)
              ahead[i & (distance - 1)] = nextHash
              partitions[Int(truncatingIfNeeded: nextHash &>> shift)].prefetch(next, hash: nextHash)
            }
            let p = Int(truncatingIfNeeded: hash &>> shift)
            let key = keys + i * words
            let (isNew, ordinal) = partitions[p].insert(key, hash: hash)
            if keepOrdinals { ordinals[i] = ordinal }
            if isNew { found.append(p, key, words: words, parent: parents[i]) }
          }
        }
      }
    }
    // Whether the owners wrote each successor's ordinal (hash tables), or the
    // new states' indices come from the compressed map after the merge.
    let ordinalsRecorded = compressed == nil
    let insert = compressed.map { compressedInsertion($0, active: active, found: found) } ?? hashed
    // Bins are per owner, whoever runs them.
    let owners = self.owners
    let total = workers.prefix(active).reduce(0) { $0 + $1.successorCount }
    run(owners, sharing: total, insert)
    // Merge in partition order: indices are assigned deterministically.
    // Each partition's new states get a range of the store, written by the
    // partition's owner (whose cache holds them) in parallel.
    var uncoded: [Int] = []
    let firstNew = store.count
    let relayoutsBefore = relayouts
    let indexByOrdinal = graph != nil && ordinalsRecorded
    var starts = [Int](repeating: firstNew, count: partitionCount + 1)
    for p in 0..<partitionCount { starts[p + 1] = starts[p] + found.parents[p].count }
    let newCount = starts[partitionCount] - firstNew
    lastNewStates = newCount
    store.extend(by: newCount)
    // Each new state's key as its insertion knew it (one with a value not
    // coded yet gets its key from `codeNewValues`, below).
    let stateKeys = compressed?.stateKeys
    stateKeys?.extend(by: newCount)
    recordedSuccessors += total
    let store = self.store
    let firstIndices = starts
    let copy: @Sendable (Int) -> Void = { owner in
      for p in stride(from: owner, to: partitionCount, by: owners) {
        let source = found.words[p].base
        let parents = found.parents[p].base
        store.set(firstIndices[p], count: found.parents[p].count, source, parents: parents)
        if let stateKeys {
          let keys = found.keys[p].base
          stateKeys.forEachRun(from: firstIndices[p], count: found.keys[p].count) { target, run in
            for i in run { target[i - run.lowerBound] = UInt32(truncatingIfNeeded: keys[i]) }
          }
        }
      }
    }
    run(owners, sharing: newCount, copy)
    for p in 0..<partitionCount {
      if indexByOrdinal {
        for index in starts[p]..<starts[p + 1] { _ = partitionIndex[p].append(UInt32(index)) }
      }
      for i in 0..<found.uncoded[p].count { uncoded.append(starts[p] + Int(found.uncoded[p][i])) }
    }
    if !uncoded.isEmpty { codeNewValues(of: uncoded) }
    assert(
      compressed.map { map in
        (firstNew..<store.count).allSatisfy {
          UInt64(map.stateKeys.pointer($0).pointee) == map.coder.key(UnsafePointer(store.states.pointer($0)))
        }
      } ?? true, "a new state's stored key is not its key")
    // The new states' indices, by their keys (a widening has just recorded
    // every index, with its new keys).
    if graph != nil, let compressed, relayouts == relayoutsBefore {
      for index in firstNew..<store.count { compressed.setIndex(UInt64(compressed.stateKeys.pointer(index).pointee), index) }
    }
    if let graph {
      // A successor's key, worked out while expanding, still holds unless the map widened since.
      let keyedIndices = relayouts == relayoutsBefore ? compressed?.indices : nil
      let partitionIndex = self.partitionIndex
      // Each worker turns its edge references into state indices: in
      // parallel, as every lookup only reads, except after the map went
      // back to hash tables in this chunk (a lookup there is an insertion
      // that finds the state), which is rare and done in turn.
      let resolve: @Sendable (Int) -> Void = { w in
        let worker = workers[w]
        let count = worker.edgeReferences.count
        worker.edgeTargets.reserve(count)
        worker.edgeTargets.count = count
        let references = worker.edgeReferences.base
        let targets = worker.edgeTargets.base
        // After a widening or the way back in this chunk, the key of a dropped
        // duplicate no longer indexes the map: its edge goes to the recorded
        // successor with the same key (the same state), found by this table.
        var recordedByKey: [UInt64: UInt64]?
        for r in 0..<count {
          var packed = references[r]
          if packed & Worker.resolvedEdge != 0 {
            targets[r] = UInt32(truncatingIfNeeded: packed & ~Worker.resolvedEdge)
            continue
          }
          if packed & Worker.chunkKeyedEdge != 0 {
            let key = packed & (Worker.chunkKeyedEdge &- 1)
            if let keyedIndices {
              // Its first occurrence was inserted in this merge (its key was
              // in no earlier chunk's bitmap), and the keys still hold.
              assert(self.compressed?.bitmap.map { DirectMap.isSet(key, in: $0) } ?? false, "a dropped duplicate not visited")
              targets[r] = keyedIndices[key]
              continue
            }
            if recordedByKey == nil { recordedByKey = Self.recordedByKey(worker) }
            guard let first = recordedByKey?[key] else {
              preconditionFailure("a dropped duplicate whose key this worker never recorded")
            }
            packed = first
            worker.counters.duplicateEdgesByRecordedKey += 1
            if self.compressed == nil { worker.counters.duplicateEdgesAfterWayBack += 1 }
          }
          let (bin, position) = Worker.binAndPosition(packed)
          let state = worker.recordWords[bin].base + position * words
          if ordinalsRecorded {
            let p = Int(truncatingIfNeeded: worker.hash(state) >> shift)
            targets[r] = partitionIndex[p][Int(worker.recordOrdinals[bin].base[position])]
            continue
          }
          let successorKey = worker.recordKeys[bin].base[position]
          if let keyedIndices, successorKey != ComponentCoder.unresolved {
            targets[r] = keyedIndices[successorKey]
          } else {
            targets[r] = UInt32(self.index(of: state))
          }
        }
      }
      let references = workers.prefix(active).reduce(0) { $0 + $1.edgeReferences.count }
      let readOnly = ordinalsRecorded || compressed != nil
      if readOnly {
        run(active, sharing: references, resolve)
      } else {
        for w in 0..<active { resolve(w) }
      }
      // Then, slice by slice in generation order, each slice's edges in one
      // copy from the worker that expanded it, and each state's end among them.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: active) { edgeCursors in
        for w in 0..<active { edgeCursors[w] = 0 }
        slices.forEachGraphRun(workers: active) { w, states in
          let worker = workers[w]
          let first = edgeCursors[w]
          let end = graph.edges.count
          var edges = 0
          for s in states {
            let counted = worker.successorCounts[s]
            edges += Int(counted & ~Worker.selfLoopFlag)
            graph.closeState(end: end + edges, selfLoop: counted & Worker.selfLoopFlag != 0)
          }
          graph.appendEdges(worker.edgeTargets.base + first, count: edges)
          edgeCursors[w] = first + edges
        }
        assert((0..<active).allSatisfy { edgeCursors[$0] == workers[$0].edgeTargets.count }, "edges left in a worker")
      }
    }
    if store.count >= checker.options.maxStates { statistics.limit = .maxStates }
  }

  /// Each key a worker recorded in this chunk, to its first (bin, position)
  /// as an edge reference: for the edges to the duplicates it dropped, in a
  /// chunk whose merge changed the keys.
  static func recordedByKey(_ worker: Worker) -> [UInt64: UInt64] {
    var table: [UInt64: UInt64] = [:]
    for bin in worker.recordKeys.indices {
      let keys = worker.recordKeys[bin].base
      for position in 0..<worker.recordKeys[bin].count where keys[position] != ComponentCoder.unresolved {
        if table[keys[position]] == nil { table[keys[position]] = Worker.edgeReference(bin: bin, position: position) }
      }
    }
    return table
  }

  /// The layout of the visited bitmap, for the workers' `DuplicateFilter`s,
  /// when they are used: over a bitmap of at most `DuplicateFilter.maxBits`
  /// bits, and with the state graph only over a compressed map's keys (an
  /// edge to a dropped duplicate is resolved by its key after the merge).
  private var duplicateFilterLayout: DuplicateFilter.Layout? {
    guard checker.options.tuning.filtersDuplicates, graph == nil || compressed != nil,
      let bits = compressed?.totalBits ?? direct?.stateBits, bits <= DuplicateFilter.maxBits
    else { return nil }
    return DuplicateFilter.Layout(
      bits: bits, directMapSince: directMapSince, compressedMapSince: compressedMapSince,
      compressedMapUntil: compressedMapUntil, relayouts: relayouts)
  }

  /// Replaces the hash tables by a `DirectMap` once they take half its
  /// size: from then on the map is the smaller, and an insertion the
  /// cheaper. Between chunks, so no successor is in flight; where it
  /// happens depends on the state count only, so the order of states stays
  /// the same for any number of threads.
  private func moveToDirectMapIfSmaller() {
    guard direct == nil, compressed == nil, graph == nil, let stateBits = directBits else { return }
    switch checker.options.tuning.visitedSet {
    case .automatic: guard visitedBytes * 2 >= DirectMap.bitmapBytes(stateBits) else { return }
    case .directMapAfter(let states): guard store.count >= states else { return }
    case .hashTables, .compressedMapAfter: return
    }
    // The map comes before the tables go: both must fit.
    guard fitsBudget(adding: DirectMap.bitmapBytes(stateBits)) else { return }
    let map = DirectMap(stateBits: stateBits, keepOrdinals: false, sharedPages: threadLimit > 1)
    for index in 0..<store.count { _ = map.insert(Int(truncatingIfNeeded: store.states.pointer(index)[0])) }
    for p in partitions.indices {
      partitions[p].release()
      partitions[p] = VisitedSet(words: 1, keepOrdinals: false, sentinel: true, direct: map)
    }
    direct = map
    directMapSince = store.count
    for worker in workers { worker.directHash = true }
  }

  /// What `ExplorationStatistics.visitedSet` says.
  private var visitedSetDescription: String {
    func from(_ since: Int?) -> String { since.map { $0 == 0 ? "" : " from state \($0)" } ?? "" }
    if let direct {
      return "direct map of \(direct.stateBits)-bit states\(from(directMapSince))"
    }
    if let compressed {
      return "compressed map of \(compressed.totalBits)-bit keys\(from(compressedMapSince))"
    }
    if let since = compressedMapSince, let until = compressedMapUntil {
      return "hash tables (a compressed map from state \(since) to \(until), when its keys outgrew it)"
    }
    return "hash tables"
  }

  /// Whether `bytes` more, allocated at once (a bitmap, while the tables it
  /// replaces are still held), stay within the memory limit. A move to a
  /// map that does not fit is not made: the search goes on with what it
  /// has and stops cleanly at the limit, instead of an allocation failing
  /// under an address-space limit (`ulimit -v`).
  func fitsBudget(adding bytes: Int) -> Bool {
    usedBytes + bytes <= checker.options.memoryLimit
  }

  /// Ends the run cleanly at a limit.
  private func checkLimits() -> Bool {
    if statistics.limit == nil {
      statistics.limit = checker.options.limitReached(states: store.count, bytes: usedBytes, start: start)
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

  func result() -> ExplicitChecker.Result {
    var statistics = self.statistics
    statistics.states = store.count
    statistics.visitedSet = visitedSetDescription
    statistics.bytes = usedBytes
    let stored = store.allocatedBytes + visitedBytes
    statistics.bytesPerState = store.count > 0 ? Double(stored) / Double(store.count) : 0
    let moves = system.moves.indices
    let movesEnabled = moves.map { move in workers.contains { $0.movesEnabled[move] != 0 } }
    let findings = SearchFindings(
      statistics: statistics, stateCount: store.count, firstHit: firstHit, domainViolation: domainViolation,
      anyDomainViolation: anyDomainViolation)
    let outcomes = findings.outcomes(
      system: system, store: store, graph: graph, compiled: compiled, flat: flat, movesEnabled: movesEnabled,
      options: checker.options, usedBytes: usedBytes)
    return ExplicitChecker.Result(
      outcomes: outcomes, statistics: statistics,
      movesEnabled: movesEnabled,
      movesTaken: moves.map { move in workers.contains { $0.movesTaken[move] != 0 } },
      directMapSince: directMapSince, compressedMapSince: compressedMapSince, compressedMapUntil: compressedMapUntil,
      compressedKeyBits: compressed?.totalBits, compressedRelayouts: relayouts)
  }
}

/// The new states each partition's owner found in one chunk. Each
/// partition's buffers are written by one thread only.
final class NewStates: @unchecked Sendable {
  let words: PerPartition<GrowableBuffer<UInt64>>
  let parents: PerPartition<GrowableBuffer<UInt32>>
  /// With a `CompressedMap`: the positions of the new states with values
  /// not coded yet.
  let uncoded: PerPartition<GrowableBuffer<UInt32>>
  /// With a `CompressedMap`: each new state's key as the insertion knew it
  /// (`ComponentCoder.unresolved` for one not coded yet), for the map's
  /// stored keys and, with the state graph, its indices.
  let keys: PerPartition<GrowableBuffer<UInt64>>

  init(partitions: Int) {
    words = PerPartition(count: partitions) { GrowableBuffer(capacity: 64) }
    parents = PerPartition(count: partitions) { GrowableBuffer(capacity: 64) }
    uncoded = PerPartition(count: partitions) { GrowableBuffer(capacity: 1) }
    keys = PerPartition(count: partitions) { GrowableBuffer(capacity: 1) }
  }

  @inline(__always)
  func append(_ partition: Int, _ key: UnsafePointer<UInt64>, words count: Int, parent: UInt32) {
    words[partition].reserve(count)
    for k in 0..<count { words[partition].append(key[k]) }
    parents[partition].append(parent)
  }

  /// Empties every buffer for the next chunk, keeping their memory.
  func removeAll() {
    for p in words.indices {
      words[p].count = 0
      parents[p].count = 0
      uncoded[p].count = 0
      keys[p].count = 0
    }
  }

  var allocatedBytes: Int {
    words.indices.reduce(0) {
      $0 + words[$1].allocatedBytes + parents[$1].allocatedBytes + uncoded[$1].allocatedBytes
        + keys[$1].allocatedBytes
    }
  }

  func release() {
    for p in words.indices {
      words[p].release()
      parents[p].release()
      uncoded[p].release()
      keys[p].release()
    }
    words.release()
    parents.release()
    uncoded.release()
    keys.release()
  }
}
