import Dispatch
import TipModel
import TipSemantics

/// The states a search stored, kept after it (`ExplicitOptions.keepsStates`)
/// for questions asked once its verdicts are known: which state predicates
/// held in some state and failed in some, and a shortest trace to where
/// each first held.
///
/// Such a question costs one pass over the stored states, running the
/// per-state program alone (no successors, no visited-set lookups), and
/// only when it is asked. Before, an unreachable tip's explanation and
/// `--coverage` each ran a second search as long as the first, and
/// surveying inside every search cost every run 15–20%
/// (docs/explicit-engine.md, Questions after the search).
public final class ExploredStates: @unchecked Sendable {
  public let system: TransitionSystem
  let store: StateStore
  let threads: Int
  /// How a survey runs the per-state program: the core's plain runner, or
  /// the accelerator's through its memo tables (`StateProgramRunner`).
  let runners: StateProgramRunners

  init(system: TransitionSystem, store: StateStore, threads: Int, runners: @escaping StateProgramRunners) {
    self.system = system
    self.store = store
    self.threads = max(1, threads)
    self.runners = runners
  }

  /// A search's result with the states it stored attached.
  package static func keeping(
    _ store: StateStore, of result: ExplicitResult, system: TransitionSystem, threads: Int,
    runners: @escaping StateProgramRunners = PlainStateProgramRunner.runners
  ) -> (result: ExplicitResult, explored: ExploredStates) {
    let explored = ExploredStates(system: system, store: store, threads: threads, runners: runners)
    var result = result
    result.explored = explored
    return (result, explored)
  }

  /// The number of states stored.
  public var count: Int { store.count }

  /// What one predicate did over the stored states.
  public struct PredicateSurvey: Hashable, Sendable {
    public var everTrue = false
    public var everFalse = false
    /// The first stored state where it held. States are stored in
    /// breadth-first order, so no state where it holds is closer to the
    /// launch: `trace(to:)` of it is a shortest witness, the one a
    /// reachability search would have found on the same search.
    public var firstTrue: Int?
  }

  /// Evaluates `predicates` (over the state) in every stored state.
  /// `system`, when given, is the searched system with nodes added to its
  /// graph for the predicates (same variables, layout and moves).
  ///
  /// The store is cut into one slice per thread; a slice stops early once
  /// each predicate has held, failed and has its first state there (most
  /// coverage predicates do so in the first levels), so the pass is often
  /// far shorter than the store.
  public func survey(_ predicates: [ExpressionID], in system: TransitionSystem? = nil) -> [PredicateSurvey] {
    // A slice per thread, none under 65,536 states: below that one thread
    // is done before a second would have started.
    survey(predicates, in: system, slices: max(1, min(threads, store.count / 65_536)))
  }

  /// As above, in `slices` slices (tests cut small models into several,
  /// more than the states included).
  func survey(_ predicates: [ExpressionID], in system: TransitionSystem?, slices: Int) -> [PredicateSurvey] {
    let count = store.count
    guard !predicates.isEmpty, count > 0 else { return predicates.map { _ in PredicateSurvey() } }
    var surveyed = system ?? self.system
    precondition(
      surveyed.layout.wordCount == store.wordCount && surveyed.variables.count == self.system.variables.count,
      "a survey's system must be the searched one, with nodes added to its graph")
    surveyed.properties = []
    let compiled = CompiledSystem(surveyed, survey: predicates)
    let flat = FlatPrograms(compiled)
    let slices = max(1, slices)
    let results = SliceResults(slices: slices)
    let store = self.store
    let runners = self.runners
    let slice = (count + slices - 1) / slices
    let body: @Sendable (Int) -> Void = { s in
      let lower = s * slice
      let upper = min(count, lower + slice)
      guard lower < upper else { return }
      let runner = runners(compiled, flat, slices > 1)
      results.write(s, Self.survey(compiled: compiled, runner: runner, store: store, range: lower..<upper))
    }
    // A team of its own: where no thread can be made, the slices run here.
    ThreadTeam(size: slices).run(slices, body)
    // Slices in order: the first one where a predicate held has its first state.
    var combined = predicates.map { _ in PredicateSurvey() }
    for s in 0..<slices {
      // A slice with no states found nothing (and wrote nothing).
      for (p, found) in results.read(s).enumerated() {
        combined[p].everTrue = combined[p].everTrue || found.everTrue
        combined[p].everFalse = combined[p].everFalse || found.everFalse
        if combined[p].firstTrue == nil { combined[p].firstTrue = found.firstTrue }
      }
    }
    return combined
  }

  /// One slice's pass, in index order, through the runner's per-state
  /// computation.
  private static func survey(
    compiled: CompiledSystem, runner: any StateProgramRunner, store: StateStore, range: Range<Int>
  ) -> [PredicateSurvey] {
    let registers = runner.registers
    var found = compiled.survey.map { _ in PredicateSurvey() }
    // Predicates still open in this slice, as (position, register).
    var open = compiled.survey.enumerated().map { ($0.offset, Int($0.element)) }
    for index in range {
      runner.runStatePredicates(UnsafePointer(store.states.pointer(index)))
      var closed = false
      for (p, register) in open {
        if registers[register] != 0 {
          found[p].everTrue = true
          if found[p].firstTrue == nil { found[p].firstTrue = index }
        } else {
          found[p].everFalse = true
        }
        closed = closed || (found[p].everTrue && found[p].everFalse)
      }
      if closed {
        open.removeAll { found[$0.0].everTrue && found[$0.0].everFalse }
        if open.isEmpty { break }
      }
    }
    return found
  }

  /// The path from the launch to a stored state, move by move.
  public func trace(to index: Int) -> Trace {
    precondition(index >= 0 && index < count, "state \(index) is not stored (\(count) are)")
    return TraceBuilder(system: system, store: store).trace(to: index)
  }

  /// Each slice's findings, each written by its own thread only.
  private final class SliceResults: @unchecked Sendable {
    private let slices: UnsafeMutablePointer<[PredicateSurvey]>
    private let count: Int

    init(slices: Int) {
      count = slices
      self.slices = .allocate(capacity: slices)
      self.slices.initialize(repeating: [], count: slices)
    }

    deinit {
      slices.deinitialize(count: count)
      slices.deallocate()
    }

    func write(_ slice: Int, _ found: [PredicateSurvey]) { slices[slice] = found }

    func read(_ slice: Int) -> [PredicateSurvey] { slices[slice] }
  }
}
