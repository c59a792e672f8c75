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
  /// The engines' internal switches (`EngineTuning`): tests set them to
  /// reach every path; results do not depend on them.
  package var tuning = EngineTuning()

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
  package func limitReached(states: Int, bytes: Int, start: ContinuousClock.Instant) -> ExplorationStatistics.Limit? {
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
