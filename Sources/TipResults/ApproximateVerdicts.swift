import TipExplicit
import TipExplicitCore
import TipModel
import TipSemantics

/// Three-valued verdicts over exact and approximate moves
/// (docs/semantics.md, "Approximate moves").
///
/// The verifier first checks the compiled system, whose approximate moves
/// over-approximate the device (the may system). A verdict that only an
/// over-approximation can prove stands; one that needs a run of the device
/// stands when its counterexample or witness takes exact moves only, or
/// when the exact moves alone (the must system) give one. Otherwise the
/// verdict is `unknown`: it names the approximations on the run the model
/// found, with the model's own verdict and story.
///
/// | property | holds when | violated when |
/// |---|---|---|
/// | invariant (single-tip, order, `invariant`) | it holds with every move | a counterexample takes exact moves only |
/// | reachable | a witness takes exact moves only | no move at all reaches it |
/// | no-deadlock | from every state any moves reach, exact moves lead on | a state exact moves reach has no way on at all |
struct ApproximateVerdicts {
  let system: TransitionSystem
  let verifier: Verifier

  /// Refines the may system's verdicts in `result`; `sources` name the files
  /// for the must system's explanations.
  func refine(_ result: inout SpecResult, sources: [SourceFile]) {
    var must: SpecResult?
    func mustResult(_ index: Int) -> PropertyResult? {
      // A first launch that is itself approximate leaves no run exact.
      guard system.launch.isExact else { return nil }
      if must == nil {
        var options = verifier.options
        options.measuresCoverage = false
        must = Verifier(options: options).verify(system.exactOnly(), sources: sources)
      }
      return must?.properties.first { $0.index == index }
    }
    // A scenario replays the user's steps by exact moves only; approximated
    // code may act between them on a device (an unread `anytime`, a way the
    // launch went): a failure rests on every approximation.
    for position in result.scenarios.indices where !result.scenarios[position].passed {
      guard result.scenarios[position].restsOn.isEmpty else { continue }
      result.scenarios[position].restsOn = allApproximations().map { choice in
        Diagnostic.warning("TipCheck approximated this code; what it does around the scenario's steps is not known", at: choice.range)
          .with(id: "approximation")
      }
    }
    for position in result.properties.indices {
      let property = result.properties[position]
      guard property.verdict != .unknown,
        let checked = system.properties.firstIndex(where: { $0.propertyIndex == property.index })
      else { continue }
      let onTrace = approximations(on: property.trace)
      switch (system.properties[checked].kind, property.verdict) {
      case (.invariant, .holds), (.staysInDomain, .holds), (.reachability, .violated):
        continue
      case (.invariant, .violated), (.staysInDomain, .violated), (.reachability, .holds):
        if property.trace != nil && onTrace.isEmpty { continue }
        if let exact = mustResult(property.index), exact.verdict == property.verdict {
          result.properties[position] = exact
          continue
        }
        result.properties[position] = unknown(property, resting: onTrace)
      case (.noDeadlock, .holds):
        let escaping = system.reachedAnyhowEscapingExactly(property: checked)
        let outcome = ExplicitChecker(system: escaping, options: verifier.options.explicit).run().outcomes.first
        if case .holds = outcome { continue }
        var changed = unknown(property, resting: allApproximations())
        // Name the tip that only approximated steps lead to, and how far.
        var stuckTip = "some tip"
        var after = "from some state the model reaches"
        if case .violated(let counterexample?, let stuck?) = outcome, let tip = stuck.tip {
          stuckTip = system.model[tip].name
          // The app's steps to that state (not the product's switch).
          let steps = counterexample.steps.filter { $0.move.map { $0 < system.moves.count } ?? false }.count
          after = steps == 0 ? "at launch" : "after \(steps) step\(steps == 1 ? "" : "s") the model can take"
        }
        changed.explanation = [
          "it holds in the model, but \(after), \(stuckTip) can appear only through steps TipCheck approximated: "
            + places(allApproximations(), saying: false)
        ]
        result.properties[position] = changed
      case (.noDeadlock, .violated):
        if property.trace != nil && onTrace.isEmpty { continue }
        guard system.launch.isExact else {
          result.properties[position] = unknown(property, resting: onTrace)
          continue
        }
        let reached = system.reachedExactlyEscapingAnyhow(property: checked)
        let run = ExplicitChecker(system: reached, options: verifier.options.explicit).run()
        if case .violated(let counterexample?, let stuck) = run.outcomes.first {
          var confirmed = property
          // The app's states: the product's phase flag (the last variable) left out.
          var projected = counterexample
          for position in projected.steps.indices {
            projected.steps[position].state = Array(projected.steps[position].state.prefix(system.variables.count))
          }
          confirmed.trace = Narrator(system: system).narrate(projected)
          let state = Array(counterexample.finalState.prefix(system.variables.count))
          if var stuck {
            // The product's own move (the last) is not the app's.
            stuck.futureMoves = stuck.futureMoves.filter { $0 < system.moves.count }
            let explainer = Explainer(system: system, sources: Dictionary(sources.map { ($0.path, $0) }) { first, _ in first })
            confirmed.explanation = explainer.stuck(stuck, state: state)
            confirmed.related = explainer.stuckLocations(stuck, state: state)
          }
          result.properties[position] = confirmed
          continue
        }
        result.properties[position] = unknown(property, resting: onTrace)
      default:
        continue
      }
    }
  }

  /// The approximations the moves of a trace resolve, each once, in order.
  func approximations(on trace: NarratedTrace?) -> [ApproximateChoice] {
    var seen = Set<SourceRange>()
    // Every run starts with the first launch.
    var found: [ApproximateChoice] = trace == nil ? [] : system.launch.approximations.filter { seen.insert($0.range).inserted }
    for step in trace?.trace.steps ?? [] {
      guard let move = step.move, system.moves.indices.contains(move) else { continue }
      for choice in system.moves[move].approximations where seen.insert(choice.range).inserted {
        found.append(choice)
      }
    }
    return found
  }

  /// Every approximation in the system, each place once.
  func allApproximations() -> [ApproximateChoice] {
    var seen = Set<SourceRange>()
    return (system.launch.approximations + system.moves.flatMap(\.approximations)).filter { seen.insert($0.range).inserted }
  }

  /// The verdict made unknown: the model's verdict and run kept, the
  /// approximations it rests on named.
  func unknown(_ property: PropertyResult, resting: [ApproximateChoice]) -> PropertyResult {
    var changed = property
    changed.modelVerdict = property.verdict
    changed.verdict = .unknown
    changed.restsOn = resting.map { choice in
      Diagnostic.warning("TipCheck approximated this code; the step taken here \(choice.assumption)", at: choice.range)
        .with(id: "approximation")
    }
    let run = property.verdict == .holds ? "its witness" : "its counterexample"
    let found = property.verdict == .holds ? "holds in the model" : "is violated in the model"
    changed.explanation =
      resting.isEmpty
      ? ["it \(found), but the model's run takes steps TipCheck approximated"]
      : ["it \(found), but \(run) takes steps TipCheck approximated: \(places(resting))"]
    return changed
  }

  /// A verdict resting on approximations names the front end's warning
  /// about the code each stands for (the warning inside the approximated
  /// statement), which says why it was approximated.
  static func namingWarnings(_ warnings: [Diagnostic], in property: PropertyResult) -> PropertyResult {
    var named = property
    named.restsOn = property.restsOn.map { resting in
      guard resting.id == "approximation" else { return resting }
      return warnings.first { warning in
        warning.severity == .warning && warning.range.start.file == resting.range.start.file
          && warning.range.start.offset >= resting.range.start.offset && warning.range.end.offset <= resting.range.end.offset
      } ?? resting
    }
    return named
  }

  /// "File.swift:3:5 (sets A.p to true), …", at most three; without what
  /// each assumed when `saying` is false (the places, not one run's choices).
  func places(_ choices: [ApproximateChoice], saying: Bool = true) -> String {
    let shown = choices.prefix(3).map { saying ? "\($0.range.start) (\($0.assumption))" : "\($0.range.start)" }
      .joined(separator: ", ")
    return choices.count > 3 ? shown + " and \(choices.count - 3) more" : shown
  }
}
