import TipModel
import TipSemantics
import TipZ3

/// One copy of the state variables (a step of a path), and the terms
/// already translated in it.
final class Frame {
  let name: String
  var state: [Term?]
  var mid: [Term?] = []
  var choice: Term?
  var memo: [Int32: Term] = [:]

  init(name: String, state: [Term?]) {
    self.name = name
    self.state = state
  }
}

/// Translates a `TransitionSystem` into Z3 terms: the initial-state
/// predicate, the transition relation (one disjunct per labelled move, each
/// move's effects as an `ite` over a move selector, frame conditions for
/// everything it does not assign), and the property predicates. It reads
/// nothing but the transition system: the symbolic and explicit engines
/// check the same semantics.
///
/// Donation counts are unbounded integers here: the explicit engine's cap
/// (`saturate(…, abstraction: true)`) is dropped. Declared `Int` ranges are
/// not assumed either; the `range` property checks them.
final class SymbolicEncoding {
  let system: TransitionSystem
  let context: Z3Context
  let stateVariables: [Int]
  var graph: ExpressionGraph { system.graph }

  init(system: TransitionSystem, context: Z3Context) {
    self.system = system
    self.context = context
    self.stateVariables = system.stateVariableIndices
  }


  /// A fresh copy of the state variables, named `name@step`.
  func frame(_ step: String) -> Frame {
    var state: [Term?] = Array(repeating: nil, count: system.variables.count)
    for variable in stateVariables {
      let name = "\(system.variables[variable].name)@\(step)"
      state[variable] =
        system.variables[variable].sort == .bool ? context.boolConstant(name) : context.intConstant(name)
    }
    return Frame(name: step, state: state)
  }

  /// The frame of the freshly installed app (constants).
  func installFrame() -> Frame {
    var state: [Term?] = Array(repeating: nil, count: system.variables.count)
    for (index, variable) in system.variables.enumerated() where !variable.isScratch {
      state[index] = variable.sort == .bool ? context.bool(variable.installValue != 0) : context.int(variable.installValue)
    }
    return Frame(name: "install", state: state)
  }

  func term(_ id: ExpressionID, in frame: Frame) -> Term {
    if let known = frame.memo[id.index] { return known }
    let result: Term
    switch graph[id] {
    case .boolean(let b): result = context.bool(b)
    case .integer(let i): result = context.int(i)
    case .state(let v):
      guard let term = frame.state[v] else { preconditionFailure("state read of scratch variable \(v)") }
      result = term
    case .mid(let v):
      guard frame.mid.indices.contains(v), let term = frame.mid[v] else { preconditionFailure("mid read outside a step") }
      result = term
    case .choice:
      guard let choice = frame.choice else { preconditionFailure("choice read outside a step") }
      result = choice
    case .not(let a): result = context.not(term(a, in: frame))
    case .and(let list): result = context.and(list.map { term($0, in: frame) })
    case .or(let list): result = context.or(list.map { term($0, in: frame) })
    case .ite(let c, let a, let b): result = context.ite(term(c, in: frame), term(a, in: frame), term(b, in: frame))
    case .add(let a, let b): result = context.add(term(a, in: frame), term(b, in: frame))
    case .subtract(let a, let b): result = context.subtract(term(a, in: frame), term(b, in: frame))
    case .multiply(let a, let b): result = context.multiply(term(a, in: frame), term(b, in: frame))
    case .equal(let a, let b): result = context.equal(term(a, in: frame), term(b, in: frame))
    case .less(let a, let b): result = context.less(term(a, in: frame), term(b, in: frame))
    case .lessOrEqual(let a, let b): result = context.lessOrEqual(term(a, in: frame), term(b, in: frame))
    case .saturate(let a, let cap, let abstraction):
      let value = term(a, in: frame)
      if abstraction {
        result = value
      } else {
        let capTerm = context.int(cap)
        result = context.ite(context.lessOrEqual(value, capTerm), value, capTerm)
      }
    }
    frame.memo[id.index] = result
    return result
  }

  /// The values of every variable within a domain that is exact by
  /// construction (counters the engine leaves unbounded are only ≥ 0).
  func domains(_ frame: Frame) -> Term {
    var parts: [Term] = []
    for variable in stateVariables where system.variables[variable].sort == .int {
      guard let value = frame.state[variable] else { continue }
      let description = system.variables[variable]
      if description.isAbstractedCounter {
        parts.append(context.lessOrEqual(context.int(0), value))
      } else if !description.domainIsDeclared {
        parts.append(context.lessOrEqual(context.int(description.domain.lowerBound), value))
        parts.append(context.lessOrEqual(value, context.int(description.domain.upperBound)))
      }
    }
    return context.and(parts)
  }

  /// Selectors of one step: which move was taken and which settle choice.
  struct StepSelectors {
    var move: Term?
    var choice: Term?
  }

  /// `from → to` by one move and the settle step. The move selector and
  /// choice are fresh integers named after the step, so a model names them.
  func transition(from: Frame, to: Frame, moves: [Move], step: String) -> (Term, StepSelectors) {
    let move = context.intConstant("move@\(step)")
    let selector = moves.count == 1 ? nil : move
    var parts: [Term] = []
    var enabled: [Term] = []
    for (index, candidate) in moves.enumerated() {
      let chosen = selector.map { context.equal($0, context.int(index)) } ?? context.bool(true)
      enabled.append(context.and([chosen, term(candidate.guardExpression, in: from)]))
    }
    parts.append(context.or(enabled))
    if let selector {
      parts.append(context.lessOrEqual(context.int(0), selector))
      parts.append(context.less(selector, context.int(moves.count)))
    }
    // mid values: each move's assignment, else unchanged (scratch: false/0).
    var mid: [Term?] = Array(repeating: nil, count: system.variables.count)
    for (variable, description) in system.variables.enumerated() {
      var value: Term =
        description.isScratch
        ? (description.sort == .bool ? context.bool(false) : context.int(0)) : from.state[variable]!
      for (index, candidate) in moves.enumerated().reversed() {
        guard let assignment = candidate.assignments.first(where: { $0.variable == variable }) else { continue }
        let effect = term(assignment.value, in: from)
        value = selector.map { context.ite(context.equal($0, context.int(index)), effect, value) } ?? effect
      }
      mid[variable] = value
    }
    let settleFrame = Frame(name: from.name + ">", state: from.state)
    settleFrame.memo = from.memo  // state-only terms mean the same in both
    settleFrame.mid = mid
    var choice: Term?
    if system.settle.choiceCount > 1 {
      let c = context.intConstant("choice@\(step)")
      parts.append(context.lessOrEqual(context.int(0), c))
      parts.append(context.less(c, context.int(system.settle.choiceCount)))
      choice = c
      settleFrame.choice = c
    } else {
      settleFrame.choice = context.int(0)
    }
    parts.append(term(system.settle.choiceValid, in: settleFrame))
    for variable in stateVariables {
      parts.append(context.equal(to.state[variable]!, term(system.settle.next[variable], in: settleFrame)))
    }
    return (context.and(parts), StepSelectors(move: selector, choice: choice))
  }

  /// Init(s0): the launch from the installed state.
  func initial(_ frame: Frame) -> (Term, StepSelectors) {
    let (relation, selectors) = transition(from: installFrame(), to: frame, moves: [system.launch], step: "launch")
    return (relation, StepSelectors(move: nil, choice: selectors.choice))
  }

  /// Two frames differ somewhere (for simple-path constraints).
  func distinct(_ a: Frame, _ b: Frame) -> Term {
    context.or(stateVariables.map { context.not(context.equal(a.state[$0]!, b.state[$0]!)) })
  }

  /// The predicate a property's counterexample (or witness) satisfies:
  /// "bad" for safety, the goal for reachability.
  func target(of property: CheckedProperty, in frame: Frame) -> Term? {
    switch property.kind {
    case .invariant(let e): return context.not(term(e, in: frame))
    case .reachability(let e): return term(e, in: frame)
    case .staysInDomain(let variable):
      let domain = system.variables[variable].domain
      guard let value = frame.state[variable] else { return nil }
      return context.or([
        context.less(value, context.int(domain.lowerBound)), context.less(context.int(domain.upperBound), value),
      ])
    case .noDeadlock: return nil
    }
  }
}
