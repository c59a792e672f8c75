import TipModel
import TipSemantics

/// Rebuilds traces from parent links, as TLC does: the states come from the
/// store. A store that keeps each state's move and choice (the core
/// engine's) gives the steps as they are; otherwise the move between two
/// states is found again by re-executing the reference semantics (so the
/// accelerator's stored states need no move labels).
///
/// The step into a stored state depends only on that state and its stored
/// parent, so it is found once per builder and shared by every trace
/// through it: the witnesses of a relay's n steps share their prefixes, and
/// rebuilding them costs n re-executions, not n².
package struct TraceBuilder {
  let system: TransitionSystem
  let store: StateStore
  private let reaching = StepMemo()

  init(system: TransitionSystem, store: StateStore) {
    self.system = system
    self.store = store
  }

  /// The step into each stored state found so far, by state index.
  private final class StepMemo {
    var steps: [Int: Step] = [:]
  }

  func values(of index: Int) -> [Int] {
    let pointer = store.states.pointer(index)
    return system.layout.unpack(UnsafeBufferPointer(start: pointer, count: store.wordCount))
  }

  func trace(to index: Int) -> Trace {
    var path = [index]
    while store.parents[path[path.count - 1]] != StateStore.noParent {
      path.append(Int(store.parents[path[path.count - 1]]))
    }
    path.reverse()
    var steps: [Step] = []
    for node in path {
      if let known = reaching.steps[node] {
        steps.append(known)
        continue
      }
      let target = values(of: node)
      if let (move, choice) = store.reachingStep(of: node, moveCount: system.moves.count) {
        let step = Step(move: move, choice: choice, state: target)
        reaching.steps[node] = step
        steps.append(step)
        continue
      }
      let found: Step?
      if let previous = steps.last {
        found = system.successors(of: previous.state).first { $0.state == target }
      } else {
        found = system.initialSteps().first { $0.state == target }
      }
      // The compiled and reference semantics agree (tested); a mismatch
      // would still give the right states with an unknown move.
      let step = found ?? Step(move: nil, choice: 0, state: target)
      reaching.steps[node] = step
      steps.append(step)
    }
    return Trace(steps: steps)
  }

  /// A trace to `index` followed by one step through `move` (used for a
  /// step whose result left a declared range and is not stored).
  func trace(to index: Int, then move: Int, choice: Int) -> Trace {
    var trace = trace(to: index)
    if let step = system.successors(of: trace.finalState, via: move).first(where: { $0.choice == choice })
      ?? system.successors(of: trace.finalState, via: move).first
    {
      trace.steps.append(step)
    }
    return trace
  }
}
