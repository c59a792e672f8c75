import TipModel
import TipSemantics
import TipZ3

/// An unrolled path s0 → s1 → … → sk on one solver: the encoding shared
/// by bounded model checking and k-induction.
final class SymbolicPath {
  let encoding: SymbolicEncoding
  let solver: Z3Solver
  private(set) var frames: [Frame] = []
  private(set) var selectors: [SymbolicEncoding.StepSelectors] = []
  /// The choice of the launch (when anchored at the initial states).
  private(set) var launchChoice: Term?
  let anchored: Bool

  /// - Parameter anchored: start at the initial states (BMC, base case), or
  ///   anywhere (the induction step).
  init(encoding: SymbolicEncoding, solver: Z3Solver, anchored: Bool, prefix: String) {
    self.encoding = encoding
    self.solver = solver
    self.anchored = anchored
    let first = encoding.frame("\(prefix)0")
    frames.append(first)
    solver.assert(encoding.domains(first))
    if anchored {
      let (initial, launch) = encoding.initial(first)
      solver.assert(initial)
      launchChoice = launch.choice
    }
  }

  var length: Int { frames.count - 1 }
  var last: Frame { frames[frames.count - 1] }

  /// Adds one step; returns the new last frame.
  @discardableResult
  func extend(prefix: String) -> Frame {
    let next = encoding.frame("\(prefix)\(frames.count)")
    let (relation, selector) = encoding.transition(
      from: last, to: next, moves: encoding.system.moves, step: "\(prefix)\(frames.count - 1)")
    solver.assert(relation)
    solver.assert(encoding.domains(next))
    frames.append(next)
    selectors.append(selector)
    return next
  }

  /// The path in a model, as the trace type every engine returns. Values
  /// of unbounded counters are mapped to the explicit engine's abstraction
  /// (capped), so traces read the same whichever engine found them.
  func trace(from model: Z3Model, upTo depth: Int) -> Trace {
    let system = encoding.system
    var steps: [Step] = []
    for index in 0...depth {
      var values = Array(repeating: 0, count: system.variables.count)
      var violation: Int?
      for variable in encoding.stateVariables {
        let value = frames[index].state[variable].flatMap { model.integer($0) } ?? 0
        let domain = system.variables[variable].domain
        if system.variables[variable].isAbstractedCounter {
          values[variable] = min(value, domain.upperBound)
        } else {
          values[variable] = value
          if !domain.contains(value), violation == nil { violation = variable }
        }
      }
      let move: Int? =
        index == 0 ? nil : (selectors[index - 1].move.flatMap { model.integer($0) } ?? 0)
      let choiceTerm = index == 0 ? launchChoice : selectors[index - 1].choice
      let choice = choiceTerm.flatMap { model.integer($0) } ?? 0
      steps.append(Step(move: move, choice: choice, state: values, domainViolation: violation))
    }
    return Trace(steps: steps)
  }
}

/// Checks that a trace is a real execution of the explicit semantics.
enum TraceReplay {
  /// nil when the trace replays; otherwise what went wrong.
  static func problem(in trace: Trace, system: TransitionSystem) -> String? {
    guard let first = trace.steps.first else { return "empty trace" }
    guard system.initialSteps().contains(where: { $0.state == first.state }) else {
      return "the first state is not an initial state"
    }
    for (index, step) in trace.steps.enumerated().dropFirst() {
      let previous = trace.steps[index - 1].state
      guard let move = step.move, system.moves.indices.contains(move) else { return "step \(index) has no move" }
      let successors = system.successors(of: previous, via: move)
      guard successors.contains(where: { $0.state == step.state }) else {
        return "step \(index) (\(move)) does not lead to the state the solver gave"
      }
    }
    return nil
  }
}
