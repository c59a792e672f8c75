import TipSemantics

/// The explored state graph, kept for the `no-deadlock` analysis: each
/// state's successors (in BFS order, so a state's edges are one range) and,
/// per state, which tips are visible and which are still to come (neither
/// shown nor invalidated).
final class StateGraph: @unchecked Sendable {
  let tipWords: Int
  let edges = ChunkedArray<UInt32>()
  /// End offset in `edges` of each state's successors.
  let edgeEnd = ChunkedArray<UInt64>()
  let visibleMask: ChunkedArray<UInt64>
  let pendingMask: ChunkedArray<UInt64>

  init(tipCount: Int) {
    tipWords = max(1, (tipCount + 63) / 64)
    visibleMask = ChunkedArray(stride: tipWords)
    pendingMask = ChunkedArray(stride: tipWords)
  }

  var stateCount: Int { edgeEnd.count }
  var allocatedBytes: Int {
    edges.allocatedBytes + edgeEnd.allocatedBytes + visibleMask.allocatedBytes + pendingMask.allocatedBytes
  }

  func recordMasks(index: Int, registers: UnsafeMutablePointer<Int>, compiled: CompiledSystem) {
    var visible = [UInt64](repeating: 0, count: tipWords)
    var pending = [UInt64](repeating: 0, count: tipWords)
    for tip in 0..<compiled.visible.count {
      let bit = UInt64(1) << UInt64(tip & 63)
      if registers[Int(compiled.visible[tip])] != 0 { visible[tip >> 6] |= bit }
      if registers[Int(compiled.shown[tip])] == 0 && registers[Int(compiled.invalidated[tip])] == 0 {
        pending[tip >> 6] |= bit
      }
    }
    visible.withUnsafeBufferPointer { _ = visibleMask.append($0.baseAddress!) }
    pending.withUnsafeBufferPointer { _ = pendingMask.append($0.baseAddress!) }
  }

  @inline(__always)
  func addEdge(to target: Int) { _ = edges.append(UInt32(target)) }

  func closeState(_ index: Int) { _ = edgeEnd.append(UInt64(edges.count)) }

  func successors(of state: Int) -> Range<Int> {
    let start = state == 0 ? 0 : Int(edgeEnd[state - 1])
    return start..<Int(edgeEnd[state])
  }
}
