@testable import TipExplicit
@testable import TipExplicitCore
import TipModel
import TipSemantics

/// What an explored search stored and says, for tests comparing two
/// searches that must agree state for state (with and without a shortcut
/// of the engine's).
struct SearchSnapshot: Equatable {
  var states: [[UInt64]]
  var parents: [UInt32]
  var outcomes: [Outcome]
  var transitions: Int
  var depth: Int
  var visitedSet: String
  var movesEnabled: [Bool]
  var movesTaken: [Bool]

  init(_ search: Search) {
    let store = search.store
    let result = search.result()
    states = (0..<store.count).map { Array(UnsafeBufferPointer(start: store.states.pointer($0), count: store.wordCount)) }
    parents = (0..<store.count).map { store.parents.pointer($0).pointee }
    outcomes = result.outcomes
    transitions = result.statistics.transitions
    depth = result.statistics.depth
    visitedSet = result.statistics.visitedSet
    movesEnabled = result.movesEnabled
    movesTaken = result.movesTaken
  }

  /// A search of `system` on `threads` threads with `choice` for its
  /// visited set and whatever else `configure` sets, explored.
  static func explore(
    _ system: TransitionSystem, _ choice: VisitedSetChoice, threads: Int,
    configure: (inout ExplicitOptions) -> Void
  ) -> (explored: SearchSnapshot, search: Search) {
    var options = ExplicitOptions.accelerator(threads: threads)
    options.tuning.visitedSet = choice
    // Chunks shared from the smallest that may be, so that the comparisons
    // on several threads run helpers on small models too.
    options.tuning.helpersFromStates = 0
    configure(&options)
    let search = ExplicitChecker(system: system, options: options).exploredSearch()
    return (SearchSnapshot(search), search)
  }

  /// The first thing that differs, in a line (the states themselves would
  /// fill a screen), or nil.
  func difference(from other: SearchSnapshot) -> String? {
    let common = min(states.count, other.states.count)
    if let i = (0..<common).first(where: { states[$0] != other.states[$0] })
      ?? (states.count == other.states.count ? nil : common)
    {
      return "states differ from index \(i) (\(states.count) against \(other.states.count))"
    }
    if let i = parents.indices.first(where: { parents[$0] != other.parents[$0] }) { return "the parent of state \(i) differs" }
    if outcomes != other.outcomes { return "outcomes differ" }
    if transitions != other.transitions { return "transitions \(transitions) against \(other.transitions)" }
    if depth != other.depth { return "depths differ" }
    if movesEnabled != other.movesEnabled || movesTaken != other.movesTaken { return "moves enabled or taken differ" }
    return visitedSet == other.visitedSet ? nil : "visited sets differ: \(visitedSet), \(other.visitedSet)"
  }
}
