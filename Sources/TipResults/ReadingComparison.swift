import TipModel
import TipSemantics

extension Verifier {
  /// Checks a verified spec's properties again under every combination of
  /// the other readings its model touches (`Reading.applies`), and records
  /// each verdict beside the default one. A model no reading touches is
  /// returned as it is. The default reading's verdicts, and so the exit
  /// status, do not change.
  /// With `combined` false, each other reading is checked alone: one
  /// search per reading instead of one per combination.
  public func compareReadings(_ spec: SpecResult, combined: Bool = true) -> SpecResult {
    guard let model = spec.model, !spec.isInvalid else { return spec }
    let readings = Reading.allCases.filter { $0.applies(to: model) }
    guard !readings.isEmpty else { return spec }
    var result = spec
    let masks = combined ? Array(1..<(1 << readings.count)) : readings.indices.map { 1 << $0 }
    for mask in masks {
      let chosen = readings.indices.filter { mask & (1 << $0) != 0 }.map { readings[$0] }
      guard !chosen.contains(where: { reading in chosen.contains { reading.excludes($0) } }) else { continue }
      var changed = model
      changed.configuration = Reading.configuration(model.configuration, under: chosen)
      let other = verify(changed, sources: spec.sources)
      for (index, property) in other.properties.enumerated() where result.properties.indices.contains(index) {
        result.properties[index].underReadings.append(
          ReadingVerdict(readings: chosen, verdict: property.verdict, trace: property.trace))
      }
    }
    return result
  }

  /// For a default run: which verdicts would differ under another reading,
  /// said in one line, without keeping the other verdicts. Asked only of a
  /// model whose search took at most `stateBudget` states, so that the
  /// note never costs a large model a second search; each reading is
  /// checked alone (`--readings all` combines them).
  public func noteReadings(_ spec: SpecResult, stateBudget: Int = 100_000) -> SpecResult {
    guard let states = spec.statistics?.states, states <= stateBudget else { return spec }
    let compared = compareReadings(spec, combined: false)
    let dependent = compared.properties.indices.filter { compared.properties[$0].dependsOnReadings }
    guard !dependent.isEmpty else { return spec }
    var result = spec
    let readings = Set(dependent.flatMap { compared.readingsChangingVerdict(ofPropertyAt: $0) })
    result.readingDependent = (dependent, readings.sorted())
    return result
  }
}
