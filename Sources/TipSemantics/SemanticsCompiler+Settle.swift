import TipModel

extension TransitionSystemBuilder {
  /// The settle step that ends every move (docs/semantics.md, "Settling"):
  ///
  /// 1. Statuses and visibility are recomputed from the `mid` values.
  /// 2. A display that ended in this step (the tip was visible before and
  ///    is not now) invalidates a tip at its maxDisplayCount with
  ///    `.displayCountExceeded`; visibility is then recomputed once (an
  ///    ordered group may advance; no visible tip can disappear, so one
  ///    round suffices).
  /// 3. Each tip that became visible counts one display; a popover's
  ///    dismissal lasts while it keeps resolving to the same tip.
  /// 4. Under a non-immediate display frequency, when never-shown tips
  ///    would appear together, exactly one of them does (the `choice`); the
  ///    others stay pending until time passes.
  mutating func buildSettle() -> Settle {
    let m = midValues()
    let choice = graph.choice()
    let zero = graph.integer(0)
    let shownBefore = model.tipIDs.map { graph.notEqual(m[displaysVariable[$0.index]], zero) }
    let subjects = model.tipIDs.filter { tip in
      subjectToFrequency(tip) && model.siteIDs.contains { model.tips(presentableAt: $0).contains(tip) }
    }
    let frequency = model.tipIDs.map { tip -> ExpressionID in
      guard subjectToFrequency(tip), let lockVariable else { return graph.trueID }
      let slot: ExpressionID
      if let position = subjects.firstIndex(of: tip) {
        slot = graph.or(graph.equal(choice, zero), graph.equal(choice, graph.integer(position + 1)))
      } else {
        slot = graph.equal(choice, zero)
      }
      return graph.or(shownBefore[tip.index], graph.and(graph.not(m[lockVariable]), slot))
    }
    let rules = model.tipIDs.map { rulesHold($0, m) }
    let mountedSites = model.siteIDs.map { self.mounted($0, m) }
    let dismissed = model.siteIDs.map { site -> [ExpressionID] in
      guard let variable = dismissedVariable[site.index] else {
        return model.tips(presentableAt: site).map { _ in graph.falseID }
      }
      return resolvesInState[site.index].map { presentation in graph.and(m[variable], presentation.condition) }
    }
    let invalidation1 = model.tipIDs.map { m[invalidationVariable[$0.index]] }
    let round1 = presentation(
      PresentationInputs(
        invalidation: invalidation1, rulesHold: rules, frequencyAllows: frequency, mounted: mountedSites,
        dismissed: dismissed))
    let visibleBefore = model.tipIDs.map { graph.and(derived.visible[$0.index], graph.not(m[relaunchedVariable])) }
    // S1: tips sharing an id share one status and one display: it is on
    // while any of them is visible, and each one's MaxDisplayCount applies
    // to the shared count.
    let sharing = statusGroups()
    let invalidation2 = model.tipIDs.map { tip -> ExpressionID in
      let group = sharing[tip.index]
      let before = graph.or(group.map { visibleBefore[$0.index] })
      let after = graph.or(group.map { round1.visible[$0.index] })
      var value = invalidation1[tip.index]
      for member in group where model.testingOverride(of: member) != true {
        guard let cap = model[member].maxDisplayCount, let exceeded = invalidationValue(.displayCountExceeded, member) else {
          continue
        }
        let lastDisplayEnded = graph.and([
          before, graph.not(after), graph.equal(invalidation1[tip.index], zero),
          graph.equal(m[displaysVariable[tip.index]], graph.integer(cap)),
        ])
        value = graph.ite(lastDisplayEnded, graph.integer(exceeded), value)
      }
      return value
    }
    let round2 = presentation(
      PresentationInputs(
        invalidation: invalidation2, rulesHold: rules, frequencyAllows: frequency, mounted: mountedSites,
        dismissed: dismissed))

    var next = variables.indices.map { m[$0] }
    for tip in model.tipIDs where sharing[tip.index].first == tip {
      let group = sharing[tip.index]
      let variable = displaysVariable[tip.index]
      next[invalidationVariable[tip.index]] = invalidation2[tip.index]
      let started = graph.and(
        graph.or(group.map { round2.visible[$0.index] }), graph.not(graph.or(group.map { visibleBefore[$0.index] })))
      // S16's other reading: each site that starts showing it is a display.
      var starts = graph.indicator(started)
      if model.configuration.displaysPerSite {
        var count = zero
        for site in model.siteIDs {
          for (position, shown) in round2.shows[site.index].enumerated() where group.contains(shown.tip) {
            let before = graph.and(derived.siteShows[site.index][position].condition, graph.not(m[relaunchedVariable]))
            count = graph.add(count, graph.indicator(graph.and(shown.condition, graph.not(before))))
          }
        }
        starts = count
      }
      // Display counts are bounded for every engine (F3): with
      // maxDisplayCount the cap is TipKit's, without it the count is exact
      // for every comparison in the model.
      next[variable] = graph.saturate(
        graph.add(m[variable], starts), cap: variables[variable].domain.upperBound, abstraction: false)
    }
    let newlyShown = model.tipIDs.map { graph.and(round2.visible[$0.index], graph.not(shownBefore[$0.index])) }
    if let lockVariable {
      next[lockVariable] = graph.or([m[lockVariable]] + subjects.map { newlyShown[$0.index] })
    }
    for site in model.siteIDs {
      guard let variable = dismissedVariable[site.index] else { continue }
      let sameTip = zip(resolvesInState[site.index], round2.resolves[site.index]).map {
        graph.and($0.condition, $1.condition)
      }
      next[variable] = graph.and([mountedSites[site.index], m[variable], graph.or(sameTip)])
    }
    for index in variables.indices where variables[index].isScratch {
      next[index] = variables[index].sort == .bool ? graph.falseID : zero
    }

    // The display-frequency choice (rule 4).
    var choiceValid = graph.trueID
    if !subjects.isEmpty, let lockVariable {
      let newSubjects = subjects.map { newlyShown[$0.index] }
      let conflictFree = graph.not(graph.or(newSubjects.map { graph.substituteChoice($0, with: 0) }))
      var candidates: [ExpressionID] = []
      for (position, tip) in subjects.enumerated() {
        // The tip would appear with every tip unblocked, and still appears
        // when it alone gets the slot.
        let wouldAppear = graph.substituteChoice(newlyShown[tip.index], with: 0)
        let winsSlot = graph.substituteChoice(newlyShown[tip.index], with: position + 1)
        candidates.append(graph.and([graph.not(m[lockVariable]), wouldAppear, winsSlot]))
      }
      let noCandidate = graph.not(graph.or(candidates))
      var cases = [graph.and(graph.equal(choice, zero), graph.or(conflictFree, noCandidate))]
      for (position, candidate) in candidates.enumerated() {
        cases.append(graph.and(graph.equal(choice, graph.integer(position + 1)), candidate))
      }
      choiceValid = graph.or(cases)
    }
    let hasChoice = !subjects.isEmpty && lockVariable != nil
    return Settle(
      next: next, choiceCount: hasChoice ? subjects.count + 1 : 1, choiceValid: choiceValid,
      choiceTips: hasChoice ? [nil] + subjects.map { Optional($0) } : [nil], visibleAfter: round2.visible)
  }
}
