import TipModel
import TipSemantics

/// `no-deadlock` over the explored graph (docs/semantics.md, "no-deadlock"):
/// a state violates it when some tip that is neither shown nor invalidated
/// can no longer become visible from it, or when no move is enabled.
/// Backward reachability from the states where each tip is visible, all
/// tips at once with one bit per tip.
struct DeadlockAnalysis {
  let graph: StateGraph
  let store: StateStore
  let compiled: CompiledSystem
  let flat: FlatPrograms

  func outcome(traces: TraceBuilder) -> Outcome {
    let count = graph.stateCount
    let words = graph.tipWords
    // Reverse edges.
    var inDegree = [Int](repeating: 0, count: count + 1)
    for state in 0..<count {
      for edge in graph.successors(of: state) { inDegree[Int(graph.edges[edge])] += 1 }
    }
    var reverseStart = [Int](repeating: 0, count: count + 1)
    for state in 0..<count { reverseStart[state + 1] = reverseStart[state] + inDegree[state] }
    var fill = reverseStart
    var reverse = [UInt32](repeating: 0, count: reverseStart[count])
    for state in 0..<count {
      for edge in graph.successors(of: state) {
        let target = Int(graph.edges[edge])
        reverse[fill[target]] = UInt32(state)
        fill[target] += 1
      }
    }
    // canReach[s]: tips that can become visible from s (now or later).
    var canReach = [UInt64](repeating: 0, count: count * words)
    var queued = [Bool](repeating: false, count: count)
    var worklist: [Int32] = []
    for state in 0..<count {
      let mask = graph.visibleMask.pointer(state)
      var any = false
      for w in 0..<words {
        canReach[state * words + w] = mask[w]
        any = any || mask[w] != 0
      }
      if any {
        queued[state] = true
        worklist.append(Int32(state))
      }
    }
    while let popped = worklist.popLast() {
      let state = Int(popped)
      queued[state] = false
      for r in reverseStart[state]..<reverseStart[state + 1] {
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
          worklist.append(Int32(predecessor))
        }
      }
    }
    // The first violating state in BFS order has a shortest path.
    for state in 0..<count {
      let awaited = graph.awaitedMask.pointer(state)
      for w in 0..<words {
        let stuck = awaited[w] & ~canReach[state * words + w]
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

  /// What can still happen after the stuck state.
  private func report(for tip: TipID?, at state: Int) -> StuckReport {
    var seen: Set<Int> = [state]
    var frontier = [state]
    while let current = frontier.popLast() {
      for edge in graph.successors(of: current) {
        let target = Int(graph.edges[edge])
        if seen.insert(target).inserted { frontier.append(target) }
      }
    }
    let registers = UnsafeMutablePointer<Int>.allocate(capacity: max(1, compiled.registerCount))
    defer { registers.deallocate() }
    registers.initialize(repeating: 0, count: max(1, compiled.registerCount))
    for (register, value) in compiled.constants { registers[Int(register)] = value }
    var moves: Set<Int> = []
    for future in seen {
      flat.run(flat.stateProgram, registers: registers, state: store.states.pointer(future))
      for move in 0..<compiled.system.moves.count where registers[Int(compiled.guards[move])] != 0 {
        moves.insert(move)
      }
    }
    return StuckReport(tip: tip, futureMoves: moves, futureStateCount: seen.count)
  }
}
