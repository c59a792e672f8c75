/// Limits of one explicit-state run. Reaching any of them ends the run
/// cleanly: verdicts already established stand, the others are `unknown`,
/// and the statistics say what was explored.
public struct ExplicitOptions: Sendable {
  public var maxStates: Int
  public var maxDepth: Int?
  public var timeout: Duration?
  /// When the whole run must end (`--timeout` counts from the start of the
  /// command, across specs and engines): a search stops there too.
  public var deadline: ContinuousClock.Instant?
  /// Bytes the visited set and the state graph may use.
  public var memoryLimit: Int
  /// Called about twice a second with the progress so far.
  public var progress: (@Sendable (ExplorationStatistics) -> Void)?
  /// Worker threads; 0 uses every core. Results do not depend on it.
  public var threads: Int
  /// Whether the result keeps the stored states (`Result.explored`), for
  /// questions asked after the search (surveys, traces). They stay in
  /// memory as long as the result's `explored` is held.
  public var keepsStates = false
  /// The core, the accelerator, or the core up to a budget (`ExplicitEngine`).
  public var engine = ExplicitEngineChoice.auto
  /// States the first worker computes with the whole per-state program
  /// before it turns to the state memo (`Worker.stateMemoWarmup`): above
  /// every spec in `Specs/` (at most 150 states), below the families whose
  /// search the memo speeds up; tests set 0 so that small models exercise
  /// the memo too. Results do not depend on it.
  var stateMemoWarmup = 256
  /// Sweeps of `no-deadlock`'s analysis before it turns to a worklist
  /// (`DeadlockAnalysis.reachableTipsBySweeps`); tests set 1 and 0 so that
  /// the worklist finishes from partial and from no sweeps. Results do not
  /// depend on it.
  var deadlockSweeps = 8
  /// How the visited set is kept; tests compare the choices. Results other
  /// than the order of states (so which of several shortest traces is
  /// found) do not depend on it.
  var visitedSet = VisitedSetChoice.automatic
  /// Whether workers drop successors they recorded earlier in the same
  /// chunk (`DuplicateFilter`); tests compare searches with and without.
  /// Results, the order of states included, do not depend on it (but for
  /// where a memory limit stops a search: the filters' bytes count).
  var filtersDuplicates = true
  /// Whether one-word states whose moves all hit their memo are expanded
  /// by `Worker.expandOneWord`; tests compare searches with and without.
  /// Results, the order of states included, do not depend on it.
  var expandsOneWordStates = true
  /// Whether the one-word loop reads a state's guards and properties from
  /// its state memo groups' sums (`StateSummary`) instead of registers;
  /// tests compare searches with and without. Results, the order of states
  /// included, do not depend on it (but for where a memory limit stops a
  /// search: the sums' tables count).
  var summarizesStates = true
  /// The first chunk shared between threads must hold at least this many
  /// states; once the helpers run, a chunk is shared from 256 states per
  /// thread (`Search.sharedStatesPerThread`). Starting them (a thread, its
  /// stack, its memo tables' pages, their warm-up) cost 6 ordered groups of
  /// 4, whose levels peak at 1,751 states, a millisecond in a fresh
  /// process, where its whole search takes 2.8 ms on one thread (two
  /// threads: 4.1 ms, median of 15 processes; 2.8 with this bound). A model
  /// with a level this wide has tens of thousands of states, enough to
  /// repay the start (10 tips, two threads: 11.7 → 10.2 ms). Tests set 0 to
  /// share small models' chunks too. Results do not depend on it.
  var helpersFromStates = 2_048
  /// How the expansion phase shares a chunk between the workers
  /// (`ChunkSlices`); tests script which worker expands each slice.
  /// Results, the order of states included, do not depend on it (but for
  /// where a memory limit stops a search: each worker's filter drops only
  /// its own duplicates, so the bins' bytes depend on which worker took
  /// which slice, from run to run on several threads).
  var chunkSharing = ChunkSharing.guided(minimumStates: ChunkSlices.minimumSharedStates)

  public init(
    maxStates: Int = 50_000_000, maxDepth: Int? = nil, timeout: Duration? = nil, memoryLimit: Int = MemoryBudget.defaultLimit,
    progress: (@Sendable (ExplorationStatistics) -> Void)? = nil, threads: Int = 0
  ) {
    self.maxStates = maxStates
    self.maxDepth = maxDepth
    self.timeout = timeout
    self.memoryLimit = memoryLimit
    self.progress = progress
    self.threads = threads
  }
}

/// The visited set a search uses (`DirectMap`, `VisitedSet`).
enum VisitedSetChoice: Sendable {
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
  case compressedMapAfter(states: Int, maxBits: Int = DirectMap.maxBits)
}

/// What a run explored.
public struct ExplorationStatistics: Hashable, Sendable {
  /// Why the run stopped before exploring every reachable state.
  public enum Limit: String, Hashable, Sendable {
    case maxStates = "state limit"
    case maxDepth = "depth limit"
    case timeout = "time limit"
    case memory = "memory limit"
  }

  public var states = 0
  public var transitions = 0
  /// Length of the longest shortest path (BFS levels explored).
  public var depth = 0
  public var seconds = 0.0
  /// Bytes used by the visited set and, when kept, the state graph.
  public var bytes = 0
  /// Bytes the visited set alone uses per state.
  public var bytesPerState = 0.0
  public var limit: Limit?
  /// How the visited set kept the states, for people tuning a large model
  /// (`--verbose`): hash tables, a direct map, or a compressed map, and
  /// from which state on.
  public var visitedSet = "hash tables"

  public var isComplete: Bool { limit == nil }
  public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
  public var transitionsPerSecond: Double { seconds > 0 ? Double(transitions) / seconds : 0 }

  public init() {}
}

extension ExplicitOptions {
  /// The limit a search that started at `start` and holds `states` states
  /// in `bytes` has reached, checked between chunks by both engines.
  func limitReached(states: Int, bytes: Int, start: ContinuousClock.Instant) -> ExplorationStatistics.Limit? {
    if states >= maxStates { return .maxStates }
    if bytes > memoryLimit { return .memory }
    if let stopTime = stopTime(startingAt: start), ContinuousClock.now > stopTime { return .timeout }
    return nil
  }

  /// When a search that starts at `start` must stop: its own `timeout` or
  /// the run's `deadline`, whichever comes first.
  public func stopTime(startingAt start: ContinuousClock.Instant) -> ContinuousClock.Instant? {
    switch (timeout.map { start + $0 }, deadline) {
    case (let own?, let run?): min(own, run)
    case (let own?, nil): own
    case (nil, let run?): run
    case (nil, nil): nil
    }
  }
}
