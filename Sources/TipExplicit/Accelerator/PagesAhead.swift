import CTipRuntime
import TipExplicitCore

/// The pages the next merge will copy new states to, faulted in by the
/// workers of the expansion before it, once they run out of slices.
///
/// Every page of the store (states, parents, and a compressed map's keys)
/// is fresh memory whose first write faults, about 2.5 µs a page on the
/// project's VM. Faulted in by the merge's copy, both threads fault at
/// once into the same page tables, and the copy (mostly those
/// faults) ran 1.3× faster on two threads than on one (7 counters: 10.4 →
/// 8.0 ms a search). In the expansion they come at its end, when a worker
/// has no slice left and would wait for the other, one call per range
/// (`tip_prefault_pages`, cheaper per page than a fault each).
///
/// How many states the next merge brings is not known until it runs: the
/// last merge's count and a quarter more is asked for. Pages asked for
/// and not needed by the next merge are by the one after it; only the
/// search's last chunk can leave some unused (their chunks are counted in
/// the search's memory: 12 tips 17.47 → 17.53 MB, 9 groups of 4 70.00 →
/// 70.10 MB). A chunk at the depth limit adds no state and asks for none.
final class PagesAhead: @unchecked Sendable {
  typealias Range = (from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer)
  @exclusivity(unchecked) private var ranges: [Range] = []
  /// The next range to take, on a cache line of its own.
  private let counter: UnsafeMutablePointer<Int32>

  /// Below this many states expected, nothing is faulted ahead: a page or
  /// two, not worth a call per range.
  static let minimumStates = 512

  init() {
    let line = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
    counter = line.bindMemory(to: Int32.self, capacity: 1)
    counter.initialize(to: 0)
  }

  deinit { UnsafeMutableRawPointer(counter).deallocate() }

  /// Bytes listed by the last `prepare`.
  var listedBytes: Int { ranges.reduce(0) { $0 + ($1.to - $1.from) } }

  /// Lists the pages of the next `expected` states of `store` (and of
  /// `keys`, a compressed map's stored keys), before the expansion phase.
  func prepare(store: StateStore, keys: ChunkedArray<UInt32>?, expected: Int) {
    ranges.removeAll(keepingCapacity: true)
    counter.pointee = 0
    guard expected >= Self.minimumStates else { return }
    let target = store.count + expected
    store.states.freshPages(upTo: target, into: &ranges)
    store.parents.freshPages(upTo: target, into: &ranges)
    keys?.freshPages(upTo: target, into: &ranges)
  }

  /// Faults in the ranges no worker has taken yet, one at a time.
  func faultIn() {
    while true {
      let index = Int(tip_counter_take(counter))
      guard index < ranges.count else { return }
      tip_prefault_pages(ranges[index].from, ranges[index].to)
    }
  }
}
