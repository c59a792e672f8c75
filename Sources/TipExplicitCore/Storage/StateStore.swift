/// Every state found, in breadth-first order (so a level of the search is a
/// range of indices and the frontier needs no queue), with its parent. The
/// dedicated hash tables (`VisitedSet`) decide which states are new.
package final class StateStore: @unchecked Sendable {
  package static let noParent = UInt32.max
  let wordCount: Int
  package let states: ChunkedArray<UInt64>
  package let parents: ChunkedArray<UInt32>
  /// Per state, the move and the settle choice that reached it
  /// (`move << 32 | choice`; the launch is `TransitionSystem.moves.count`),
  /// when the engine keeps them (the core does): a trace is then read
  /// from the store, with no step executed again (`TraceBuilder`).
  let reaching: ChunkedArray<UInt64>?

  /// The core's store (`keepsMoves`) takes its memory from malloc alone
  /// (`ChunkedArray.mapsSlabs`).
  package init(wordCount: Int, keepsMoves: Bool = false) {
    self.wordCount = wordCount
    self.states = ChunkedArray(stride: wordCount, mapsSlabs: !keepsMoves)
    self.parents = ChunkedArray(mapsSlabs: !keepsMoves)
    self.reaching = keepsMoves ? ChunkedArray(mapsSlabs: false) : nil
  }

  package var count: Int { states.count }
  package var allocatedBytes: Int { states.allocatedBytes + parents.allocatedBytes + (reaching?.allocatedBytes ?? 0) }

  /// Appends a state with the move and choice that reached it (a store
  /// that keeps moves).
  @discardableResult
  func append(_ words: UnsafePointer<UInt64>, parent: UInt32, move: Int, choice: Int) -> Int {
    _ = reaching?.append(UInt64(move) << 32 | UInt64(UInt32(truncatingIfNeeded: choice)))
    return append(words, parent: parent)
  }

  /// The move (nil: the launch) and choice that reached a stored state,
  /// when the store keeps them.
  func reachingStep(of index: Int, moveCount: Int) -> (move: Int?, choice: Int)? {
    guard let reaching else { return nil }
    let value = reaching.pointer(index).pointee
    let move = Int(value >> 32)
    return (move == moveCount ? nil : move, Int(value & 0xFFFF_FFFF))
  }

  /// Makes room for `count` more states, written then by `set` (by
  /// several threads at once, each to its own indices).
  package func extend(by count: Int) {
    states.extend(by: count)
    parents.extend(by: count)
  }

  /// Writes `count` states and their parents from `index` onwards (added
  /// by `extend`), a copy per chunk spanned.
  package func set(_ index: Int, count: Int, _ words: UnsafePointer<UInt64>, parents source: UnsafePointer<UInt32>) {
    states.write(words, count: count, at: index)
    parents.write(source, count: count, at: index)
  }

  @discardableResult
  func append(_ words: UnsafePointer<UInt64>, parent: UInt32) -> Int {
    _ = parents.append(parent)
    return states.append(words)
  }
}
