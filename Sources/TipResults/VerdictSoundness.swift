import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics

/// Makes `unknown` every verdict that rests on code TipCheck did not model.
///
/// The Swift front end marks each warning about code it read only in part
/// with a `ReadingGap`: the model entities that code may touch, and whether
/// the model there has more behaviour than the device or possibly wrong
/// behaviour. A verdict rests on a gap when the gap's subjects are in the
/// property's cone of influence (`TransitionSystem.influenceCone`) and the
/// verdict is one the gap can change:
///
/// | gap | holds of a state property | violated of one | reachable holds | reachable violated | no-deadlock |
/// |---|---|---|---|---|---|
/// | adds behaviour  | kept | unknown | unknown | kept | unknown (kept, violated, when confined to actions its run does not take) |
/// | misses behaviour | unknown | kept | kept | unknown | unknown |
/// | unknown         | unknown | unknown | unknown | unknown | unknown |
///
/// (A model with more behaviour than the device proves what holds of every
/// run and what no run reaches; its counterexamples and witnesses may use a
/// run the device cannot take. A model with less proves the converse.) Such a verdict becomes `unknown`, says what
/// the model found, and names the warnings it rests on, so that a printed
/// violation is always real on a device.
public struct VerdictSoundness {
  public let system: TransitionSystem

  public init(system: TransitionSystem) {
    self.system = system
  }

  /// Applies the gaps of `diagnostics` to the verdicts of `result`.
  public func apply(_ diagnostics: [Diagnostic], to result: inout SpecResult) {
    let gaps = diagnostics.filter(\.canChangeVerdicts)
    guard !gaps.isEmpty else { return }
    // A failed scenario replays the user's steps: it rests on every gap not
    // confined to actions its steps do not take.
    for position in result.scenarios.indices where !result.scenarios[position].passed {
      let taken = places(touchedBy: result.scenarios[position].trace)
      result.scenarios[position].restsOn = gaps.filter { gap in
        gap.gap?.confinedTo.map { !$0.isDisjoint(with: taken) } ?? true
      }
    }
    for position in result.properties.indices {
      let property = result.properties[position]
      guard property.verdict != .unknown else { continue }
      let cone = checkedIndex(property).map { system.influenceCone(ofProperty: $0) }
      // A counterexample or witness that touches none of the places a gap is
      // confined to is a run of the device, whatever that code does.
      let taken = places(touchedBy: property.trace)
      var resting = gaps.filter { diagnostic in
        guard let gap = diagnostic.gap, !preserves(gap.effect, property) else { return false }
        if let actions = gap.confinedTo, provesByRun(property) || staysStuck(gap.effect, property),
          actions.isDisjoint(with: taken)
        {
          return false
        }
        return gap.subjects.contains { subject in cone.map { touches(subject, $0) } ?? true }
      }
      guard !resting.isEmpty else { continue }
      // Lead with the code the run itself passes through.
      let onRun = resting.filter { $0.gap?.confinedTo.map { !$0.isDisjoint(with: taken) } ?? false }
      resting = onRun + resting.filter { diagnostic in !onRun.contains { $0.range == diagnostic.range && $0.message == diagnostic.message } }
      if let confirmed = confirmAvoiding(resting, property) {
        result.properties[position] = confirmed
        continue
      }
      var changed = property
      changed.modelVerdict = property.verdict
      changed.verdict = .unknown
      changed.restsOn = resting
      let found =
        switch property.verdict {
        case .holds: "holds in the model"
        case .violated: "is violated in the model"
        case .unknown: "is undecided"
        }
      let places = resting.prefix(3).map { "\($0.range.start)" }.joined(separator: ", ")
      let more = resting.count > 3 ? " and \(resting.count - 3) more" : ""
      // Steps taken on code read only in part say so, beside the step.
      if var trace = changed.trace {
        for position in trace.steps.indices {
          guard let location = trace.steps[position].location,
            let gap = resting.first(where: { $0.gap?.confinedTo?.contains(location) == true })
          else { continue }
          let note = "rests on code TipCheck did not model (\(gap.range.start))"
          trace.steps[position].note = trace.steps[position].note.map { $0 + "; " + note } ?? note
        }
        changed.trace = trace
      }
      changed.explanation = [
        "it \(found), but that rests on code TipCheck did not model (\(places)\(more)): "
          + (resting.first.map { $0.message } ?? "")
      ]
      result.properties[position] = changed
    }
  }

  /// The index in `system.properties` of a result's property.
  func checkedIndex(_ result: PropertyResult) -> Int? {
    system.properties.firstIndex { $0.propertyIndex == result.index }
  }

  /// Whether a verdict stays true on the device under a gap of this effect.
  func preserves(_ effect: ReadingGap.Effect, _ result: PropertyResult) -> Bool {
    guard let checked = checkedIndex(result) else { return false }
    switch (effect, system.properties[checked].kind, result.verdict) {
    case (.addsBehaviour, .invariant, .holds), (.addsBehaviour, .staysInDomain, .holds),
      (.addsBehaviour, .reachability, .violated):
      return true
    case (.missesBehaviour, .invariant, .violated), (.missesBehaviour, .staysInDomain, .violated),
      (.missesBehaviour, .reachability, .holds):
      return result.trace != nil
    default:
      return false
    }
  }

  /// A counterexample or witness that touches none of the places the gaps
  /// are confined to, found by searching again without those actions (an
  /// under-approximation: each of its runs is a run of the device, as far
  /// as these gaps go); nil when a gap is not confined or there is none.
  func confirmAvoiding(_ resting: [Diagnostic], _ result: PropertyResult) -> PropertyResult? {
    guard provesByRun(result), let checked = checkedIndex(result) else { return nil }
    var avoided: Set<SourceRange> = []
    for diagnostic in resting {
      guard let actions = diagnostic.gap?.confinedTo else { return nil }
      avoided.formUnion(actions)
    }
    let narrator = Narrator(system: system)
    let restricted = system.restricted(toProperty: checked) { move in
      narrator.location(of: move.label).map(avoided.contains) ?? false
    }
    let outcome = ExplicitChecker(system: restricted).run().outcomes.first
    let trace: Trace?
    switch (outcome, result.verdict) {
    case (.violated(let counterexample?, _), .violated): trace = counterexample
    case (.holds(let witness?), .holds): trace = witness
    default: return nil
    }
    guard let trace else { return nil }
    let narrated = Narrator(system: restricted).narrate(trace)
    // Without the actions, the run may still mount a site a gap is confined to.
    guard places(touchedBy: narrated).isDisjoint(with: avoided) else { return nil }
    var confirmed = result
    confirmed.trace = narrated
    return confirmed
  }

  /// The places a run touches: where the moves it takes are declared, and
  /// the sites mounted in any of its states (the transition system says
  /// which). A run's states may carry a product's variables past the app's.
  func places(touchedBy trace: NarratedTrace?) -> Set<SourceRange> {
    guard let trace else { return [] }
    var touched = Set(trace.steps.compactMap(\.location))
    for step in trace.trace.steps {
      let state = Array(step.state.prefix(system.variables.count))
      for site in system.mountedSites(in: state) { touched.insert(system.model[site].range) }
    }
    return touched
  }

  /// Whether the verdict rests on its trace alone: a violation of a state
  /// property shown by a counterexample, or a reachability shown by a witness.
  func provesByRun(_ result: PropertyResult) -> Bool {
    guard result.trace != nil, let checked = checkedIndex(result) else { return false }
    switch (system.properties[checked].kind, result.verdict) {
    case (.invariant, .violated), (.staysInDomain, .violated), (.reachability, .holds): return true
    default: return false
    }
  }

  /// A stuck state (a violated no-deadlock) that a run of the device
  /// reaches stays stuck in a model with more behaviour than the device:
  /// with every way on in the model leading nowhere, fewer lead nowhere too.
  /// The run is the device's when it takes none of the actions the gap is
  /// confined to (the caller checks).
  func staysStuck(_ effect: ReadingGap.Effect, _ result: PropertyResult) -> Bool {
    guard effect == .addsBehaviour, result.verdict == .violated, result.trace != nil, let checked = checkedIndex(result)
    else { return false }
    return system.properties[checked].kind == .noDeadlock
  }

  /// Whether a subject of a gap is in a cone.
  func touches(_ subject: ReadingGap.Subject, _ cone: InfluenceCone) -> Bool {
    let model = system.model
    switch subject {
    case .anything:
      return true
    case .navigation:
      return system.variable(for: .screen).map(cone.variables.contains) ?? false
    case .tip(let name):
      guard let tip = model.tip(named: name) else { return true }
      return cone.contains(tip: tip, of: system)
    case .group(let name):
      guard let group = model.groups.firstIndex(where: { $0.name == name }) else { return true }
      return model.groups[group].members.contains { cone.contains(tip: $0, of: system) }
    case .parameter(let name):
      guard let parameter = model.parameters.firstIndex(where: { $0.qualifiedName == name }) else { return true }
      return system.variable(for: .parameter(ParameterID(parameter))).map(cone.variables.contains) ?? false
    case .event(let name):
      guard let event = model.events.firstIndex(where: { $0.qualifiedName == name }) else { return true }
      return system.variable(for: .donations(EventID(event))).map(cone.variables.contains) ?? false
    }
  }
}
