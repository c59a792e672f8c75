import CTipRuntime
import TipExplicitCore
import TipSemantics

/// One thread's share of a breadth-first level: it expands a contiguous
/// slice of the frontier, checks properties on it, and records every
/// successor (its words and its parent) in the bin of the thread that owns
/// its partition. The insertion phase reads the bins.
///
/// A worker is used by one thread at a time (the phases are separated by
/// the thread team's barrier, `ThreadTeam`), so its mutable properties skip Swift's
/// dynamic exclusivity checks, which cost a runtime call per access in the
/// innermost loop.
final class Worker: @unchecked Sendable {
  let flat: FlatPrograms
  let compiled: CompiledSystem
  let words: Int
  let registers: UnsafeMutablePointer<Int>
  let next: UnsafeMutablePointer<UInt64>
  let recordGraph: Bool
  /// Moves × choices: the most successors one state can have.
  let maxSuccessors: Int

  /// Successors binned by the owner of their partition (partition p is
  /// owned by p % owners), each bin in generation order: their words and
  /// their parents. The hash is not kept (the owner computes it again, a
  /// few multiplications): a successor takes 4 + 8 × words bytes instead
  /// of 16 + 8 × words, and these bins are most of a small model's memory.
  let recordWords: PerPartition<GrowableBuffer<UInt64>>
  let recordParents: PerPartition<GrowableBuffer<UInt32>>
  /// With the state graph: each recorded successor's ordinal in its
  /// partition, written by the owner when it inserts the successor.
  let recordOrdinals: PerPartition<GrowableBuffer<UInt32>>
  /// With a compressed map: each recorded successor's key, worked out
  /// from its parent's (`ComponentCoder.key(_:parent:parentKey:)`).
  let recordKeys: PerPartition<GrowableBuffer<UInt64>>
  /// The coder of the search's compressed map, if it uses one (set between chunks).
  @exclusivity(unchecked) var coder: ComponentCoder? {
    didSet {
      assignKeyComponents()
      // The bins of keys need room from now on.
      reservedStates = 0
    }
  }
  /// The owners of the partitions in the current chunk (set between
  /// chunks, `setOwners`): one until the search first shares a chunk
  /// between threads, so a search that never does pays no partition hash
  /// and no second bin per successor (a noticeable share of a small
  /// model's search on one thread);
  /// bins are allocated for `maxOwners` from the start.
  @exclusivity(unchecked) private(set) var owners = 1
  let maxOwners: Int
  /// Whether this worker's zeroed tables (its memo tables and duplicate
  /// filter, tested before they are set) are mapped shared: asked for
  /// where other threads run beside it (`tip_allocate_zeroed_lines`).
  let sharedPages: Bool
  /// `binOfPartition[p]` is p % owners: a load instead of a division
  /// (20–40 cycles) per successor.
  let binOfPartition: UnsafeMutablePointer<UInt8>
  /// Entries of `binOfPartition`: the search's partitions.
  let partitionCount: Int
  let partitionShift: UInt64
  /// States are partitioned by their `DirectMap` word, not by their hash
  /// (set by the search, between chunks).
  @exclusivity(unchecked) var directHash = false
  /// The visited bitmap (a direct or compressed map's; with the state
  /// graph, a compressed map's only): read during expansion, when nothing
  /// writes it, to drop a successor already visited in an earlier chunk
  /// before it is recorded (most successors are: 9 of the 10 per state on
  /// 7 counters).
  @exclusivity(unchecked) var seen: UnsafeMutablePointer<UInt64>?
  /// With the state graph and a compressed map: the map's state index per
  /// key whose bit is set in `seen`, so an edge to a state visited in an
  /// earlier chunk is resolved here, without recording the successor.
  @exclusivity(unchecked) var seenIndices: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>?>?
  /// The successors this worker has recorded (`DuplicateFilter`), over
  /// the same values as `seen`, when the search uses one.
  @exclusivity(unchecked) private(set) var filter: UnsafeMutablePointer<UInt64>?
  @exclusivity(unchecked) private var duplicateFilter: DuplicateFilter?

  /// Keeps the filter while the visited bitmap keeps `layout`; else
  /// replaces it by a zeroed one (or none).
  func useDuplicateFilter(_ layout: DuplicateFilter.Layout?) {
    guard duplicateFilter?.layout != layout else { return }
    duplicateFilter?.release()
    duplicateFilter = layout.map { DuplicateFilter(layout: $0, sharedPages: sharedPages) }
    filter = duplicateFilter?.bits
    if filter != nil { counters.filtersMade += 1 }
  }

  /// How often each fast path ran, over the search: tests expect a floor,
  /// so a path that silently stops running fails them.
  @exclusivity(unchecked) var counters = WorkerCounters()
  /// For the state graph: each successor's (bin, position) in generation
  /// order; for a state visited in an earlier chunk, its key with
  /// `keyedEdge` set until `resolveKeyedEdges` makes it its state index
  /// with `resolvedEdge` set; for a duplicate of a successor this worker
  /// recorded earlier in the chunk, its key with `chunkKeyedEdge` set,
  /// resolved after the merge; and the number of successors of each
  /// expanded state (with `selfLoopFlag`).
  @exclusivity(unchecked) var edgeReferences = GrowableBuffer<UInt64>()
  @exclusivity(unchecked) var successorCounts = GrowableBuffer<UInt32>()
  /// The edge references as state indices, after the merge.
  @exclusivity(unchecked) var edgeTargets = GrowableBuffer<UInt32>()
  @exclusivity(unchecked) var visibleMasks = GrowableBuffer<UInt64>()
  @exclusivity(unchecked) var awaitedMasks = GrowableBuffer<UInt64>()

  // Findings on this slice.
  @exclusivity(unchecked) var firstHit: [Int?]
  @exclusivity(unchecked) var domainViolation: [Int: (parent: Int, move: Int, choice: Int)] = [:]
  @exclusivity(unchecked) var anyDomainViolation = false
  @exclusivity(unchecked) var transitions = 0
  @exclusivity(unchecked) var enabledAtDepthLimit = false

  let inputFieldsBase: UnsafeMutablePointer<FlatPrograms.InputField>
  let invariantRegisters: UnsafeMutableBufferPointer<(Int, Int32)>
  let reachabilityRegisters: UnsafeMutableBufferPointer<(Int, Int32)>
  let domainProperties: [Int: Int]
  let tipWords: Int
  let tipCount: Int
  /// Per tip, the registers saying it is visible and awaited, side by
  /// side (`CompiledSystem.visible`, `.awaited`), for the state graph's masks.
  let tipRegisters: UnsafeMutablePointer<Int32>

  init(
    flat: FlatPrograms, compiled: CompiledSystem, recordGraph: Bool, maxOwners owners: Int, partitionBits: Int,
    invariants: [(property: Int, register: Int32)], reachability: [(property: Int, register: Int32)],
    domainProperties: [Int: Int], stateMemoWarmup: Int, sharedPages: Bool, expandsOneWordStates: Bool = true,
    // Off unless asked for: a worker whose registers are read after
    // `runStatePredicates` (the survey, `ExploredStates`) needs them written.
    summarizesStates: Bool = false
  ) {
    self.stateMemoWarmup = stateMemoWarmup
    self.flat = flat
    inputFieldsBase = flat.inputFields.baseAddress.unsafelyUnwrapped
    self.compiled = compiled
    self.words = compiled.wordCount
    self.recordGraph = recordGraph
    registers = compiled.allocateRegisters()
    next = .allocate(capacity: compiled.wordCount)
    maxSuccessors = max(1, flat.moveCount * flat.choiceCount)
    maxOwners = owners
    self.sharedPages = sharedPages
    binOfPartition = .allocate(capacity: 1 << partitionBits)
    binOfPartition.initialize(repeating: 0, count: 1 << partitionBits)
    partitionCount = 1 << partitionBits
    self.partitionShift = UInt64(64 - partitionBits)
    recordWords = PerPartition(count: owners) { GrowableBuffer() }
    recordParents = PerPartition(count: owners) { GrowableBuffer() }
    recordOrdinals = PerPartition(count: owners) { GrowableBuffer(capacity: recordGraph ? 256 : 1) }
    recordKeys = PerPartition(count: owners) { GrowableBuffer(capacity: 1) }
    firstHit = Array(repeating: nil, count: compiled.system.properties.count)
    invariantRegisters = .allocate(capacity: max(1, invariants.count))
    _ = invariantRegisters.initialize(from: invariants.map { ($0.property, $0.register) })
    reachabilityRegisters = .allocate(capacity: max(1, reachability.count))
    _ = reachabilityRegisters.initialize(from: reachability.map { ($0.property, $0.register) })
    self.invariantCount = invariants.count
    self.reachabilityCount = reachability.count
    self.domainProperties = domainProperties
    tipWords = TipMasks.words(tipCount: compiled.visible.count)
    tipCount = compiled.visible.count
    tipRegisters = .allocate(capacity: max(1, 2 * compiled.visible.count))
    for tip in 0..<compiled.visible.count {
      (tipRegisters + 2 * tip).initialize(to: compiled.visible[tip])
      (tipRegisters + 2 * tip + 1).initialize(to: compiled.awaited[tip])
    }
    movesEnabled = .allocate(capacity: max(1, flat.moveCount))
    movesEnabled.initialize(repeating: 0, count: max(1, flat.moveCount))
    movesTaken = .allocate(capacity: max(1, flat.moveCount))
    movesTaken.initialize(repeating: 0, count: max(1, flat.moveCount))
    // Zero means "not known yet"; the pages are only touched when filled.
    guard let table = tip_allocate_zeroed_lines(max(1, flat.memoEntries) * MemoryLayout<UInt64>.stride, sharedPages)
    else {
      fatalError("out of memory for the step memo (\(flat.memoEntries) entries)")
    }
    memo = table.bindMemory(to: UInt64.self, capacity: max(1, flat.memoEntries))
    let oneWord = expandsOneWordStates ? Self.oneWordSteps(flat: flat, words: compiled.wordCount, memo: memo) : nil
    oneWordSteps = oneWord?.steps
    neverOneWord = oneWord?.never ?? 0
    held = .allocate(capacity: oneWordSteps == nil ? 1 : flat.moveCount * compiled.wordCount)
    heldKeys = .allocate(capacity: oneWordSteps == nil ? 1 : flat.moveCount)
    let summary =
      summarizesStates && oneWordSteps != nil
      ? Self.summary(flat: flat, compiled: compiled, invariants: invariants, reachability: reachability, graph: recordGraph)
      : nil
    self.summary = summary
    summaryGroups = Self.summaryGroups(flat, summarized: summary != nil)
    let starts = summary?.constants ?? [UInt64](repeating: 0, count: StateSummary.slots)
    summaryStart = (
      starts[StateSummary.enabledSlot], starts[StateSummary.selfLoopSlot], starts[StateSummary.visibleSlot],
      starts[StateSummary.awaitedSlot]
    )
    laneBounds = .allocate(capacity: 2 * StateSummary.lanes)
    laneBounds.initialize(repeating: 0, count: 2 * StateSummary.lanes)
    for (lane, bounds) in (summary?.laneBounds ?? []).enumerated() {
      laneBounds[2 * lane] = bounds.lowerBound
      laneBounds[2 * lane + 1] = bounds.upperBound
    }
    let bits = summary?.laneBits ?? []
    laneBitCount = bits.count
    laneBits = .allocate(capacity: max(1, bits.count))
    _ = UnsafeMutableBufferPointer(start: laneBits, count: bits.count).initialize(from: bits)
    stateEntries = .allocate(capacity: max(1, flat.stateGroupCount))
    invariantCodes = .allocate(capacity: max(1, invariants.count))
    reachabilityCodes = .allocate(capacity: max(1, reachability.count))
    if let summary {
      _ = invariantCodes.initialize(from: invariants.indices.map { (invariants[$0].property, summary.invariantCodes[$0]) })
      _ = reachabilityCodes.initialize(
        from: reachability.indices.map { (reachability[$0].property, summary.reachabilityCodes[$0]) })
    }
  }

  /// Per move (the launch last): whether its guard held in an expanded
  /// state, and whether it produced a successor within the declared ranges
  /// (coverage).
  let movesEnabled: UnsafeMutablePointer<UInt8>
  let movesTaken: UnsafeMutablePointer<UInt8>

  /// Properties still to check: a property found (violated or reached) in
  /// an earlier chunk is dropped (`dropFound`), since a later state has a
  /// larger index and so never a shorter trace (on 9 groups of 4 with the
  /// default properties, 36 reachability checks per state ended in the
  /// first levels).
  @exclusivity(unchecked) var invariantCount: Int
  @exclusivity(unchecked) var reachabilityCount: Int
  /// Memoized step results: bit 63 = known, bit 62 = no successor (the
  /// choice is invalid), low bits = the changed fields' new values.
  let memo: UnsafeMutablePointer<UInt64>
  static let memoKnown: UInt64 = 1 << 63
  static let memoNone: UInt64 = 1 << 62
  /// Marks an edge reference that is the target's state index.
  static let resolvedEdge: UInt64 = 1 << 63
  /// Marks an edge reference that is the key of a state visited in an
  /// earlier chunk, whose index `resolveKeyedEdges` reads.
  static let keyedEdge: UInt64 = 1 << 62
  /// Marks an edge reference that is the key of a successor this worker
  /// recorded earlier in the same chunk (a duplicate its `DuplicateFilter`
  /// dropped): resolved after the merge, which gives that state its index.
  static let chunkKeyedEdge: UInt64 = 1 << 61

  /// The edge reference of a recorded successor: its bin and its position
  /// there (below bit 40), and back.
  @inline(__always)
  static func edgeReference(bin: Int, position: Int) -> UInt64 { UInt64(bin) << 40 | UInt64(position) }
  @inline(__always)
  static func binAndPosition(_ reference: UInt64) -> (bin: Int, position: Int) {
    (Int(reference >> 40), Int(reference & ((1 << 40) - 1)))
  }
  /// Marks a successor count whose state also has a move back to itself
  /// (not kept as an edge: it never changes what a state can reach).
  static let selfLoopFlag: UInt32 = 1 << 31

  /// Routes successors to `count` owners' bins from the next chunk on.
  func setOwners(_ count: Int) {
    precondition(count >= 1 && count <= maxOwners)
    owners = count
    reservedStates = 0
    for p in 0..<partitionCount { binOfPartition[p] = UInt8(p % count) }
  }

  deinit {
    registers.deallocate()
    next.deallocate()
    binOfPartition.deallocate()
    for bin in recordWords.indices {
      recordWords[bin].release()
      recordParents[bin].release()
      recordOrdinals[bin].release()
      recordKeys[bin].release()
    }
    recordWords.release()
    recordParents.release()
    recordOrdinals.release()
    recordKeys.release()
    edgeReferences.release()
    successorCounts.release()
    edgeTargets.release()
    visibleMasks.release()
    tipRegisters.deallocate()
    awaitedMasks.release()
    invariantRegisters.deallocate()
    reachabilityRegisters.deallocate()
    tip_free_lines(memo)
    oneWordSteps?.deallocate()
    held.deallocate()
    heldKeys.deallocate()
    duplicateFilter?.release()
    if let stateMemo { tip_free_lines(stateMemo) }
    summaryGroups.deallocate()
    stateEntries.deallocate()
    laneBounds.deallocate()
    laneBits.deallocate()
    invariantCodes.deallocate()
    reachabilityCodes.deallocate()
    movesEnabled.deallocate()
    movesTaken.deallocate()
  }

  /// The worker's memo tables, counted whole, though the system commits
  /// their pages only as entries are filled (at most 16 MiB for the step
  /// memo and 8 MiB for the state memo, 48 MiB with its sums beside each
  /// entry): an upper bound, so a memory limit is kept.
  var memoBytes: Int {
    max(1, flat.memoEntries) * MemoryLayout<UInt64>.stride
      + (stateMemo == nil ? 0 : max(1, flat.stateMemoEntries) * stateMemoRowWords * MemoryLayout<UInt64>.stride)
  }

  /// Words per state-memo entry: the entry, and with a summary its sums
  /// beside it, in one row (`StateSummary.rowWords`).
  var stateMemoRowWords: Int { summary == nil ? 1 : StateSummary.rowWords }

  /// What the worker holds besides the search's shared storage: its bins,
  /// edge buffers, filter, and memo tables (`memoBytes`).
  var bufferBytes: Int {
    var total = memoBytes + edgeReferences.allocatedBytes + successorCounts.allocatedBytes + edgeTargets.allocatedBytes
      + visibleMasks.allocatedBytes
      + awaitedMasks.allocatedBytes + (duplicateFilter?.allocatedBytes ?? 0)
    for bin in recordWords.indices {
      total += recordWords[bin].allocatedBytes + recordParents[bin].allocatedBytes + recordOrdinals[bin].allocatedBytes
        + recordKeys[bin].allocatedBytes
    }
    return total
  }

  var successorCount: Int { recordParents.indices.reduce(0) { $0 + recordParents[$1].count } }

  /// The hash that places a state in a partition and a slot: of its
  /// `DirectMap` block once the visited set is a direct map.
  @inline(__always)
  func hash(_ key: UnsafePointer<UInt64>) -> UInt64 {
    directHash ? DirectMap.hash(key[0]) : StateHash.hash(key, words)
  }

  /// Forgets the previous chunk's successors.
  func reset() {
    for bin in recordWords.indices {
      recordWords[bin].count = 0
      recordParents[bin].count = 0
      recordOrdinals[bin].count = 0
      recordKeys[bin].count = 0
    }
    edgeReferences.count = 0
    successorCounts.count = 0
    edgeTargets.count = 0
    visibleMasks.count = 0
    awaitedMasks.count = 0
  }

  /// Whether the whole per-state program has run on the state being
  /// expanded (step programs read its intermediate registers).
  @exclusivity(unchecked) var fullStateReady = false

  /// Runs the whole per-state program.
  @inline(__always)
  func runFullStateProgram(_ state: UnsafePointer<UInt64>) {
    flat.run(flat.stateProgram, registers: registers, state: state)
    fullStateReady = true
    summarized = false
  }

  /// The state memo's tables, once the warm-up is over.
  @exclusivity(unchecked) var stateMemo: UnsafeMutablePointer<UInt64>?

  /// Nil during the warm-up; then the state memo's tables, zeroed.
  @inline(never)
  func allocateStateMemo() -> UnsafeMutablePointer<UInt64>? {
    guard statesVisited >= stateMemoWarmup else { return nil }
    let words = max(1, flat.stateMemoEntries) * stateMemoRowWords
    guard let table = tip_allocate_zeroed_lines(words * MemoryLayout<UInt64>.stride, sharedPages) else {
      fatalError("out of memory for the state memo (\(flat.stateMemoEntries) entries)")
    }
    stateMemo = table.bindMemory(to: UInt64.self, capacity: words)
    return stateMemo
  }

  /// States this worker computes with the whole per-state program before
  /// it turns to the state memo: on a model of a few dozen states, filling
  /// the memo's tables (and faulting in their pages) costs more than it
  /// saves: it doubled or tripled the search time of the seed's specs.
  let stateMemoWarmup: Int
  @exclusivity(unchecked) var statesVisited = 0

  /// Computes what the search reads from the state: by the state memo's
  /// lookups and residual program when there is one (after the warm-up),
  /// else by the whole per-state program.
  @inline(__always)
  func runStatePredicates(_ state: UnsafePointer<UInt64>) {
    let groups = flat.stateGroupCount
    guard groups > 0, let stateMemo = stateMemo ?? allocateStateMemo() else {
      statesVisited &+= 1
      summarized = false
      return runFullStateProgram(state)
    }
    if summary != nil {
      return words == 1 ? summarize(state, rows: stateMemo, twoWords: false) : summarize(state, rows: stateMemo, twoWords: true)
    }
    let members = flat.stateMembers.baseAddress.unsafelyUnwrapped
    for g in 0..<groups {
      let group = flat.stateGroups[g]
      let slot = stateMemo + (group.tableOffset &+ memoIndex(group.inputs, state))
      var entry = slot.pointee
      let first = Int(group.members.start)
      let count = Int(group.members.count)
      if entry == 0 {
        flat.run(group.code, registers: registers, state: state)
        entry = Self.memoKnown
        for j in 0..<count { entry |= UInt64(truncatingIfNeeded: registers[Int(members[first &+ j])] & 1) &<< UInt64(j) }
        slot.pointee = entry
      }
      for j in 0..<count { registers[Int(members[first &+ j])] = Int(truncatingIfNeeded: (entry &>> UInt64(j)) & 1) }
    }
    flat.run(flat.stateResidual, registers: registers, state: state)
    fullStateReady = false
  }

  /// The sums of the state memo's groups, when the one- and two-word loops can do
  /// with them (`StateSummary`); nil otherwise.
  let summary: StateSummary?
  /// Per state-memo group, where its index comes from (`SummaryGroup`).
  let summaryGroups: UnsafeMutablePointer<SummaryGroup>
  /// The sums every summarized state starts from (`StateSummary.constants`).
  let summaryStart: (enabled: UInt64, selfLoops: UInt64, visible: UInt64, awaited: UInt64)
  /// The entries of the state last summarized, one per group.
  let stateEntries: UnsafeMutablePointer<UInt64>
  /// Per lane of the count slot, the bounds within which its root holds,
  /// side by side (`StateSummary.laneBounds`).
  let laneBounds: UnsafeMutablePointer<UInt64>
  /// The bits set from lanes after the sums (`StateSummary.laneBits`).
  let laneBits: UnsafeMutablePointer<StateSummary.LaneBit>
  let laneBitCount: Int
  /// Where each property in `invariantRegisters` and
  /// `reachabilityRegisters` is read in a summarized state
  /// (`StateSummary.memberCode`), in the same order.
  let invariantCodes: UnsafeMutableBufferPointer<(Int, Int32)>
  let reachabilityCodes: UnsafeMutableBufferPointer<(Int, Int32)>
  /// Whether the state being visited was summarized: its registers are not
  /// written until `writeSummarizedRegisters`.
  @exclusivity(unchecked) var summarized = false
  /// The summarized state's sums (`StateSummary`'s slots).
  @exclusivity(unchecked) var summaryEnabled: UInt64 = 0
  @exclusivity(unchecked) var summarySelfLoops: UInt64 = 0
  @exclusivity(unchecked) var summaryCounts: UInt64 = 0
  @exclusivity(unchecked) var summaryVisible: UInt64 = 0
  @exclusivity(unchecked) var summaryAwaited: UInt64 = 0

  /// Drops the properties the search has found, keeping the others' order.
  func dropFound(_ found: [Int?]) {
    func compact(_ list: UnsafeMutableBufferPointer<(Int, Int32)>, _ count: Int) -> Int {
      var kept = 0
      for i in 0..<count where found[list[i].0] == nil {
        list[kept] = list[i]
        kept += 1
      }
      return kept
    }
    if summary != nil {
      _ = compact(invariantCodes, invariantCount)
      _ = compact(reachabilityCodes, reachabilityCount)
    }
    invariantCount = compact(invariantRegisters, invariantCount)
    reachabilityCount = compact(reachabilityRegisters, reachabilityCount)
  }

  /// Runs the per-state program and records what the state says.
  @inline(__always)
  func visit(_ index: Int, _ state: UnsafePointer<UInt64>) {
    runStatePredicates(state)
    if summarized {
      for i in 0..<invariantCount {
        let (property, code) = invariantCodes[i]
        if !summaryValue(code), firstHit[property] == nil { firstHit[property] = index }
      }
      for i in 0..<reachabilityCount {
        let (property, code) = reachabilityCodes[i]
        if summaryValue(code), firstHit[property] == nil { firstHit[property] = index }
      }
      if recordGraph {
        // At most 64 tips: one word each.
        visibleMasks.append(summaryVisible)
        awaitedMasks.append(summaryAwaited)
      }
      return
    }
    for i in 0..<invariantCount {
      let (property, register) = invariantRegisters[i]
      if registers[Int(register)] == 0, firstHit[property] == nil { firstHit[property] = index }
    }
    for i in 0..<reachabilityCount {
      let (property, register) = reachabilityRegisters[i]
      if registers[Int(register)] != 0, firstHit[property] == nil { firstHit[property] = index }
    }
    if recordGraph {
      visibleMasks.reserve(tipWords)
      awaitedMasks.reserve(tipWords)
      // Each word built in registers, without branches (Booleans are 0 or 1), then stored once.
      let tips = tipCount
      for word in 0..<tipWords {
        var visible: UInt64 = 0
        var awaited: UInt64 = 0
        for tip in word &* 64..<min(tips, word &* 64 &+ 64) {
          let bit = UInt64(tip & 63)
          visible |= UInt64(truncatingIfNeeded: registers[Int(tipRegisters[2 &* tip])] & 1) &<< bit
          awaited |= UInt64(truncatingIfNeeded: registers[Int(tipRegisters[2 &* tip &+ 1])] & 1) &<< bit
        }
        visibleMasks.append(visible)
        awaitedMasks.append(awaited)
      }
    }
  }

  /// The moves in `range` whose guard register holds, as a bit set from
  /// the range's start, built without branches: which guards hold changes
  /// from state to state, and a branch per guard was mispredicted about as
  /// often as not. The loops (`expandOneWord`, `expandTwoWords`) and the
  /// general path, in blocks of 64, read the enabled moves through it.
  @inline(__always)
  func enabledMoves(in range: Range<Int>) -> UInt64 {
    var enabled: UInt64 = 0
    for move in range {
      let holds: UInt64 = registers[Int(flat.guards[move])] != 0 ? 1 : 0
      enabled |= holds &<< UInt64(move &- range.lowerBound)
    }
    return enabled
  }

  /// The moves a loop visits: a summarized state's from its sums, which
  /// cover every move a state expands (the caller passes them all), else
  /// from the guard registers.
  @inline(__always)
  func loopEnabledMoves(in moves: Range<Int>, summarized: Bool) -> UInt64 {
    guard summarized else { return enabledMoves(in: moves) }
    assert(moves.count == flat.moveCount - 1, "a summarized state expanded through some of its moves")
    return summaryEnabled
  }

  /// Whether a loop's move is known to lead back to the state: by its
  /// step's self-loop, read from the sums for a summarized state, else
  /// from its register.
  @inline(__always)
  func leadsBack(_ step: UnsafeMutablePointer<OneWordStep>, move: Int, summarized: Bool) -> Bool {
    guard step.pointee.selfLoop >= 0 else { return false }
    return summarized ? summarySelfLoops & (1 &<< UInt64(move)) != 0 : registers[step.pointee.selfLoop] != 0
  }

  /// What a loop (`expandOneWord`, `expandTwoWords`) counts once it knows
  /// it expands the state, before it records the successors: the
  /// transitions (successors and moves back to the state) and the moves
  /// enabled and taken. (Counted after the records, these values stayed
  /// live across them: 1,816 instructions per state on 10 tips, against
  /// 1,776 this way.)
  @inline(__always)
  func countLoopMoves(enabled: UInt64, taken: UInt64, successors: Int, loops: Int) {
    transitions &+= successors &+ loops
    oneWordEnabled |= enabled
    oneWordTaken |= taken
  }

  /// What a loop leaves once it has recorded the successors: with the
  /// state graph, the state's successor count and self-loop mark; and the
  /// count of states the loops expanded.
  @inline(__always)
  func closeLoopExpansion(produced: UInt32, loops: Int) {
    if recordGraph { successorCounts.append(produced | (loops > 0 ? Self.selfLoopFlag : 0)) }
    counters.oneWordExpansions &+= 1
  }

  @inline(__always)
  func hasEnabledMove() -> Bool {
    if summarized { return summaryEnabled != 0 }
    let moves = flat.moveCount - 1
    for move in 0..<moves where registers[Int(flat.guards[move])] != 0 { return true }
    return false
  }

  /// Whether the settle step's state-only registers are computed for the
  /// state being expanded (on first need, `computeSettle`). A property, not
  /// a local captured by a nested function: that local was boxed on the
  /// heap, an allocation and a release per expanded state (6% of a small
  /// model's search).
  @exclusivity(unchecked) var settleReady = false

  @inline(__always)
  func computeSettle(_ state: UnsafePointer<UInt64>) {
    guard !settleReady else { return }
    if !fullStateReady { runFullStateProgram(state) }
    flat.run(flat.settleStateProgram, registers: registers, state: state)
    settleReady = true
  }

  /// What one move's whole-step memo lookup needs in a one- or two-word
  /// state, side by side in one record per move (`expandOneWord`,
  /// `expandTwoWords`).
  struct OneWordStep {
    /// The move's memo table (memo + its offset).
    var table: UnsafeMutablePointer<UInt64>
    /// The index's two runs of bits (the second's mask 0 when there is only one).
    var shiftA: UInt64
    var maskA: UInt64
    var positionA: UInt64
    var shiftB: UInt64
    var maskB: UInt64
    var positionB: UInt64
    var changedMask: UInt64
    /// The per-state register saying the move leads back to the state, or -1.
    var selfLoop: Int
    /// Whether the move's step is memoized whole, from at most two runs.
    var memoized: Bool
    /// With two-word states: the word of each run, and the one word every
    /// field the move changes lies in when its entry holds them in place;
    /// else `packed`, and the entry holds them packed (`Worker.unpack`).
    /// All 0 and false with one-word states. (Here, in `memoized`'s
    /// padding: the record's size stays as it was.)
    var wordA: UInt8 = 0
    var wordB: UInt8 = 0
    var changedWord: UInt8 = 0
    var packed = false
    /// With a compressed map: the one component that holds every field the
    /// move changes, in at most two parts of its word, or -1; and its
    /// parts (the second's mask 0 when there is one). A successor's key is
    /// then its parent's with that component's code replaced
    /// (`ComponentCoder.key(replacing:raw:in:)`), without finding the
    /// changed components bit by bit. Set with the coder.
    var keyComponent = -1
    var keyShiftA: UInt64 = 0
    var keyMaskA: UInt64 = 0
    var keyPositionA: UInt64 = 0
    var keyShiftB: UInt64 = 0
    var keyMaskB: UInt64 = 0
    var keyPositionB: UInt64 = 0
  }

  /// Each one-word step's component (`OneWordStep.keyComponent`) under
  /// the current coder; the components, unlike their places in the key,
  /// never change, so a widening leaves them as they are.
  private func assignKeyComponents() {
    guard let oneWordSteps else { return }
    for move in 0..<flat.moveCount {
      let step = oneWordSteps + move
      let found =
        step.pointee.packed ? nil : coder?.component(holding: step.pointee.changedMask, word: Int(step.pointee.changedWord))
      let a = found?.parts.first
      let b = found.flatMap { $0.parts.count > 1 ? $0.parts[1] : nil }
      step.pointee.keyComponent = found?.component ?? -1
      step.pointee.keyShiftA = a?.shift ?? 0
      step.pointee.keyMaskA = a?.mask ?? 0
      step.pointee.keyPositionA = a?.position ?? 0
      step.pointee.keyShiftB = b?.shift ?? 0
      step.pointee.keyMaskB = b?.mask ?? 0
      step.pointee.keyPositionB = b?.position ?? 0
    }
  }

  /// A key no state has (keys have at most 32 bits; `unresolved` is all
  /// ones): `record` works the successor's key out.
  static let keyNotKnown = UInt64.max - 1

  /// Per move, for models of one- and two-word states and one settle
  /// choice; nil for the others.
  let oneWordSteps: UnsafeMutablePointer<OneWordStep>?
  /// The moves that always need the general path (neither memoized whole
  /// nor ever known to lead back to the state): a state with one enabled
  /// goes there at once.
  let neverOneWord: UInt64
  /// A state's successors (each of `words` words), held by `expandOneWord`
  /// or `expandTwoWords` until it knows it can generate them all, and
  /// their keys (or `keyNotKnown`).
  let held: UnsafeMutablePointer<UInt64>
  let heldKeys: UnsafeMutablePointer<UInt64>

  /// The records, and the moves that never take the loop (`neverOneWord`).
  static func oneWordSteps(
    flat: FlatPrograms, words: Int, memo: UnsafeMutablePointer<UInt64>
  ) -> (steps: UnsafeMutablePointer<OneWordStep>, never: UInt64)? {
    // The moves a state expands leave out the launch, the last: at most 64.
    guard words <= 2, flat.choiceCount == 1, flat.moveCount <= 65 else { return nil }
    let steps = UnsafeMutablePointer<OneWordStep>.allocate(capacity: flat.moveCount)
    var never: UInt64 = 0
    for move in 0..<flat.moveCount {
      let step = flat.steps[move]
      let inputs = (0..<Int(step.inputs.count)).map { flat.inputFields[Int(step.inputs.start) + $0] }
      // A two-word record names each run's word; a one-word state has only word 0.
      let inputsFit = words == 2 || inputs.allSatisfy { $0.word == 0 }
      let memoized = step.memoized && step.clusters.count == 0 && inputs.count <= 2 && inputsFit
      let a = inputs.first
      let b = inputs.count > 1 ? inputs[1] : nil
      (steps + move).initialize(to: OneWordStep(
        table: memo + (memoized ? step.tableOffset : 0), shiftA: a?.shift ?? 0, maskA: a?.mask ?? 0,
        positionA: a?.position ?? 0, shiftB: b?.shift ?? 0, maskB: b?.mask ?? 0, positionB: b?.position ?? 0,
        changedMask: step.changedMask, selfLoop: Int(step.selfLoop), memoized: memoized,
        wordA: UInt8(a?.word ?? 0), wordB: UInt8(b?.word ?? 0),
        changedWord: UInt8(words == 1 || step.inPlaceWord < 0 ? 0 : Int(step.inPlaceWord)),
        packed: words == 2 && step.inPlaceWord < 0))
      // The launch (the last move) is never expanded from a state.
      if move < flat.moveCount - 1, !memoized, step.selfLoop < 0 { never |= 1 << UInt64(move) }
    }
    return (steps, never)
  }

  /// `expand` for a one-word state whose enabled moves are all memoized
  /// whole or known to lead back to the state, with every lookup a hit:
  /// one record per move instead of the step's description, its input
  /// fields and their word, and few live values, so the loop keeps them in
  /// registers. Returns false, having recorded nothing and counted nothing,
  /// when some move needs `expand`'s general path (a miss, a value out of
  /// its domain, a step looked up by groups of fields). The moves enabled
  /// and taken go into `oneWordEnabled` and `oneWordTaken`, bit sets kept
  /// until `flushMoveFlags` (a byte store per move was 5% of 6 counters'
  /// search).
  @inline(__always)
  func expandOneWord(
    state: UnsafePointer<UInt64>, moves: Range<Int>, steps: UnsafeMutablePointer<OneWordStep>, parentLink: UInt32,
    coder: ComponentCoder?, parentKey: UInt64
  ) -> Bool {
    assert(moves.lowerBound == 0 && moves.count <= 64)
    let current = state[0]
    let summarized = self.summarized
    var enabled = loopEnabledMoves(in: moves, summarized: summarized)
    if enabled & neverOneWord != 0 { return false }
    let keysByComponent = coder != nil && parentKey != ComponentCoder.unresolved
    let allEnabled = enabled
    var taken: UInt64 = 0
    var count = 0
    var loops = 0
    while enabled != 0 {
      let move = enabled.trailingZeroBitCount
      enabled &= enabled &- 1
      let step = steps + move
      if leadsBack(step, move: move, summarized: summarized) {
        taken |= 1 &<< UInt64(move)
        loops &+= 1
        continue
      }
      guard step.pointee.memoized else { return false }
      let index =
        ((current &>> step.pointee.shiftA) & step.pointee.maskA) &<< step.pointee.positionA
        | ((current &>> step.pointee.shiftB) & step.pointee.maskB) &<< step.pointee.positionB
      let entry = step.pointee.table[Int(truncatingIfNeeded: index)]
      if entry & Self.memoKnown == 0 { return false }
      if entry & Self.memoNone != 0 { continue }
      // Already set by the general path that filled this entry; set anyway,
      // so that the two paths say the same without relying on it.
      taken |= 1 &<< UInt64(move)
      let next = (current & ~step.pointee.changedMask) | (entry & step.pointee.changedMask)
      if next == current {
        loops &+= 1
        continue
      }
      held[count] = next
      heldKeys[count] =
        keysByComponent && step.pointee.keyComponent >= 0
        ? coder.unsafelyUnwrapped.key(
          replacing: step.pointee.keyComponent,
          raw: ((next &>> step.pointee.keyShiftA) & step.pointee.keyMaskA) &<< step.pointee.keyPositionA
            | ((next &>> step.pointee.keyShiftB) & step.pointee.keyMaskB) &<< step.pointee.keyPositionB,
          in: parentKey)
        : Self.keyNotKnown
      count &+= 1
    }
    countLoopMoves(enabled: allEnabled, taken: taken, successors: count, loops: loops)
    var produced: UInt32 = 0
    // Each through a one-word buffer of its own: passing `held + i` was
    // 2–4% slower on 10 tips and 6 counters (measured; likely the aliasing
    // the compiler must assume between `held` and the bins `record` writes).
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1) { buffer in
      let next = buffer.baseAddress.unsafelyUnwrapped
      for i in 0..<count {
        next.pointee = held[i]
        record(
          next, parentLink: parentLink, produced: &produced, parent: state, coder: coder, parentKey: parentKey,
          knownKey: heldKeys[i])
      }
    }
    closeLoopExpansion(produced: produced, loops: loops)
    return true
  }

  /// The moves `expandOneWord` found enabled and took since the last
  /// `flushMoveFlags`.
  @exclusivity(unchecked) var oneWordEnabled: UInt64 = 0
  @exclusivity(unchecked) var oneWordTaken: UInt64 = 0

  /// Writes the moves `expandOneWord` found enabled and took into
  /// `movesEnabled` and `movesTaken`: at the end of the worker's part of
  /// each chunk, before anyone reads them.
  func flushMoveFlags() {
    var enabled = oneWordEnabled
    while enabled != 0 {
      movesEnabled[enabled.trailingZeroBitCount] = 1
      enabled &= enabled &- 1
    }
    var taken = oneWordTaken
    while taken != 0 {
      movesTaken[taken.trailingZeroBitCount] = 1
      taken &= taken &- 1
    }
    oneWordEnabled = 0
    oneWordTaken = 0
  }

  /// States `expand` may still record successors of before it reserves room
  /// again (`reserveRoom`): checking every bin's room per state, with
  /// overflow checks, cost 6 groups of 4 about 5% of its search's
  /// instructions (1,591 per state against 1,516).
  @exclusivity(unchecked) var reservedStates = 0

  /// Room in every bin (and, with the graph, for the edges) for the
  /// successors of a batch of states: about 1,024 successors, each state
  /// counted at its most (`maxSuccessors`). Bins keep their capacity from
  /// chunk to chunk, so a reset leaves the room.
  @inline(never)
  func reserveRoom() {
    let batch = max(1, 1_024 / maxSuccessors)
    let room = batch * maxSuccessors
    for bin in 0..<owners {
      recordParents[bin].reserve(room)
      recordWords[bin].reserve(room * words)
      if coder != nil { recordKeys[bin].reserve(room) }
    }
    if recordGraph { edgeReferences.reserve(room) }
    reservedStates = batch
  }

  /// Generates the successors of `state` (whose per-state program has just
  /// run) through `moves`. With a compressed map, `key` is the state's key
  /// (`CompressedMap.stateKeys`), worked out here when not given.
  @inline(__always)
  func expand(from parent: Int?, state: UnsafePointer<UInt64>, moves: Range<Int>, key: UInt64? = nil) {
    let parentLink = parent.map { UInt32($0) } ?? StateStore.noParent
    let choices = flat.choiceCount
    // Room for every successor in every bin, so the loops below only bump
    // pointers: reserved for a batch of states at a time.
    if reservedStates == 0 { reserveRoom() }
    reservedStates &-= 1
    let coder = self.coder
    let parentKey = coder.map { coder in key ?? coder.key(state) } ?? 0
    assert(coder == nil || key == nil || key == coder?.key(state), "a stored key that is not its state's")
    if parent != nil, let oneWordSteps,
      words == 1
        ? expandOneWord(
          state: state, moves: moves, steps: oneWordSteps, parentLink: parentLink, coder: coder, parentKey: parentKey)
        : expandTwoWords(
          state: state, moves: moves, steps: oneWordSteps, parentLink: parentLink, coder: coder, parentKey: parentKey)
    {
      return
    }
    // The general path reads registers.
    if summarized { writeSummarizedRegisters(state) }
    var produced: UInt32 = 0
    var transitions = 0
    defer { self.transitions += transitions }
    // A step back to the state itself is counted, not recorded; with the
    // state graph, the state notes that it has one.
    let skipSelfLoops = parent != nil
    var hasSelfLoop = false
    settleReady = false
    // The enabled moves as a bit set (`enabledMoves`), visited bit by bit.
    var blockStart = moves.lowerBound
    while blockStart < moves.upperBound {
      let blockEnd = min(blockStart &+ 64, moves.upperBound)
      var enabled = enabledMoves(in: blockStart..<blockEnd)
      let base = blockStart
      blockStart = blockEnd
      while enabled != 0 {
        let move = base &+ enabled.trailingZeroBitCount
        enabled &= enabled &- 1
        movesEnabled[move] = 1
        for choice in 0..<choices {
          // A pointer, not a copy of the step's description.
          let step = flat.steps.baseAddress.unsafelyUnwrapped + (move &* choices &+ choice)
          // A step known (per state) to lead back to the state: a self-loop,
          // taken and counted but not recorded, without looking anything up.
          if skipSelfLoops, step.pointee.selfLoop >= 0, registers[Int(step.pointee.selfLoop)] != 0 {
            movesTaken[move] = 1
            transitions += 1
            hasSelfLoop = true
            continue
          }
          // Whether the step program has run for this successor (a memo miss runs it).
          var ranStep = false
          if step.pointee.clusters.count > 0 {
            // Each group of fields is a function of a few state bits: look each up.
            for w in 0..<words { next[w] = state[w] }
            var known = true
            var invalid = false
            for c in 0..<Int(step.pointee.clusters.count) {
              let cluster = flat.clusters[Int(step.pointee.clusters.start) &+ c]
              let slot = memo + (cluster.tableOffset &+ memoIndex(cluster.inputs, state))
              var entry = slot.pointee
              if entry & Self.memoKnown == 0 {
                if !ranStep {
                  computeSettle(state)
                  flat.run(step.pointee.code, registers: registers, state: state)
                  ranStep = true
                }
                // A group holding the step's validity says when the choice is invalid.
                entry = memoEntry(
                  valid: cluster.hasValid ? step.pointee.valid : -1, flat.clusterFields.baseAddress.unsafelyUnwrapped,
                  cluster.fields)
                if entry == 0 {
                  known = false
                  break
                }
                slot.pointee = entry
              }
              if entry & Self.memoNone != 0 {
                invalid = true
                break
              }
              if cluster.inPlaceWord >= 0 {
                let w = Int(cluster.inPlaceWord)
                next[w] = (next[w] & ~cluster.inPlaceMask) | (entry & cluster.inPlaceMask)
              } else {
                unpack(entry, flat.clusterFields.baseAddress.unsafelyUnwrapped, cluster.fields)
              }
            }
            if invalid { continue }
            if known {
              movesTaken[move] = 1
              if parent != nil { transitions += 1 }
              if skipSelfLoops && isSame(next, state) {
                hasSelfLoop = true
                continue
              }
              record(next, parentLink: parentLink, produced: &produced, parent: state, coder: coder, parentKey: parentKey)
              continue
            }
            // A value out of its domain: computed below, with the domain check.
          }
          if step.pointee.memoized {
            // The step is a function of a few state bits: look it up.
            let slot = memo + (step.pointee.tableOffset &+ memoIndex(step.pointee.inputs, state))
            var entry = slot.pointee
            if entry & Self.memoKnown == 0 {
              computeSettle(state)
              flat.run(step.pointee.code, registers: registers, state: state)
              entry = memoEntry(valid: step.pointee.valid, flat.fields.baseAddress.unsafelyUnwrapped, step.pointee.fields)
              slot.pointee = entry
            }
            if entry & Self.memoNone != 0 { continue }
            if entry & Self.memoKnown != 0 {
              movesTaken[move] = 1
              if words == 1 {
                next[0] = (state[0] & ~step.pointee.changedMask) | (entry & step.pointee.changedMask)
                if parent != nil { transitions += 1 }
                if skipSelfLoops && next[0] == state[0] {
                  hasSelfLoop = true
                  continue
                }
              } else {
                for w in 0..<words { next[w] = state[w] }
                if step.pointee.inPlaceWord >= 0 {
                  // The changed fields share a word, at their own positions in the entry.
                  let w = Int(step.pointee.inPlaceWord)
                  next[w] = (state[w] & ~step.pointee.changedMask) | (entry & step.pointee.changedMask)
                } else {
                  // The changed fields are packed in the entry: unpack them into the copy.
                  unpack(entry, flat.fields.baseAddress.unsafelyUnwrapped, step.pointee.fields)
                }
                if parent != nil { transitions += 1 }
                if skipSelfLoops && isSame(next, state) {
                  hasSelfLoop = true
                  continue
                }
              }
              record(next, parentLink: parentLink, produced: &produced, parent: state, coder: coder, parentKey: parentKey)
              continue
            }
            // Not memoizable for this index (a value out of its domain): compute.
          }
          if !ranStep {
            computeSettle(state)
            flat.run(step.pointee.code, registers: registers, state: state)
          }
          if step.pointee.valid >= 0, registers[Int(step.pointee.valid)] == 0 { continue }
          for w in 0..<words { next[w] = state[w] }
          let outOfDomain = flat.writeFields(of: step.pointee, registers: registers, into: next)
          if parent != nil { transitions += 1 }
          if outOfDomain >= 0 {
            anyDomainViolation = true
            if let property = domainProperties[outOfDomain], let parent {
              if let known = domainViolation[property], known.parent <= parent {} else {
                domainViolation[property] = (parent, move, choice)
              }
            }
            continue
          }
          movesTaken[move] = 1
          // A step back to the state itself needs no lookup.
          if skipSelfLoops && isSame(next, state) {
            hasSelfLoop = true
            continue
          }
          record(next, parentLink: parentLink, produced: &produced, parent: state, coder: coder, parentKey: parentKey)
        }
      }
    }
    if recordGraph && parent != nil { successorCounts.append(produced | (hasSelfLoop ? Self.selfLoopFlag : 0)) }
  }

  /// Turns the keyed edge references of this worker's slices into state
  /// indices, after its expansion (the indices of earlier chunks' states
  /// do not change during the phase). One pass with each index prefetched
  /// 16 edges ahead: read where each edge was found, the index was a cache
  /// miss per edge (12 MB of index pages on 12 independent tips, past the caches), one at a time.
  /// (The directory is small and read often: it stays in cache.)
  func resolveKeyedEdges() {
    guard let directory = seenIndices else { return }
    let references = edgeReferences.base
    let count = edgeReferences.count
    let distance = 16
    let keyMask = Self.keyedEdge &- 1
    for i in 0..<count {
      if i &+ distance < count {
        let ahead = references[i &+ distance]
        if ahead & Self.keyedEdge != 0 { tip_prefetch(PagedIndices.entry(directory, ahead & keyMask)) }
      }
      let reference = references[i]
      if reference & Self.keyedEdge != 0 {
        references[i] = Self.resolvedEdge | UInt64(PagedIndices.entry(directory, reference & keyMask).pointee)
      }
    }
  }

  /// A memo table's index: the input fields' bits, gathered.
  @inline(__always)
  func memoIndex(_ inputs: FlatPrograms.Range, _ state: UnsafePointer<UInt64>) -> Int {
    let fields = inputFieldsBase + Int(inputs.start)
    if inputs.count == 2 {
      let a = fields[0]
      let b = fields[1]
      return Int(truncatingIfNeeded: (((state[a.word] &>> a.shift) & a.mask) &<< a.position)
        | (((state[b.word] &>> b.shift) & b.mask) &<< b.position))
    }
    var index = 0
    for i in 0..<Int(inputs.count) {
      let input = fields[i]
      // Masking shifts (&>>, &<<): Swift's plain shifts branch on the amount.
      index |= Int(truncatingIfNeeded: ((state[input.word] &>> input.shift) & input.mask) &<< input.position)
    }
    return index
  }

  /// Writes the fields packed in a memo entry into `next`.
  @inline(__always)
  func unpack(_ entry: UInt64, _ fields: UnsafePointer<CompiledSystem.Field>, _ range: FlatPrograms.Range) {
    for f in 0..<Int(range.count) {
      let field = fields[Int(range.start) &+ f]
      next[field.word] =
        (next[field.word] & ~(field.mask &<< field.shift)) | (((entry &>> field.packedShift) & field.mask) &<< field.shift)
    }
  }

  @inline(__always)
  func isSame(_ a: UnsafePointer<UInt64>, _ b: UnsafePointer<UInt64>) -> Bool {
    for w in 0..<words where a[w] != b[w] { return false }
    return true
  }

  /// Appends a successor to its owner's bin (room was reserved), unless it
  /// is known visited.
  @inline(__always)
  func record(
    _ next: UnsafePointer<UInt64>, parentLink: UInt32, produced: inout UInt32, parent: UnsafePointer<UInt64>,
    coder: ComponentCoder?, parentKey: UInt64, knownKey: UInt64 = Worker.keyNotKnown
  ) {
    /// The bin of the partition a hash picks (no hashing with one owner).
    @inline(__always) func binOf(_ hash: @autoclosure () -> UInt64) -> Int {
      owners == 1 ? 0 : Int(binOfPartition[Int(truncatingIfNeeded: hash() &>> partitionShift)])
    }
    let bin: Int
    let position: Int
    if let coder {
      let key = knownKey != Self.keyNotKnown ? knownKey : coder.key(next, parent: parent, parentKey: parentKey)
      assert(key == coder.key(next), "a successor's key, against the whole computation")
      if key != ComponentCoder.unresolved, let seen, DirectMap.isSet(key, in: seen) {
        if seenIndices != nil, parentLink != StateStore.noParent {
          edgeReferences.base[edgeReferences.count] = Self.keyedEdge | key
          edgeReferences.count += 1
          produced += 1
        }
        return
      }
      // Recorded already in this worker's slices: not the first occurrence.
      // With the state graph, its edge is resolved after the merge.
      if key != ComponentCoder.unresolved, let filter, !DirectMap.testAndSet(key, in: filter) {
        if recordGraph, parentLink != StateStore.noParent {
          edgeReferences.base[edgeReferences.count] = Self.chunkKeyedEdge | key
          edgeReferences.count += 1
          produced += 1
          counters.chunkKeyedEdges &+= 1
        }
        return
      }
      bin = binOf(CompressedMap.partitionHash(key: key, state: next, words: words))
      position = recordParents[bin].count
      recordKeys[bin].base[position] = key
      recordKeys[bin].count = position + 1
    } else {
      if directHash, let seen {
        if DirectMap.isSet(next[0], in: seen) { return }
        if let filter, !DirectMap.testAndSet(next[0], in: filter) { return }
      }
      bin = binOf(hash(next))
      position = recordParents[bin].count
    }
    recordParents[bin].base[position] = parentLink
    recordParents[bin].count = position + 1
    let wordBase = recordWords[bin].base + position * words
    for w in 0..<words { wordBase[w] = next[w] }
    recordWords[bin].count += words
    if recordGraph && parentLink != StateStore.noParent {
      edgeReferences.base[edgeReferences.count] = Self.edgeReference(bin: bin, position: position)
      edgeReferences.count += 1
      produced += 1
    }
  }

  /// A memo entry from the step program's registers (it has just run, the
  /// per-state registers are live): known-none when `valid` (a register, or
  /// -1) says the choice is invalid, else known with the fields' values
  /// packed, or unknown (0) when a value leaves its domain (then always
  /// computed).
  @inline(never)
  func memoEntry(
    valid: Int32, _ fields: UnsafePointer<CompiledSystem.Field>, _ range: FlatPrograms.Range
  ) -> UInt64 {
    if valid >= 0, registers[Int(valid)] == 0 { return Self.memoKnown | Self.memoNone }
    var value: UInt64 = 0
    for f in 0..<Int(range.count) {
      let field = fields[Int(range.start) &+ f]
      let next = registers[Int(field.next)]
      if next < field.low || next > field.high { return 0 }
      value |= UInt64(truncatingIfNeeded: next &- field.low) &<< field.packedShift
    }
    return Self.memoKnown | value
  }
}
