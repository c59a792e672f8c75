import TipModel
import TipSemantics

/// A first launch that may go several ways (the initial screen's
/// `onAppear` has approximations, docs/semantics.md A7).
///
/// The engines start from one launch step, so the system is checked once
/// per way, each taking its way as given: a verdict of one way holds on the
/// device if the first launch goes that way. The device goes one of them,
/// so a verdict every way gives stands, with the first way's story; ways
/// that disagree make it `unknown`, naming the launch's approximations and
/// what each way found; a way's own `unknown` (an approximation later in
/// its runs) is the joined verdict's.
extension Verifier {
  func verifyEachLaunch(_ system: TransitionSystem, sources: [SourceFile]) -> SpecResult {
    let ways = system.launchingEachWay()
    let results = ways.map { verify($0, sources: sources) }
    guard var joined = results.first else { return verify(system, sources: sources) }
    joined.system = system
    for position in joined.properties.indices {
      let answers = results.compactMap { result in
        result.properties.first { $0.index == joined.properties[position].index }
      }
      let verdicts = Set(answers.map(\.verdict))
      if verdicts.count == 1, verdicts.first != .unknown {
        // The story is the first way's: say so at the launch, which the
        // device may take another way (with a run of its own).
        if var trace = joined.properties[position].trace, !trace.steps.isEmpty {
          let how = system.launchVariants[0].approximations.map(\.assumption).joined(separator: " and ")
          let note = "this run assumes the first launch \(how); each of the \(ways.count) ways TipCheck approximated has a run of its own"
          trace.steps[0].note = trace.steps[0].note.map { $0 + "; " + note } ?? note
          joined.properties[position].trace = trace
        }
        continue
      }
      if let undecided = answers.first(where: { $0.verdict == .unknown }) {
        joined.properties[position] = undecided
        continue
      }
      var changed = joined.properties[position]
      changed.modelVerdict = changed.verdict
      changed.verdict = .unknown
      // The first way each verdict was found under, said once.
      var said: [String] = []
      for (variant, answer) in zip(system.launchVariants, answers) {
        let verdict = answer.verdict == .holds ? "holds" : "is violated"
        guard !said.contains(where: { $0.hasPrefix(verdict) }) else { continue }
        let how = variant.approximations.map(\.assumption).joined(separator: " and ")
        said.append("\(verdict) if the first launch \(how)")
      }
      var places: [SourceRange] = []
      for choice in system.launch.approximations where !places.contains(choice.range) { places.append(choice.range) }
      let shown = places.prefix(3).map { "\($0.start)" }.joined(separator: ", ") + (places.count > 3 ? " and \(places.count - 3) more" : "")
      changed.explanation = [
        "it depends on how the first launch goes, which TipCheck approximated (\(shown)): it " + said.joined(separator: "; it ")
      ]
      changed.restsOn = system.launch.approximations.map { choice in
        Diagnostic.warning("TipCheck approximated this code; the first launch \(choice.assumption)", at: choice.range)
          .with(id: "approximation")
      }
      joined.properties[position] = changed
    }
    // A scenario passes when it passes whichever way the launch went; a
    // failure in some way rests on the launch's approximations.
    for position in joined.scenarios.indices {
      let runs = results.compactMap { $0.scenarios.indices.contains(position) ? $0.scenarios[position] : nil }
      guard var failed = runs.first(where: { !$0.passed }) else { continue }
      failed.restsOn += system.launch.approximations.map { choice in
        Diagnostic.warning("TipCheck approximated this code; the first launch may go another way here", at: choice.range)
          .with(id: "approximation")
      }
      joined.scenarios[position] = failed
    }
    return joined
  }
}
