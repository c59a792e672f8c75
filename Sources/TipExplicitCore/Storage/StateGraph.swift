import TipSemantics

/// The explored state graph, kept for the `no-deadlock` analysis: each
/// state's successors other than itself (in BFS order, so a state's edges
/// are one range), whether it also has a move back to itself (which never
/// changes what it can reach, but means a move is enabled: 9–31% of the
/// edges of the benchmark's families, so not stored as edges) and,
/// per state, which tips are visible and which are still to come
/// (`DerivedPredicates.awaited`).
package final class StateGraph: @unchecked Sendable {
  package let tipWords: Int
  package let edges: ChunkedArray<UInt32>
  /// End offset in `edges` of each state's successors, and `selfLoopBit`.
  let edgeEnd: ChunkedArray<UInt64>
  static let selfLoopBit: UInt64 = 1 << 63
  let visibleMask: TipMasks
  let awaitedMask: TipMasks

  /// `mapsSlabs` false for the core engine (`ChunkedArray.mapsSlabs`).
  package init(tipCount: Int, mapsSlabs: Bool = true) {
    tipWords = TipMasks.words(tipCount: tipCount)
    edges = ChunkedArray(mapsSlabs: mapsSlabs)
    edgeEnd = ChunkedArray(mapsSlabs: mapsSlabs)
    visibleMask = TipMasks(tipCount: tipCount, mapsSlabs: mapsSlabs)
    awaitedMask = TipMasks(tipCount: tipCount, mapsSlabs: mapsSlabs)
  }

  var stateCount: Int { edgeEnd.count }
  package var allocatedBytes: Int {
    edges.allocatedBytes + edgeEnd.allocatedBytes + visibleMask.allocatedBytes + awaitedMask.allocatedBytes
  }

  /// Appends the masks of `count` consecutive states (tipWords words each).
  package func appendMasks(visible: UnsafePointer<UInt64>, awaited: UnsafePointer<UInt64>, states count: Int) {
    visibleMask.append(visible, states: count)
    awaitedMask.append(awaited, states: count)
  }

  /// Appends edges (targets' state indices), to be assigned to states by `closeState`.
  package func appendEdges(_ targets: UnsafePointer<UInt32>, count: Int) { edges.append(contentsOf: targets, count: count) }

  /// Ends the successors of the next state in BFS order at `end` in `edges`.
  package func closeState(end: Int, selfLoop: Bool) { _ = edgeEnd.append(UInt64(end) | (selfLoop ? Self.selfLoopBit : 0)) }

  /// The state's edges to other states.
  func successors(of state: Int) -> Range<Int> {
    let start = state == 0 ? 0 : Int(edgeEnd[state - 1] & ~Self.selfLoopBit)
    return start..<Int(edgeEnd[state] & ~Self.selfLoopBit)
  }

  /// Whether some move leads from the state back to itself.
  func hasSelfLoop(_ state: Int) -> Bool { edgeEnd[state] & Self.selfLoopBit != 0 }
}
