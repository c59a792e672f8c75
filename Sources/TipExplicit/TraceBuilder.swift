import TipModel
import TipSemantics

/// Rebuilds traces from parent links, as TLC does: the states come from the
/// store, and the move between two states is found again by re-executing
/// the reference semantics (so stored states need no move labels).
struct TraceBuilder {
  let system: TransitionSystem
  let store: StateStore

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
    let states = path.map(values(of:))
    var steps: [Step] = []
    let initial = system.initialSteps().first { $0.state == states[0] }
    steps.append(initial ?? Step(move: nil, choice: 0, state: states[0]))
    for target in states.dropFirst() {
      let previous = steps[steps.count - 1].state
      let step = system.successors(of: previous).first { $0.state == target }
      // The compiled and reference semantics agree (tested); a mismatch
      // would still give the right states with an unknown move.
      steps.append(step ?? Step(move: nil, choice: 0, state: target))
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
