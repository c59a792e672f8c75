import Testing
import TipExplicit
import TipExplicitCore
import TipSemantics

/// The core engine is the definition; the accelerator must agree with it
/// (`ExplicitEngine`): the same states, transitions and depth, the same
/// verdicts, traces of the same lengths, the same moves enabled and taken.
/// The order of states within a level may differ (the accelerator stores a
/// chunk's new states by partition), so each engine's traces are checked
/// against the reference semantics instead of against each other.
public enum EngineAgreement {
  public static func core(_ system: TransitionSystem, _ options: ExplicitOptions = ExplicitOptions())
    -> ExplicitChecker.Result
  {
    var options = options
    options.engine = .core
    return ExplicitChecker(system: system, options: options).run()
  }

  public static func accelerated(_ system: TransitionSystem) -> ExplicitChecker.Result {
    var options = ExplicitOptions()
    options.engine = .accelerated
    return ExplicitChecker(system: system, options: options).run()
  }

  /// Each verdict with the length of its trace.
  public static func lengths(_ outcomes: [Outcome]) -> [String] {
    outcomes.map { outcome in
      switch outcome {
      case .holds(let witness): "holds \(witness?.length ?? -1)"
      case .violated(let counterexample, _): "violated \(counterexample?.length ?? -1)"
      case .unknown(let reason): "unknown \(reason)"
      }
    }
  }

  /// Each step of the trace is a step of the reference semantics.
  public static func expectReplays(_ trace: Trace, in system: TransitionSystem, _ label: String) {
    guard let first = trace.steps.first else { return }
    #expect(first.move == nil && system.initialSteps().contains(first), "\(label): the first step is not a launch")
    for (previous, step) in zip(trace.steps, trace.steps.dropFirst()) {
      guard let move = step.move else {
        Issue.record("\(label): a step without its move")
        return
      }
      let successors = system.successors(of: previous.state, via: move)
      #expect(
        successors.contains { $0.choice == step.choice && $0.state == step.state }
          || successors.contains { $0.choice == step.choice && $0.domainViolation != nil },
        "\(label): step \(system.moves[move].label) does not lead there")
    }
  }

  public static func traces(_ result: ExplicitChecker.Result) -> [Trace] {
    result.outcomes.compactMap { outcome in
      switch outcome {
      case .holds(let witness): witness
      case .violated(let counterexample, _): counterexample
      case .unknown: nil
      }
    }
  }

  public static func expect(_ system: TransitionSystem, _ label: String) {
    let core = Self.core(system)
    let accelerated = Self.accelerated(system)
    #expect(core.statistics.states == accelerated.statistics.states, "\(label)")
    #expect(core.statistics.transitions == accelerated.statistics.transitions, "\(label)")
    #expect(core.statistics.depth == accelerated.statistics.depth, "\(label)")
    #expect(lengths(core.outcomes) == lengths(accelerated.outcomes), "\(label)")
    #expect(core.movesEnabled == accelerated.movesEnabled && core.movesTaken == accelerated.movesTaken, "\(label)")
    for trace in traces(core) { expectReplays(trace, in: system, "\(label) (core)") }
    for trace in traces(accelerated) { expectReplays(trace, in: system, "\(label) (accelerator)") }
  }
}
