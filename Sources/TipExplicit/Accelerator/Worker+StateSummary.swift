import TipExplicitCore
import TipSemantics

/// The worker's side of `StateSummary`: a state visited by its groups'
/// sums, and its registers written from its entries when a path needs
/// them.
extension Worker {
  /// Per state-memo group, where its index comes from: at most two runs,
  /// each within one of the state's (at most two) words, gathered without
  /// a loop, or the general gather (`memoIndex`) for a group of more.
  struct SummaryGroup {
    var tableOffset: Int
    var shiftA: UInt64
    var maskA: UInt64
    var positionA: UInt64
    var shiftB: UInt64
    var maskB: UInt64
    var positionB: UInt64
    var general: Bool
    /// The words runs A and B lie in (0 or 1).
    var wordA: UInt8
    var wordB: UInt8
  }

  /// The summary of what the one- and two-word loops read, nil when some value
  /// cannot be summed (`StateSummary.init`).
  static func summary(
    flat: FlatPrograms, compiled: CompiledSystem, invariants: [(property: Int, register: Int32)],
    reachability: [(property: Int, register: Int32)], graph: Bool
  ) -> StateSummary? {
    // The moves a state expands: all but the launch, the last.
    let expandable = 0..<max(0, flat.moveCount - 1)
    return StateSummary(
      flat: flat, constants: compiled.constants, guards: expandable.map { flat.guards[$0] },
      selfLoops: expandable.map { flat.steps[$0].selfLoop }, invariants: invariants.map(\.register),
      reachability: reachability.map(\.register),
      tips: graph ? (0..<compiled.visible.count).map { (compiled.visible[$0], compiled.awaited[$0]) } : nil)
  }

  /// Each group's index runs (`SummaryGroup`); none without a summary.
  static func summaryGroups(_ flat: FlatPrograms, summarized: Bool) -> UnsafeMutablePointer<SummaryGroup> {
    let count = summarized ? flat.stateGroupCount : 0
    let groups = UnsafeMutablePointer<SummaryGroup>.allocate(capacity: max(1, count))
    for g in 0..<count {
      let inputs = flat.stateGroups[g].inputs
      let runs = (0..<Int(inputs.count)).map { flat.inputFields[Int(inputs.start) + $0] }
      let a = runs.first
      let b = runs.count > 1 ? runs[1] : nil
      (groups + g).initialize(
        to: SummaryGroup(
          tableOffset: flat.stateGroups[g].tableOffset, shiftA: a?.shift ?? 0, maskA: a?.mask ?? 0,
          positionA: a?.position ?? 0, shiftB: b?.shift ?? 0, maskB: b?.mask ?? 0, positionB: b?.position ?? 0,
          general: runs.count > 2 || runs.contains { $0.word > 1 }, wordA: UInt8(clamping: a?.word ?? 0),
          wordB: UInt8(clamping: b?.word ?? 0)))
    }
    return groups
  }

  /// `runStatePredicates` by sums: a lookup per group, its entry kept and
  /// its sums added; no register written. `twoWords`, a constant at each
  /// call, keeps the one-word states' code as it was (their runs all lie
  /// in word 0).
  @inline(__always)
  func summarize(_ state: UnsafePointer<UInt64>, rows: UnsafeMutablePointer<UInt64>, twoWords: Bool) {
    let first = state[0]
    let second = twoWords ? state[1] : 0
    var enabled = summaryStart.enabled
    var selfLoops = summaryStart.selfLoops
    var counts: UInt64 = 0
    var visible = summaryStart.visible
    var awaited = summaryStart.awaited
    for g in 0..<flat.stateGroupCount {
      let group = summaryGroups + g
      let index =
        group.pointee.general
        ? group.pointee.tableOffset &+ memoIndex(flat.stateGroups[g].inputs, state)
        : group.pointee.tableOffset
          &+ Int(
            truncatingIfNeeded: (((twoWords && group.pointee.wordA != 0 ? second : first) &>> group.pointee.shiftA)
              & group.pointee.maskA) &<< group.pointee.positionA
              | (((twoWords && group.pointee.wordB != 0 ? second : first) &>> group.pointee.shiftB)
                & group.pointee.maskB) &<< group.pointee.positionB)
      let row = rows + index &* StateSummary.rowWords
      var entry = row[0]
      if entry == 0 { entry = fillSummarized(g, row: row, state: state) }
      stateEntries[g] = entry
      enabled &+= row[1 &+ StateSummary.enabledSlot]
      selfLoops &+= row[1 &+ StateSummary.selfLoopSlot]
      counts &+= row[1 &+ StateSummary.countSlot]
      visible &+= row[1 &+ StateSummary.visibleSlot]
      awaited &+= row[1 &+ StateSummary.awaitedSlot]
    }
    for i in 0..<laneBitCount {
      let bit = laneBits[i]
      guard laneHolds(bit.lane, counts) else { continue }
      switch bit.slot {
      case StateSummary.enabledSlot: enabled |= bit.weight
      case StateSummary.selfLoopSlot: selfLoops |= bit.weight
      case StateSummary.visibleSlot: visible |= bit.weight
      default: awaited |= bit.weight
      }
    }
    summaryEnabled = enabled
    summarySelfLoops = selfLoops
    summaryCounts = counts
    summaryVisible = visible
    summaryAwaited = awaited
    summarized = true
    counters.summarizedStates &+= 1
    fullStateReady = false
  }

  /// A group's entry and sums on a miss: its program run, its members
  /// read into the entry, the sums worked out from the entry's bits and
  /// written to its row, the entry last.
  @inline(never)
  func fillSummarized(_ g: Int, row: UnsafeMutablePointer<UInt64>, state: UnsafePointer<UInt64>) -> UInt64 {
    let group = flat.stateGroups[g]
    flat.run(group.code, registers: registers, state: state)
    let members = flat.stateMembers.baseAddress.unsafelyUnwrapped
    var entry = Self.memoKnown
    for j in 0..<Int(group.members.count) {
      entry |= UInt64(truncatingIfNeeded: registers[Int(members[Int(group.members.start) &+ j])] & 1) &<< UInt64(j)
    }
    StateSummary.writeSums(of: entry, items: summary.unsafelyUnwrapped.items[g], into: row + 1)
    row[0] = entry
    return entry
  }

  /// Writes what `runStatePredicates` would have written for the state
  /// last summarized: each group's members from its entry, then the
  /// residual. For a path that reads registers (the general expansion).
  @inline(never)
  func writeSummarizedRegisters(_ state: UnsafePointer<UInt64>) {
    let members = flat.stateMembers.baseAddress.unsafelyUnwrapped
    for g in 0..<flat.stateGroupCount {
      let group = flat.stateGroups[g]
      let entry = stateEntries[g]
      for j in 0..<Int(group.members.count) {
        registers[Int(members[Int(group.members.start) &+ j])] = Int(truncatingIfNeeded: (entry &>> UInt64(j)) & 1)
      }
    }
    flat.run(flat.stateResidual, registers: registers, state: state)
    summarized = false
    counters.summariesWritten &+= 1
  }

  /// A property's value in the summarized state, read where its code says.
  @inline(__always)
  func summaryValue(_ code: Int32) -> Bool {
    if code >= 0 { return (stateEntries[Int(code >> 6)] &>> UInt64(code & 63)) & 1 != 0 }
    if code >= StateSummary.laneCode(StateSummary.lanes - 1) { return laneHolds(Int(-1 - code), summaryCounts) }
    return code == StateSummary.constantTrue
  }

  /// Whether counted root `lane` holds, given the summed counts.
  @inline(__always)
  func laneHolds(_ lane: Int, _ counts: UInt64) -> Bool {
    let count = (counts &>> (UInt64(lane) &* StateSummary.laneWidth)) & ((1 << StateSummary.laneWidth) - 1)
    return count >= laneBounds[2 &* lane] && count <= laneBounds[2 &* lane &+ 1]
  }
}

extension Worker: StateProgramRunner {
  /// A survey's runners (`ExploredStates`): one worker per slice, reading
  /// the state memo as the search does.
  static let surveyRunners: StateProgramRunners = { compiled, flat, sharedPages in
    Worker(
      flat: flat, compiled: compiled, recordGraph: false, maxOwners: 1, partitionBits: Search.partitionBits,
      invariants: [], reachability: [], domainProperties: [:], stateMemoWarmup: 0, sharedPages: sharedPages,
      expandsOneWordStates: false)
  }
}
