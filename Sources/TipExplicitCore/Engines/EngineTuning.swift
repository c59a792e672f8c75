/// The explicit engines' internal switches, each with its contract: what
/// does not depend on it. Tests set them to reach every path and compare
/// the searches with and without (docs/accelerator.md, "Adding a fast
/// path"); users never see them.
package struct EngineTuning: Sendable {
  /// States the accelerator's first worker computes with the whole
  /// per-state program before it turns to the state memo
  /// (`Worker.stateMemoWarmup`): above every spec in `Specs/`, below the
  /// families the memo speeds up; tests set 0 so that small models use the
  /// memo too. Results do not depend on it.
  package var stateMemoWarmup = 256
  /// Sweeps of `no-deadlock`'s analysis before it turns to a worklist
  /// (`DeadlockAnalysis.reachableTipsBySweeps`), in both engines; tests set
  /// 1 and 0. Results do not depend on it.
  var deadlockSweeps = 8
  /// How the accelerator's visited set is kept. Results other than the
  /// order of states (so which of several shortest traces is found) do not
  /// depend on it.
  package var visitedSet = VisitedSetChoice.automatic
  /// Whether the accelerator's workers drop successors they recorded
  /// earlier in the same chunk (`DuplicateFilter`). Results, the order of
  /// states included, do not depend on it (but for where a memory limit
  /// stops a search: the filters' bytes count).
  package var filtersDuplicates = true
  /// Whether one-word states whose moves all hit their memo are expanded
  /// by `Worker.expandOneWord`. Results, the order of states included, do
  /// not depend on it.
  package var expandsOneWordStates = true
  /// Whether the one-word loop reads a state's guards and properties from
  /// its state memo groups' sums (`StateSummary`) instead of registers.
  /// Results, the order of states included, do not depend on it (but for
  /// where a memory limit stops a search: the sums' tables count).
  package var summarizesStates = true
  /// The first chunk the accelerator shares between threads must hold at
  /// least this many states (then a chunk is shared from
  /// `Search.sharedStatesPerThread` states per thread): starting the
  /// helpers costs about a millisecond, which a level this wide repays.
  /// Tests set 0. Results do not depend on it.
  package var helpersFromStates = 2_048
  /// How the expansion phase shares a chunk between the workers
  /// (`ChunkSlices`); tests script which worker expands each slice.
  /// Results, the order of states included, do not depend on it (but for
  /// where a memory limit stops a search).
  package var chunkSharing = ChunkSharing.guided(minimumStates: ChunkSharing.minimumSharedStates)
}

/// The visited set a search uses (`DirectMap`, `VisitedSet`).
package enum VisitedSetChoice: Sendable {
  /// A direct map from the start when it is small, hash tables until they
  /// take half its size otherwise; where states are too wide for one, a
  /// compressed map once the tables take half its size when its keys are
  /// at most 32 bits (and 4 narrower than the states); else hash tables.
  case automatic
  /// Hash tables only.
  case hashTables
  /// Hash tables, then a direct map from the first chunk boundary with at
  /// least this many states (where states are narrow enough).
  case directMapAfter(states: Int)
  /// Hash tables, then a `CompressedMap` of keys up to `maxBits` (at most
  /// 32: a larger value counts as 32, the width of the keys the map keeps
  /// per state) from the first chunk boundary with at least this many
  /// states (with the state graph, keeping each key's state index), back to
  /// hash tables if the keys outgrow `maxBits`.
  case compressedMapAfter(states: Int, maxBits: Int = 32)
}

/// How a chunk's slices go to the workers (`EngineTuning.chunkSharing`).
package enum ChunkSharing: Sendable, Equatable {
  /// The smallest slice taken from the counter: about 20–60 µs of
  /// expansion on the benchmark's families. The last slice of a chunk
  /// holds fewer than twice as many; a worker finishing early waits at most
  /// for the slice the other is expanding (unless the machine deschedules
  /// it there).
  package static let minimumSharedStates = 128

  /// From a shared counter, in slices that shrink to `minimumStates`.
  case guided(minimumStates: Int)
  /// One contiguous slice per worker, in worker order.
  case halves
  /// Slices as `guided` makes them, slice s to worker `workers[s %
  /// workers.count] % active`, each worker's in increasing order: for
  /// tests, an interleaving they can repeat.
  case scripted(minimumStates: Int, workers: [Int])

  /// The smallest slice (at least 1), or nil for one slice per worker.
  package var minimumStates: Int? {
    switch self {
    case .guided(let states), .scripted(let states, _): max(1, states)
    case .halves: nil
    }
  }
}
