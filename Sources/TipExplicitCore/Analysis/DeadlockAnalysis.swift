import TipModel
import TipSemantics

/// `no-deadlock` over the explored graph (docs/semantics.md, "no-deadlock"):
/// a state violates it when some tip that is neither shown nor invalidated
/// can no longer become visible from it, or when no move is enabled.
/// Backward reachability from the states where each tip is visible, all
/// tips at once with one bit per tip.
package struct DeadlockAnalysis {
  let graph: StateGraph
  let store: StateStore
  let compiled: CompiledSystem
  let flat: FlatPrograms
  /// Per move: enabled in some expanded state (`Worker.movesEnabled`), so
  /// the stuck report stops looking for future moves once it has them all.
  let movesEverEnabled: [Bool]
  /// Sweeps (`reachableTipsBySweeps`) before the analysis turns to a
  /// worklist over reverse edges (`EngineTuning.deadlockSweeps`).
  let sweepLimit: Int
  /// Bytes the analysis may allocate: the memory limit less what the
  /// search holds. Past it the verdict is unknown, not an allocation that
  /// breaks the limit.
  let memoryAvailable: Int

  /// What the sweeps and a stuck report allocate: per state its tips, a
  /// bit of the report's reached set and a slot of its frontier.
  var sweepBytes: Int {
    let count = graph.stateCount
    return count * graph.tipWords * 8 + (count + 63) / 64 * 8 + count * 4
  }

  /// What the worklist adds: per state an offset, a queued flag and a
  /// worklist slot, per edge a reversed one, and a copy of the tips.
  var worklistBytes: Int {
    let count = graph.stateCount
    let offset = graph.edges.count < Int(UInt32.max) ? 4 : 8
    return (count + 1) * offset + count * 5 + graph.edges.count * 4 + count * graph.tipWords * 8
  }

  func outcome(traces: TraceBuilder) -> Outcome {
    let count = graph.stateCount
    let words = graph.tipWords
    // canReach[s * words ..< (s + 1) * words]: tips that can become visible from s (now or later).
    guard let canReach = reachableTips()?.canReach else {
      return .unknown(
        reason: "the no-deadlock analysis after the search needs about \(Self.megabytes(sweepBytes)) MB"
          + " (\(Self.megabytes(sweepBytes + worklistBytes)) MB if its sweeps do not settle), past the memory limit"
          + " (\(Self.megabytes(max(0, memoryAvailable))) MB left after the search's \(graph.stateCount) states)")
    }
    // The first violating state in BFS order has a shortest path.
    for state in 0..<count {
      for w in 0..<words {
        let stuck = graph.awaitedMask.word(state, w) & ~canReach[state * words + w]
        if stuck != 0 {
          let tip = TipID(w * 64 + stuck.trailingZeroBitCount)
          return .violated(counterexample: traces.trace(to: state), stuck: report(for: tip, at: state))
        }
      }
      if graph.successors(of: state).isEmpty && !graph.hasSelfLoop(state) {
        return .violated(counterexample: traces.trace(to: state), stuck: report(for: nil, at: state))
      }
    }
    return .holds(witness: nil)
  }

  /// Bytes in MB with one decimal.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Per state (`tipWords` words each), the tips that can become visible
  /// from it, now or later; and the sweeps it took (more than
  /// `sweepLimit`: the worklist finished). Nil when that would take more
  /// than `memoryAvailable`.
  func reachableTips() -> (canReach: [UInt64], sweeps: Int)? {
    guard sweepBytes <= memoryAvailable else { return nil }
    let (swept, sweeps, converged) = reachableTipsBySweeps()
    guard !converged else { return (swept, sweeps) }
    guard sweepBytes + worklistBytes <= memoryAvailable else { return nil }
    let canReach =
      graph.edges.count < Int(UInt32.max)
      ? reachableTips(reverseEdges(UInt32.self), from: swept) : reachableTips(reverseEdges(Int.self), from: swept)
    return (canReach, sweeps + 1)
  }

  /// Per state, the tips that can become visible from it, now or later:
  /// its own visible tips and those of its successors', to a fixpoint, by
  /// sweeps from the last state to the first. A successor is usually
  /// stored after its state (breadth-first order), so one sweep carries
  /// most of it; moves back to earlier states (a relaunch) need another.
  /// A state that can already reach every tip visible anywhere is skipped.
  ///
  /// Against the worklist below, on 8 counters with the default properties:
  /// 2.47–2.68 → 2.10–2.27 s end to end, and 727 → 491 MB at the peak (no
  /// reverse edges: 4 bytes per edge and the offsets). A chain of moves each
  /// back to an earlier state needs a sweep per move, so after `sweepLimit`
  /// sweeps the worklist finishes from what the sweeps found (`converged`
  /// false).
  private func reachableTipsBySweeps() -> (canReach: [UInt64], sweeps: Int, converged: Bool) {
    let count = graph.stateCount
    let words = graph.tipWords
    var canReach = [UInt64](repeating: 0, count: count * words)
    var everVisible = [UInt64](repeating: 0, count: words)
    for state in 0..<count {
      for w in 0..<words {
        let mask = graph.visibleMask.word(state, w)
        canReach[state * words + w] = mask
        everVisible[w] |= mask
      }
    }
    var sweeps = 0
    var changed = true
    canReach.withUnsafeMutableBufferPointer { reach in
      while changed && sweeps < sweepLimit {
        sweeps += 1
        changed = false
        var state = count - 1
        while state >= 0 {
          defer { state -= 1 }
          let own = state * words
          var saturated = true
          for w in 0..<words where reach[own + w] != everVisible[w] { saturated = false }
          if saturated { continue }
          for edge in graph.successors(of: state) {
            let target = Int(graph.edges[edge]) * words
            for w in 0..<words {
              let merged = reach[own + w] | reach[target + w]
              if merged != reach[own + w] {
                reach[own + w] = merged
                changed = true
              }
            }
          }
        }
      }
    }
    return (canReach, sweeps, !changed)
  }

  /// Per state, the tips that can become visible from it, now or later:
  /// backward from `start` (each state's visible tips, or more that it can
  /// reach), all tips at once.
  private func reachableTips<Offset: FixedWidthInteger>(
    _ predecessors: (reverseStart: [Offset], reverse: [UInt32]), from start: [UInt64]
  ) -> [UInt64] {
    let count = graph.stateCount
    let words = graph.tipWords
    let (reverseStart, reverse) = predecessors
    var canReach = start
    var queued = [Bool](repeating: false, count: count)
    var worklist: [UInt32] = []
    for state in 0..<count {
      var any = false
      for w in 0..<words { any = any || canReach[state * words + w] != 0 }
      if any {
        queued[state] = true
        worklist.append(UInt32(state))
      }
    }
    while let popped = worklist.popLast() {
      let state = Int(popped)
      queued[state] = false
      for r in Int(reverseStart[state])..<Int(reverseStart[state + 1]) {
        let predecessor = Int(reverse[r])
        var changed = false
        for w in 0..<words {
          let merged = canReach[predecessor * words + w] | canReach[state * words + w]
          if merged != canReach[predecessor * words + w] {
            canReach[predecessor * words + w] = merged
            changed = true
          }
        }
        if changed && !queued[predecessor] {
          queued[predecessor] = true
          worklist.append(UInt32(predecessor))
        }
      }
    }
    return canReach
  }

  /// Each state's predecessors, `reverse[reverseStart[s]..<reverseStart[s + 1]]`,
  /// by a counting sort in place: one array of offsets, of the narrowest
  /// type that holds the edge count (on 8 counters, 45 million edges: 23 MB
  /// of offsets instead of 138 MB of three `Int` arrays).
  private func reverseEdges<Offset: FixedWidthInteger>(_: Offset.Type) -> (reverseStart: [Offset], reverse: [UInt32]) {
    let count = graph.stateCount
    // First the end of each target's range (its predecessors and those of all before it)...
    var offsets = [Offset](repeating: 0, count: count + 1)
    for state in 0..<count {
      for edge in graph.successors(of: state) { offsets[Int(graph.edges[edge])] += 1 }
    }
    var total: Offset = 0
    for state in 0..<count {
      total += offsets[state]
      offsets[state] = total
    }
    offsets[count] = total
    // ...then each predecessor placed just before the end, which leaves each range's start.
    var reverse = [UInt32](repeating: 0, count: Int(total))
    for state in 0..<count {
      for edge in graph.successors(of: state) {
        let target = Int(graph.edges[edge])
        offsets[target] -= 1
        reverse[Int(offsets[target])] = UInt32(state)
      }
    }
    return (offsets, reverse)
  }

  /// What can still happen after the stuck state.
  ///
  /// A stuck state is often the first state (a tip that can never appear
  /// at all), so its future is the whole graph: the states reached are a
  /// bitset, and the per-state program runs on them in index order only
  /// until every move enabled somewhere in the search has been seen (on 8
  /// counters with such a tip, a `Set` of 5.8 million states and the
  /// program on each took 20 s). Every stored state was reached from the
  /// initial states, so when the stuck state is the only one, its future
  /// is every state and is not walked (the walk was 0.3 s of the 3.2 s
  /// that 8 counters with such a tip take end to end).
  private func report(for tip: TipID?, at state: Int) -> StuckReport {
    let count = graph.stateCount
    let onlyInitialState = state == 0 && (count < 2 || store.parents[1] != StateStore.noParent)
    var reached = [UInt64](repeating: onlyInitialState ? ~0 : 0, count: (count + 63) / 64)
    if onlyInitialState, count & 63 != 0 { reached[reached.count - 1] = (1 << UInt64(count & 63)) - 1 }
    reached[state >> 6] |= 1 << UInt64(state & 63)
    var reachedCount = onlyInitialState ? count : 1
    var frontier: [UInt32] = onlyInitialState ? [] : [UInt32(state)]
    while let current = frontier.popLast() {
      for edge in graph.successors(of: Int(current)) {
        let target = Int(graph.edges[edge])
        let bit = UInt64(1) << UInt64(target & 63)
        guard reached[target >> 6] & bit == 0 else { continue }
        reached[target >> 6] |= bit
        reachedCount += 1
        frontier.append(UInt32(target))
      }
    }
    let registers = compiled.allocateRegisters()
    defer { registers.deallocate() }
    let moveCount = compiled.system.moves.count
    var moves: Set<Int> = []
    // The moves no future state can add: never enabled anywhere.
    var missing = (0..<moveCount).filter { $0 < movesEverEnabled.count && movesEverEnabled[$0] }.count
    scan: for (w, word) in reached.enumerated() {
      var bits = word
      while bits != 0 {
        let future = w * 64 + bits.trailingZeroBitCount
        bits &= bits - 1
        flat.run(flat.stateProgram, registers: registers, state: store.states.pointer(future))
        for move in 0..<moveCount where registers[Int(compiled.guards[move])] != 0 {
          if moves.insert(move).inserted, move < movesEverEnabled.count, movesEverEnabled[move] { missing -= 1 }
        }
        if missing == 0 { break scan }
      }
    }
    return StuckReport(tip: tip, futureMoves: moves, futureStateCount: reachedCount)
  }
}
