import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics

/// Checks properties part by part when a system splits into independent
/// parts (`IndependentParts`): an app of many features that share nothing
/// but the screens. Each property is checked on the projection that keeps
/// the parts its cone of influence touches; `single-tip` on every pair of
/// parts (two tips are visible at once only if some pair is); `no-deadlock`
/// on each part, about its own tips (relaunching is always possible, so no
/// state is without a move). Combined: holds when every check holds,
/// violated with the first counterexample (replayed in the whole system),
/// unknown otherwise. Verdicts are those of the whole system (tested on
/// the specs and on random models against the undecomposed search).
struct DecomposedCheck {
  let system: TransitionSystem
  let parts: IndependentParts
  let options: ExplicitOptions

  /// Nil when the system does not split.
  init?(system: TransitionSystem, options: ExplicitOptions) {
    let parts = system.independentParts()
    guard parts.parts.count >= 2 else { return nil }
    self.system = system
    self.parts = parts
    self.options = options
  }

  /// How many states the whole system would have, estimated from its parts:
  /// each part's projection is searched alone (with `limit` states at most)
  /// and the counts multiply, the shared variables counted once (by the
  /// projection keeping them alone). Used to skip a whole search that
  /// could not finish.
  func estimatedStates(limit: Int) -> Double {
    var bounded = options
    bounded.maxStates = limit
    bounded.keepsStates = false
    func states(_ kept: Set<Int>) -> Double {
      var projection = system.projection(keeping: kept)
      projection.properties = []
      return Double(max(1, ExplicitChecker(system: projection, options: bounded).run().statistics.states))
    }
    let shared = states(parts.shared)
    var estimate = shared
    for part in parts.parts {
      estimate *= states(parts.shared.union(part)) / shared
      if estimate > Double(limit) * 1e3 { break }
    }
    return estimate
  }

  /// The outcome of `system.properties[index]`, or nil when it cannot be
  /// decomposed (it needs every part at once, or a no-deadlock without
  /// relaunch).
  func outcome(of index: Int) -> Outcome? {
    let property = system.properties[index]
    let propertyIndex = property.propertyIndex
    let modelKind = system.model.properties.indices.contains(propertyIndex) ? system.model.properties[propertyIndex].kind : nil
    switch (property.kind, modelKind) {
    case (_, .singleTip?):
      return singleTip(index)
    case (.noDeadlock, _):
      guard system.model.configuration.relaunch else { return nil }
      var outcomes: [Outcome] = []
      for part in parts.parts.indices {
        var projection = system.projection(keeping: parts.shared.union(parts.parts[part]))
        projection.properties = [CheckedProperty(propertyIndex: propertyIndex, kind: .noDeadlock)]
        outcomes.append(run(projection))
      }
      return combine(outcomes)
    default:
      let cone = system.influenceCone(ofProperty: index)
      var needed = parts.parts(of: cone.variables)
      for tip in cone.namedTips { if let part = parts.partOfTip[tip.index] { needed.insert(part) } }
      guard needed.count < parts.parts.count else { return nil }
      let kept = needed.reduce(parts.shared) { $0.union(parts.parts[$1]) }
      var projection = system.projection(keeping: kept)
      projection.properties = [property]
      return run(projection)
    }
  }

  /// Every pair of parts that may show tips on one screen, with the tips
  /// whose state is shared; and each part alone (its own tips at once).
  /// With tips whose state is all shared, every pair is checked.
  private func singleTip(_ index: Int) -> Outcome {
    let propertyIndex = system.properties[index].propertyIndex
    let sharedTips = system.model.tipIDs.filter { parts.partOfTip[$0.index] == nil }
    var outcomes: [Outcome] = []
    let count = parts.parts.count
    var checks: [[Int]] = (0..<count).map { [$0] }
    for first in 0..<count {
      for second in (first + 1)..<count where parts.mayShowTogether(first, second) { checks.append([first, second]) }
    }
    for check in checks {
      let kept = check.reduce(parts.shared) { $0.union(parts.parts[$1]) }
      var projection = system.projection(keeping: kept)
      let tips = system.model.tipIDs.filter { check.contains(parts.partOfTip[$0.index] ?? -1) } + sharedTips
      projection.properties = [CheckedProperty(propertyIndex: propertyIndex, kind: projection.atMostOneVisible(tips))]
      let outcome = run(projection)
      if case .violated = outcome { return outcome }
      outcomes.append(outcome)
    }
    return combine(outcomes)
  }

  /// One projection's only property, its trace replayed in the whole system.
  private func run(_ projection: TransitionSystem) -> Outcome {
    let outcome = ExplicitChecker(system: projection, options: options).run().outcomes.first ?? .unknown(reason: "not checked")
    // The replayed run must show, in the whole system, what the part's run showed.
    func showsItAtTheEnd(_ replayed: Trace, holding: Bool) -> Bool {
      guard let last = replayed.steps.last, let property = projection.properties.first else { return false }
      switch property.kind {
      case .invariant(let root), .reachability(let root): return projection.holds(root, in: last.state) == holding
      default: return true
      }
    }
    switch outcome {
    case .violated(let trace?, let stuck):
      guard let replayed = system.replay(trace), showsItAtTheEnd(replayed, holding: false) else {
        return .unknown(reason: "a part's counterexample did not replay in the whole system")
      }
      return .violated(counterexample: replayed, stuck: stuck)
    case .holds(let trace?):
      guard let replayed = system.replay(trace), showsItAtTheEnd(replayed, holding: true) else {
        return .unknown(reason: "a part's witness did not replay in the whole system")
      }
      return .holds(witness: replayed)
    default:
      return outcome
    }
  }

  private func combine(_ outcomes: [Outcome]) -> Outcome {
    if let violated = outcomes.first(where: { if case .violated = $0 { true } else { false } }) { return violated }
    if let unknown = outcomes.first(where: { if case .unknown = $0 { true } else { false } }) { return unknown }
    return .holds(witness: nil)
  }
}

extension Outcome {
  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }
}
