import TipExplicit
import TipExplicitCore
import TipSemantics
import TipSymbolic

/// Which engines answer a system's properties, in which order, and with
/// which budgets: the one place the choice is made.
///
/// A plan is a list of stages; each answers only what the stages before it
/// left open (an unknown answer is open, but `no-deadlock` is never handed
/// to a symbolic engine: it is branching-time, and only an explicit search
/// of the whole state graph decides it).
///
/// | `--engine` | stages |
/// |---|---|
/// | `explicit` | the whole search to `--max-states`; the parts, if it stopped |
/// | `bmc`, `kind`, `pdr` | that method for every state property; a whole search for `no-deadlock` |
/// | `auto` | the whole search to `autoExplicitStates`; the parts, if it stopped; the symbolic engines for what is open |
/// | `auto`, parts' product past the budget | the parts alone; the symbolic engines for what is open |
///
/// **Budgets.**
/// - `Verifier.Options.autoExplicitStates` (ten million): the states the
///   whole search gets under `auto` before the symbolic engines take over.
/// - `ExplicitChecker.coreStateBudget` (2,000): inside one explicit search,
///   the core engine runs first; a model past its budget is searched again
///   by the accelerator. The two find the same states and verdicts, so this
///   budget changes time, never answers.
/// - `partsAloneBudget`: a system whose state vector can hold more states
///   than `autoExplicitStates`, and whose independent parts' estimated
///   product is past it too, is checked part by part without a whole search
///   first (a whole search could not finish).
/// - `quickInductionDepth` (4): under `auto`, k-induction stops at this k
///   before PDR takes the property over.
/// - `Verifier.Options.decomposition`: when the parts are used at all.
struct EnginePlan: Equatable {
  enum Stage: Equatable {
    /// One explicit search of the whole system (core, then accelerator past
    /// its budget), to `maxStates` (nil: the run's own limit).
    case wholeSearch(maxStates: Int?)
    /// What the whole search left open (every property, under
    /// `decomposition: .always`), part by part, when the system splits.
    case partsForOpen
    /// Every property part by part; `no-deadlock` the parts leave open
    /// stays unknown (it needs the whole state graph).
    case partsAlone
    /// Every state property by one symbolic method, as asked for.
    case symbolic(EngineChoice)
    /// The open state properties: reachability by BMC, safety by a short
    /// k-induction; what either leaves open by PDR.
    case symbolicForOpen
    /// `no-deadlock` by a whole explicit search, after a symbolic engine
    /// answered the rest.
    case noDeadlockBySearch
  }

  var stages: [Stage]

  /// Under `auto`, k-induction's largest k before PDR: a quick k-induction
  /// closes the easy proofs (1-inductive on large integer domains in
  /// milliseconds); beyond a few steps PDR is far cheaper than growing k
  /// (`tipcheck-bench`).
  static let quickInductionDepth = 4

  /// The plan for `system` under `options`. `split` finds the system's
  /// independent parts (once, and only when asked).
  init(for system: TransitionSystem, options: Verifier.Options, split: () -> DecomposedCheck?) {
    switch options.engine {
    case .explicit:
      stages = [.wholeSearch(maxStates: nil), .partsForOpen]
    case .bmc, .kind, .pdr:
      stages = [.symbolic(options.engine), .noDeadlockBySearch]
    case .auto:
      if Self.partsAlone(system, budget: options.autoExplicitStates, split) {
        stages = [.partsAlone, .symbolicForOpen]
      } else {
        stages = [.wholeSearch(maxStates: options.autoExplicitStates), .partsForOpen, .symbolicForOpen]
      }
    }
  }

  /// Whether checking the parts alone is the only way: the system's state
  /// vector holds more states than the budget, and its parts' estimated
  /// product is past it (a system that fits the budget is searched whole,
  /// without looking for parts).
  static func partsAlone(_ system: TransitionSystem, budget: Int, _ split: () -> DecomposedCheck?) -> Bool {
    guard system.layout.totalBits >= Int.bitWidth - 2 || (1 << system.layout.totalBits) > budget, let parts = split()
    else { return false }
    return parts.estimatedStates(limit: budget) > Double(budget)
  }
}

/// What the plan's engines answered.
struct EngineAnswers {
  var answers: [Int: Verifier.Answer] = [:]
  var statistics: ExplorationStatistics?
  /// Whether a complete explicit search answered (its states then answer
  /// the explanations' questions).
  var explicitAnswered = false
  var asked = Verifier.AskedOfStates()
  /// A stage that failed (Z3 gave up on an encoding): the stages after it
  /// did not run.
  var internalError: String?

  /// The properties a later stage may answer: those without an answer or
  /// with an unknown one, `no-deadlock` left out when `withNoDeadlock` is
  /// false.
  func open(_ system: TransitionSystem, withNoDeadlock: Bool) -> [Int] {
    system.properties.indices.filter { index in
      if !withNoDeadlock, case .noDeadlock = system.properties[index].kind { return false }
      return answers[index].map { $0.outcome.isUnknown } ?? true
    }
  }
}

extension Verifier {
  /// Runs the plan's stages in order, up to one that fails.
  func answer(_ system: TransitionSystem, by plan: EnginePlan, split: () -> DecomposedCheck?) -> EngineAnswers {
    var found = EngineAnswers()
    for stage in plan.stages {
      do {
        try run(stage, system, split: split, into: &found)
      } catch {
        found.internalError = "\(error)"
        break
      }
    }
    return found
  }

  private func run(
    _ stage: EnginePlan.Stage, _ system: TransitionSystem, split: () -> DecomposedCheck?, into found: inout EngineAnswers
  ) throws {
    switch stage {
    case .wholeSearch(let maxStates): searchWhole(system, maxStates: maxStates, into: &found)
    case .partsForOpen: answerByParts(system, split, into: &found)
    case .partsAlone: answerByPartsAlone(system, split, into: &found)
    case .symbolic(let method): try answerSymbolically(system, method: method, into: &found)
    case .symbolicForOpen: try answerOpenSymbolically(system, into: &found)
    case .noDeadlockBySearch: answerNoDeadlockBySearch(system, into: &found)
    }
  }

  private func searchWhole(_ system: TransitionSystem, maxStates: Int?, into found: inout EngineAnswers) {
    // The search keeps its states for what is asked of them right after
    // it (`askStates`), before the symbolic engines run.
    var keeping = options.explicit
    keeping.keepsStates = true
    if let maxStates { keeping.maxStates = min(keeping.maxStates, maxStates) }
    var run = ExplicitChecker(system: system, options: keeping).run()
    let budgetStopped = options.explicit.maxStates > keeping.maxStates
    found.asked = askStates(of: run, system, servesCoverage: Self.servesCoverage(run, budgetStopped: budgetStopped))
    // The states go now, not whenever `run` does: Z3 may run long.
    run.explored = nil
    found.statistics = run.statistics
    found.explicitAnswered = run.statistics.isComplete || maxStates == nil
    for (index, outcome) in run.outcomes.enumerated() { found.answers[index] = Answer(outcome: outcome, engine: .explicit) }
  }

  private static func partsDetail(_ parts: DecomposedCheck) -> String {
    "checked part by part (\(parts.parts.parts.count) independent parts)"
  }

  /// What the whole search left open (or, with `.always`, everything)
  /// answered part by part when the system splits.
  private func answerByParts(_ system: TransitionSystem, _ split: () -> DecomposedCheck?, into found: inout EngineAnswers) {
    switch options.decomposition {
    case .never: return
    case .whenTheWholeSearchStops: if found.statistics?.isComplete ?? true { return }
    case .always: break
    }
    guard let parts = split() else { return }
    let asked = options.decomposition == .always ? Array(system.properties.indices) : found.open(system, withNoDeadlock: true)
    for index in asked {
      guard let outcome = parts.outcome(of: index) else { continue }
      found.answers[index] = Answer(outcome: outcome, engine: .explicit, detail: Self.partsDetail(parts))
    }
  }

  private func answerByPartsAlone(_ system: TransitionSystem, _ split: () -> DecomposedCheck?, into found: inout EngineAnswers) {
    let parts = split()
    for index in system.properties.indices {
      if let parts, let outcome = parts.outcome(of: index) {
        found.answers[index] = Answer(outcome: outcome, engine: .explicit, detail: Self.partsDetail(parts))
      } else if case .noDeadlock = system.properties[index].kind {
        found.answers[index] = Answer(
          outcome: .unknown(reason: "no-deadlock needs the whole state graph, and the parts could not decide it"),
          engine: .explicit)
      }
    }
  }

  private func answerSymbolically(_ system: TransitionSystem, method: EngineChoice, into found: inout EngineAnswers) throws {
    let checker = SymbolicChecker(system: system, options: options.symbolic)
    let stateProperties = system.properties.indices.filter { system.properties[$0].kind != .noDeadlock }
    switch method {
    case .bmc:
      for (index, verdict) in zip(stateProperties, try checker.boundedModelCheck(stateProperties)) {
        found.answers[index] = Answer(outcome: verdict.outcome, engine: .bmc, detail: verdict.detail)
      }
    default:
      let symbolic: SymbolicMethod = method == .kind ? .kInduction : .pdr
      for index in stateProperties {
        let verdict = try checker.check(index, method: symbolic)
        found.answers[index] = Answer(
          outcome: verdict.outcome, engine: DecidingEngine(rawValue: method.rawValue) ?? .explicit, detail: verdict.detail)
      }
    }
  }

  /// `no-deadlock` is branching-time: it stays with the explicit engine,
  /// and the report says so.
  private func answerNoDeadlockBySearch(_ system: TransitionSystem, into found: inout EngineAnswers) {
    let indices = system.properties.indices.filter { system.properties[$0].kind == .noDeadlock }
    guard !indices.isEmpty else { return }
    let run = ExplicitChecker(system: system, options: options.explicit).run()
    for index in indices {
      found.answers[index] = Answer(
        outcome: run.outcomes[index], engine: .explicit,
        detail: "no-deadlock is a branching-time property: the \(options.engine.rawValue) engine cannot decide it")
    }
    found.statistics = run.statistics
  }

  /// The open state properties: reachability by BMC, then PDR; safety by
  /// a quick k-induction, then PDR.
  private func answerOpenSymbolically(_ system: TransitionSystem, into found: inout EngineAnswers) throws {
    let properties = found.open(system, withNoDeadlock: false)
    guard !properties.isEmpty else { return }
    var quick = options.symbolic
    quick.maxK = min(quick.maxK, EnginePlan.quickInductionDepth)
    let checker = SymbolicChecker(system: system, options: quick)
    let reachability = properties.filter {
      if case .reachability = system.properties[$0].kind { return true }
      return false
    }
    var remaining = properties.filter { !reachability.contains($0) }
    if !reachability.isEmpty {
      for (index, verdict) in zip(reachability, try checker.boundedModelCheck(reachability)) {
        if case .unknown = verdict.outcome { remaining.append(index) } else {
          found.answers[index] = Answer(outcome: verdict.outcome, engine: .bmc, detail: verdict.detail)
        }
      }
    }
    for index in remaining.sorted() {
      var verdict = try checker.check(index, method: .kInduction)
      var engine = DecidingEngine.kind
      if case .unknown = verdict.outcome {
        verdict = try checker.check(index, method: .pdr)
        engine = .pdr
      }
      found.answers[index] = Answer(outcome: verdict.outcome, engine: engine, detail: verdict.detail)
    }
  }
}
