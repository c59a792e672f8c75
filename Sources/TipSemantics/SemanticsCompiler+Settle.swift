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
  ///    others stay pending until time passes. Under S7's other reading
  ///    they all appear and there is no choice.
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
      if model.configuration.frequencyAdmitsEveryNewTip {
        // S7's other reading: every tip that becomes eligible while no
        // period runs appears.
        slot = graph.trueID
      } else if let position = subjects.firstIndex(of: tip) {
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
    // What a group or an anchor held is forgotten at relaunch: the app's
    // views start afresh.
    let relaunched = m[relaunchedVariable]
    var heldGroupCurrent: [ExpressionID?] = []
    for variable in groupCurrentVariable { heldGroupCurrent.append(variable.map { graph.ite(relaunched, zero, m[$0]) }) }
    var anchorPresenting: [ExpressionID] = []
    for anchor in popoverAnchors { anchorPresenting.append(graph.ite(relaunched, zero, m[anchor.variable])) }
    func inputs(_ invalidation: [ExpressionID], displays: [ExpressionID]) -> PresentationInputs {
      PresentationInputs(
        invalidation: invalidation,
        statusInvalidation: model.tipIDs.map {
          statusInvalidation($0, recorded: invalidation[$0.index], displays: displays[$0.index])
        },
        rulesHold: rules, frequencyAllows: frequency, mounted: mountedSites, dismissed: dismissed,
        heldGroupCurrent: heldGroupCurrent, anchorPresenting: anchorPresenting)
    }
    let displaysBefore = model.tipIDs.map { m[displaysVariable[$0.index]] }
    let round1 = presentation(inputs(invalidation1, displays: displaysBefore))
    let visibleBefore = model.tipIDs.map { graph.and(derived.visible[$0.index], graph.not(m[relaunchedVariable])) }
    // S1: tips sharing an id share one status and one display: it is on
    // while any of them is visible, and each one's MaxDisplayCount applies
    // to the shared count.
    let sharing = statusGroups()
    // A display that ended (visible in `from`, not in `to`) at the shared
    // count's cap invalidates the tip (S17).
    func endingLastDisplays(
      _ invalidation: [ExpressionID], from: [ExpressionID], to: [ExpressionID], displays: [ExpressionID]
    ) -> [ExpressionID] {
      model.tipIDs.map { tip -> ExpressionID in
        let group = sharing[tip.index]
        let before = graph.or(group.map { from[$0.index] })
        let after = graph.or(group.map { to[$0.index] })
        var value = invalidation[tip.index]
        for member in group where model.testingOverride(of: member) != true {
          guard let cap = model[member].maxDisplayCount, let exceeded = invalidationValue(.displayCountExceeded, member)
          else { continue }
          let lastDisplayEnded = graph.and([
            before, graph.not(after), graph.equal(invalidation[tip.index], zero),
            graph.equal(displays[tip.index], graph.integer(cap)),
          ])
          value = graph.ite(lastDisplayEnded, graph.integer(exceeded), value)
        }
        return value
      }
    }
    var invalidation2 = endingLastDisplays(invalidation1, from: visibleBefore, to: round1.visible, displays: displaysBefore)
    var round2 = presentation(inputs(invalidation2, displays: displaysBefore))

    // The displays that start in this step: per tip (S16), or per site
    // under S16's other reading; `shows` are the rounds' site presentations.
    func displaysAfter(_ shows: [[[SitePresentation]]]) -> [ExpressionID] {
      model.tipIDs.map { tip -> ExpressionID in
        let owner = sharing[tip.index][0]
        let group = sharing[owner.index]
        let variable = displaysVariable[owner.index]
        var starts: ExpressionID
        if model.configuration.displaysPerSite {
          starts = zero
          for site in model.siteIDs {
            for (position, presented) in shows[0][site.index].enumerated() where group.contains(presented.tip) {
              let now = graph.or(shows.map { $0[site.index][position].condition })
              let before = graph.and(derived.siteShows[site.index][position].condition, graph.not(m[relaunchedVariable]))
              starts = graph.add(starts, graph.indicator(graph.and(now, graph.not(before))))
            }
          }
        } else {
          let now = graph.or(shows.flatMap { round in
            round.flatMap { $0.filter { group.contains($0.tip) }.map(\.condition) }
          })
          starts = graph.indicator(graph.and(now, graph.not(graph.or(group.map { visibleBefore[$0.index] }))))
        }
        // Display counts are bounded for every engine (F3): with
        // maxDisplayCount the cap is TipKit's, without it the count is
        // exact for every comparison in the model.
        return graph.saturate(
          graph.add(m[variable], starts), cap: variables[variable].domain.upperBound, abstraction: false)
      }
    }
    var rounds = [round2.shows]
    var displays = displaysAfter(rounds)
    // S17's other reading: a tip whose last display started is invalidated
    // for its groups at once, so a group can move on in this very step
    // (and its next tip's last display start too): one more round per
    // member of the longest group, then the displays that ended there.
    if model.configuration.displayCountInvalidatesAtStart {
      let longest = model.groups.map(\.members.count).max() ?? 0
      var shownInStep = round2.visible
      for _ in 0..<longest {
        round2 = presentation(inputs(invalidation2, displays: displays))
        rounds.append(round2.shows)
        shownInStep = zip(shownInStep, round2.visible).map { graph.or($0, $1) }
        displays = displaysAfter(rounds)
      }
      let shownOrBefore = zip(shownInStep, visibleBefore).map { graph.or($0, $1) }
      invalidation2 = endingLastDisplays(invalidation2, from: shownOrBefore, to: round2.visible, displays: displays)
    }

    var next = variables.indices.map { m[$0] }
    for tip in model.tipIDs where sharing[tip.index].first == tip {
      next[invalidationVariable[tip.index]] = invalidation2[tip.index]
      next[displaysVariable[tip.index]] = displays[tip.index]
    }
    // A tip appeared when some round showed it (a flash included).
    let newlyShown = model.tipIDs.map { tip in
      let shown = graph.or(rounds.flatMap { $0.flatMap { $0.filter { $0.tip == tip }.map(\.condition) } })
      return graph.and(shown, graph.not(shownBefore[tip.index]))
    }
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
    for group in model.groupIDs {
      if let variable = groupCurrentVariable[group.index], let value = round2.heldGroupCurrent[group.index] {
        next[variable] = value
      }
    }
    for (anchor, value) in zip(popoverAnchors, round2.anchorPresenting) { next[anchor.variable] = value }
    for index in variables.indices where variables[index].isScratch {
      next[index] = variables[index].sort == .bool ? graph.falseID : zero
    }

    // The display-frequency choice (rule 4).
    var choiceValid = graph.trueID
    let hasChoice = !subjects.isEmpty && lockVariable != nil && !model.configuration.frequencyAdmitsEveryNewTip
    if hasChoice, let lockVariable {
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
    return Settle(
      next: next, choiceCount: hasChoice ? subjects.count + 1 : 1, choiceValid: choiceValid,
      choiceTips: hasChoice ? [nil] + subjects.map { Optional($0) } : [nil], visibleAfter: round2.visible)
  }
}
