import CTipRuntime
import TipExplicitCore

/// One worker's bitmap of the successors it has recorded, over the visited
/// bitmap's values (a direct map's states, a compressed map's keys): a
/// successor whose bit is already set is not recorded again.
///
/// Most successors a chunk records are duplicates of one another: a state
/// of the next level is reached from several of its parents (10
/// independent tips record 386,721 successors for 59,049 states, 6
/// counters 628,407 for 117,649), and each duplicate took a write to a
/// bin, a read, a hash and a bitmap test in the insertion.
///
/// Why dropping them changes nothing, not even the order of states or a
/// parent link: a worker takes its slices of the chunk in increasing
/// order, and the owners insert the successors slice by slice in slice
/// order (`ChunkSlices`), so the first occurrence of a state in generation
/// order is the one inserted. A worker drops a successor only if it
/// recorded the same one earlier in its own slices, which is earlier in
/// generation order too: never the first occurrence. A bit set in an
/// earlier chunk is harmless: that successor was inserted then, so the
/// visited bitmap, read first, drops it anyway.
/// So the filter is never cleared while the visited bitmap keeps its
/// layout, and is replaced by a zeroed one (or dropped) when it changes (a
/// move to a map, a widening, the way back to hash tables): a bit would
/// then stand for another state.
///
/// With the state graph, used over a compressed map's keys only: the edge
/// to a dropped duplicate is kept as its key and resolved after the merge
/// (`Worker.chunkKeyedEdge`). Not used over
/// more than `maxBits` bits: each worker's filter is as large as the
/// visited bitmap (its pages touched where the worker's successors land),
/// and past 2 MiB the memory per state would count against the engine.
struct DuplicateFilter {
  static let maxBits = 24

  /// What the visited bitmap's values mean: a filter is valid only for
  /// the layout it was made for.
  struct Layout: Equatable {
    var bits: Int
    var directMapSince: Int?
    var compressedMapSince: Int?
    var compressedMapUntil: Int?
    var relayouts: Int
  }

  let layout: Layout
  let bits: UnsafeMutablePointer<UInt64>

  init(layout: Layout, sharedPages: Bool) {
    self.layout = layout
    bits = DirectMap.allocateBitmap(bits: layout.bits, sharedPages: sharedPages)
  }

  var allocatedBytes: Int { DirectMap.bitmapBytes(layout.bits) }

  func release() { tip_free_lines(bits) }
}
