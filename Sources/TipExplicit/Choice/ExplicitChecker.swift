import TipExplicitCore
import TipModel
import TipSemantics

/// Breadth-first explicit-state search over a `TransitionSystem`, by the
/// engine `ExplicitOptions.engine` names (`ExplicitEngine`): the core, the
/// accelerator, or the core up to `coreStateBudget` states and the
/// accelerator past it. Properties are checked in BFS order, so the first
/// violation or witness found is a shortest one; the state graph is kept
/// when `no-deadlock` is checked, for the backward analysis after the search.
public struct ExplicitChecker: Sendable {
  public let system: TransitionSystem
  public let options: ExplicitOptions

  /// What a search cannot know in advance it will be asked (which tips'
  /// rules ever held, for an explanation; coverage) is asked after it, of
  /// the states it kept (`ExplicitOptions.keepsStates`, `ExploredStates`).
  public init(system: TransitionSystem, options: ExplicitOptions = ExplicitOptions()) {
    self.system = system
    self.options = options
    // Asked for by name, the accelerator's programs are compiled here, so
    // that benchmarks time the search apart from the compilation.
    precompiled = options.engine == .accelerated ? CompiledSystem(system) : nil
  }

  private let precompiled: CompiledSystem?

  /// The programs the accelerator runs, with its memo tables' analyses.
  var compiled: CompiledSystem { precompiled ?? CompiledSystem(system) }

  /// What a run found (`ExplicitResult`), whichever engine ran.
  public typealias Result = ExplicitResult

  /// States the core searches before `auto` hands a model to the
  /// accelerator (which searches it again from the start). Tutorials
  /// (relays, the specs) are faster on the core, which compiles less; the
  /// accelerator overtakes it on generated families between a few hundred
  /// and a few thousand states (`tipcheck-bench --engines`), so a model
  /// past the budget loses at most the core's first 2,000 states.
  public static let coreStateBudget = 2_000

  /// The engine `options.engine` names; for `auto`, the core's run when it
  /// finished within `coreStateBudget` states, else the accelerator's.
  public func run() -> Result {
    if options.keepsStates { return runKeepingStates().result }
    switch chosen() {
    case .finished(let search): return search.result()
    case .engine(let engine): return engine.run()
    }
  }

  /// A run that keeps its states whatever `options.keepsStates` says
  /// (the result's `explored` is the same object).
  public func runKeepingStates() -> (result: Result, explored: ExploredStates) {
    switch chosen() {
    case .finished(let search): return CoreEngine.keeping(search, runners: Worker.surveyRunners)
    case .engine(let engine): return engine.runKeepingStates()
    }
  }

  /// The engine to run; under `auto`, the core's search when it finished
  /// within the budget.
  private enum Choice {
    case finished(CoreSearch)
    case engine(any ExplicitEngine)
  }

  private func chosen() -> Choice {
    switch options.engine {
    case .core: return .engine(CoreEngine(system: system, options: options))
    case .accelerated: return .engine(AcceleratedEngine(checker: self))
    case .auto:
      guard options.maxStates > Self.coreStateBudget else { return .engine(CoreEngine(system: system, options: options)) }
      var bounded = options
      bounded.maxStates = Self.coreStateBudget
      let search = CoreEngine(system: system, options: bounded).search()
      return search.statistics.limit == .maxStates ? .engine(AcceleratedEngine(checker: self)) : .finished(search)
    }
  }

  /// The search, explored: for tests that look at what it kept (its
  /// state graph).
  func exploredSearch() -> Search {
    let search = Search(checker: self)
    search.explore()
    return search
  }
}
