import TipSemantics

/// An explicit-state engine: a breadth-first search of every reachable
/// state of a `TransitionSystem`, deciding each property with a shortest
/// trace. Two implement it: the core (`CoreEngine`, one thread, the
/// definition) and the accelerator (`AcceleratedEngine`, for large models).
/// They find the same states, transitions and depth, the same verdicts and
/// traces of the same lengths (`CoreEngineTests`); the order in which the
/// accelerator stores the states of one level may differ.
public protocol ExplicitEngine: Sendable {
  var system: TransitionSystem { get }
  func run() -> ExplicitResult
  /// A run whose stored states outlive it, for questions asked afterwards
  /// (coverage, surveys, traces).
  func runKeepingStates() -> (result: ExplicitResult, explored: ExploredStates)
}

/// Which explicit engine a check uses.
public enum ExplicitEngineChoice: String, Sendable, CaseIterable {
  /// The core up to `ExplicitChecker.coreStateBudget` states; a model with
  /// more is searched again by the accelerator.
  case auto
  case core
  /// The accelerator (`--engine explicit-fast`).
  case accelerated
}

/// The core engine (`CoreSearch`).
public struct CoreEngine: ExplicitEngine {
  public let system: TransitionSystem
  let options: ExplicitOptions
  let compiled: CompiledSystem

  public init(system: TransitionSystem, options: ExplicitOptions = ExplicitOptions()) {
    self.init(system: system, options: options, compiled: CompiledSystem(system, memoizes: false))
  }

  init(system: TransitionSystem, options: ExplicitOptions, compiled: CompiledSystem) {
    self.system = system
    self.options = options
    self.compiled = compiled
  }

  package func search() -> CoreSearch {
    let search = CoreSearch(system: system, options: options, compiled: compiled)
    search.explore()
    return search
  }

  public func run() -> ExplicitResult {
    if options.keepsStates { return runKeepingStates().result }
    return search().result()
  }

  public func runKeepingStates() -> (result: ExplicitResult, explored: ExploredStates) {
    Self.keeping(search())
  }

  /// A finished search's result with its stored states, surveyed later
  /// by `runners`.
  package static func keeping(
    _ search: CoreSearch, runners: @escaping StateProgramRunners = PlainStateProgramRunner.runners
  ) -> (result: ExplicitResult, explored: ExploredStates) {
    ExploredStates.keeping(search.store, of: search.result(), system: search.system, threads: 1, runners: runners)
  }
}
