/// The explicit engines' internal switches, each with its contract: what
/// does not depend on it. Tests set them to reach every path and compare
/// the searches with and without (docs/accelerator.md, "Adding a fast
/// path"); users never see them.
struct EngineTuning: Sendable {
  /// States the accelerator's first worker computes with the whole
  /// per-state program before it turns to the state memo
  /// (`Worker.stateMemoWarmup`): above every spec in `Specs/`, below the
  /// families the memo speeds up; tests set 0 so that small models use the
  /// memo too. Results do not depend on it.
  var stateMemoWarmup = 256
  /// Sweeps of `no-deadlock`'s analysis before it turns to a worklist
  /// (`DeadlockAnalysis.reachableTipsBySweeps`), in both engines; tests set
  /// 1 and 0. Results do not depend on it.
  var deadlockSweeps = 8
  /// How the accelerator's visited set is kept. Results other than the
  /// order of states (so which of several shortest traces is found) do not
  /// depend on it.
  var visitedSet = VisitedSetChoice.automatic
  /// Whether the accelerator's workers drop successors they recorded
  /// earlier in the same chunk (`DuplicateFilter`). Results, the order of
  /// states included, do not depend on it (but for where a memory limit
  /// stops a search: the filters' bytes count).
  var filtersDuplicates = true
  /// Whether one-word states whose moves all hit their memo are expanded
  /// by `Worker.expandOneWord`. Results, the order of states included, do
  /// not depend on it.
  var expandsOneWordStates = true
  /// Whether the one-word loop reads a state's guards and properties from
  /// its state memo groups' sums (`StateSummary`) instead of registers.
  /// Results, the order of states included, do not depend on it (but for
  /// where a memory limit stops a search: the sums' tables count).
  var summarizesStates = true
  /// The first chunk the accelerator shares between threads must hold at
  /// least this many states (then a chunk is shared from
  /// `Search.sharedStatesPerThread` states per thread): starting the
  /// helpers costs about a millisecond, which a level this wide repays.
  /// Tests set 0. Results do not depend on it.
  var helpersFromStates = 2_048
  /// How the expansion phase shares a chunk between the workers
  /// (`ChunkSlices`); tests script which worker expands each slice.
  /// Results, the order of states included, do not depend on it (but for
  /// where a memory limit stops a search).
  var chunkSharing = ChunkSharing.guided(minimumStates: ChunkSlices.minimumSharedStates)
}
