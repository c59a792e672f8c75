import CTipRuntime
import TipExplicitCore

/// How the expansion phase shares a chunk between the workers, and where
/// each slice's successors lie in the bins of the worker that expanded it,
/// so that the owners insert them in generation order whoever expanded
/// them: the order of states, and every parent link, stay those of one
/// thread.
///
/// Halves fixed in advance made a two-thread search as slow as its slower
/// thread in every chunk, and on a shared machine one of the two cores is
/// often slowed by a neighbour, and the caller then waits for the helper
/// (or the other way round). The workers take slices from a shared
/// counter, large first and small last (`prepare`), so a faster thread
/// expands more of the chunk. Each worker takes its slices in increasing
/// order, which is all its `DuplicateFilter` needs (it drops
/// only what the same worker recorded earlier, earlier in generation order
/// too). The state graph takes each slice's states, masks and edges from
/// the worker that expanded it, slice by slice, in the same way.
final class ChunkSlices: @unchecked Sendable {
  /// Slices in the current chunk.
  private(set) var count = 0
  /// How the current chunk's slices go to the workers.
  private var sharing = ChunkSharing.halves
  private var workers = 1
  private var owners = 1
  private let capacity: Int
  private let maxOwners: Int
  /// The next slice to take, on a cache line of its own (workers read the
  /// stop flag next to other fields once per state).
  private let counter: UnsafeMutablePointer<Int32>
  /// Slice s holds the states `bounds[s]..<bounds[s + 1]`.
  private let bounds: UnsafeMutablePointer<Int>
  /// The worker that expanded each slice.
  private let workerOfSlice: UnsafeMutablePointer<Int32>
  /// `ends[slice * columns + bin]`: the bin's count once that slice's
  /// successors were recorded; column `maxOwners`: the states the worker
  /// had given the state graph (its successor counts and masks).
  private let ends: UnsafeMutablePointer<Int32>
  private var columns: Int { maxOwners + 1 }

  /// Room for the slices of any chunk `sharing` cuts: slices of at least
  /// its minimum, or one per thread.
  init(threads: Int, maxOwners: Int, sharing: ChunkSharing = .guided(minimumStates: ChunkSharing.minimumSharedStates)) {
    capacity = max(threads, Search.chunkSize / (sharing.minimumStates ?? Search.chunkSize) + 1)
    self.maxOwners = maxOwners
    let line = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 64)
    counter = line.bindMemory(to: Int32.self, capacity: 1)
    counter.initialize(to: 0)
    bounds = .allocate(capacity: capacity + 1)
    workerOfSlice = .allocate(capacity: capacity)
    ends = .allocate(capacity: capacity * (maxOwners + 1))
  }

  deinit {
    UnsafeMutableRawPointer(counter).deallocate()
    bounds.deallocate()
    workerOfSlice.deallocate()
    ends.deallocate()
  }

  /// Splits `chunk` for `workers` workers. Taken from the counter, the
  /// slices shrink as the chunk is used up (each a share of what is left,
  /// as in OpenMP's guided schedule, but fixed before the phase): large
  /// first, so that neighbouring states, which share many successors,
  /// mostly stay with one worker and its `DuplicateFilter`; small at the
  /// end, so that neither worker waits long for the other.
  func prepare(_ chunk: Range<Int>, workers: Int, owners: Int, sharing: ChunkSharing) {
    precondition(owners <= maxOwners && workers >= 1)
    self.owners = owners
    self.workers = workers
    self.sharing = workers > 1 ? sharing : .halves
    // 0: one slice per worker.
    let minimum = self.sharing.minimumStates ?? 0
    count = 0
    var lower = chunk.lowerBound
    let fixed = (chunk.count + workers - 1) / workers
    while lower < chunk.upperBound {
      let left = chunk.upperBound - lower
      var size = minimum == 0 ? fixed : max(minimum, (left + 2 * workers - 1) / (2 * workers))
      // The last slice takes what a slice of the smallest size would leave.
      if count == capacity - 1 || left - size < max(1, minimum) { size = left }
      bounds[count] = lower
      count += 1
      lower += size
    }
    bounds[count] = chunk.upperBound
    counter.pointee = 0
  }

  /// The first slice for `worker`, or `count` when there is none.
  func first(for worker: Int) -> Int {
    switch sharing {
    case .guided: Int(tip_counter_take(counter))
    case .halves: worker
    case .scripted(_, let script): scripted(script, from: 0, for: worker)
    }
  }

  /// The slice `worker` expands after `slice`, or at least `count`.
  func next(after slice: Int, for worker: Int) -> Int {
    switch sharing {
    case .guided: Int(tip_counter_take(counter))
    case .halves: count
    case .scripted(_, let script): scripted(script, from: slice + 1, for: worker)
    }
  }

  private func scripted(_ script: [Int], from slice: Int, for worker: Int) -> Int {
    precondition(script.allSatisfy { $0 >= 0 }, "a script names workers by index")
    guard !script.isEmpty else { return worker == 0 ? slice : count }
    return (slice..<count).first { script[$0 % script.count] % workers == worker } ?? count
  }

  /// The states of `slice`.
  func states(of slice: Int) -> Range<Int> {
    bounds[slice]..<bounds[slice + 1]
  }

  /// Records that `worker` has expanded `slice`, its bins now holding
  /// `binCounts(bin)` successors and the state graph's buffers `states` states.
  @inline(__always)
  func close(_ slice: Int, by worker: Int, states: Int, binCounts: (Int) -> Int) {
    workerOfSlice[slice] = Int32(truncatingIfNeeded: worker)
    for bin in 0..<owners { ends[slice * columns + bin] = Int32(truncatingIfNeeded: binCounts(bin)) }
    ends[slice * columns + maxOwners] = Int32(truncatingIfNeeded: states)
  }

  /// Calls `body(worker, positions)` for each slice in order: the positions
  /// in `bin` of the worker that expanded it. After the expansion phase
  /// (every slice closed), in the insertion phase.
  @inline(__always)
  func forEachRun(in bin: Int, workers: Int, _ body: (_ worker: Int, _ positions: Range<Int>) -> Void) {
    forEachRun(column: bin, workers: workers, body)
  }

  /// Calls `body(worker, states)` for each slice in order: the positions
  /// of its states among the state graph's buffers of the worker that
  /// expanded it (successor counts, masks).
  func forEachGraphRun(workers: Int, _ body: (_ worker: Int, _ states: Range<Int>) -> Void) {
    forEachRun(column: maxOwners, workers: workers, body)
  }

  @inline(__always)
  private func forEachRun(column: Int, workers: Int, _ body: (_ worker: Int, _ positions: Range<Int>) -> Void) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: workers) { cursors in
      for w in 0..<workers { cursors[w] = 0 }
      for slice in 0..<count {
        let worker = Int(workerOfSlice[slice])
        let end = Int(ends[slice * columns + column])
        let start = cursors[worker]
        cursors[worker] = end
        if start < end { body(worker, start..<end) }
      }
    }
  }
}
