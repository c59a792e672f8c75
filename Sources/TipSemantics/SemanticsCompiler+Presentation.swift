import TipModel

/// What the screen shows for given tip statuses: the heart of TipKit's
/// presentation rules (docs/semantics.md, "Status", "Groups", "Sites").
struct Presentation {
  var available: [ExpressionID]
  /// Per site: which tip it resolves to, ignoring mounting and dismissal.
  var resolves: [[SitePresentation]]
  /// Per site: which tip it shows (mounted, resolved, not dismissed).
  var shows: [[SitePresentation]]
  var visible: [ExpressionID]
}

extension TransitionSystemBuilder {
  /// The inputs of one presentation computation.
  struct PresentationInputs {
    var invalidation: [ExpressionID]
    var rulesHold: [ExpressionID]
    var frequencyAllows: [ExpressionID]
    var mounted: [ExpressionID]
    /// dismissed[site][i]: the site is dismissed for its i-th presentable tip.
    var dismissed: [[ExpressionID]]
  }

  /// `status(t) = .available` iff not invalidated, all rules hold, and the
  /// display frequency allows it (docs/semantics.md, "Status"); never when
  /// the app does not configure TipKit (S26).
  mutating func presentation(_ inputs: PresentationInputs) -> Presentation {
    let zero = graph.integer(0)
    let available = model.tipIDs.map { tip in
      guard model.configuration.tipsConfigured else { return graph.boolean(false) }
      if let forced = model.testingOverride(of: tip) { return graph.boolean(forced) }
      return graph.and([
        graph.equal(inputs.invalidation[tip.index], zero), inputs.rulesHold[tip.index],
        inputs.frequencyAllows[tip.index],
      ])
    }
    var resolves: [[SitePresentation]] = []
    var shows: [[SitePresentation]] = []
    var visibleParts = Array(repeating: [ExpressionID](), count: model.tips.count)
    for site in model.siteIDs {
      var siteResolves: [SitePresentation] = []
      var siteShows: [SitePresentation] = []
      for (position, tip) in model.tips(presentableAt: site).enumerated() {
        let resolved = resolution(site, tip, available: available, invalidation: inputs.invalidation)
        siteResolves.append(SitePresentation(tip: tip, condition: resolved))
        let shown = graph.and([inputs.mounted[site.index], resolved, graph.not(inputs.dismissed[site.index][position])])
        siteShows.append(SitePresentation(tip: tip, condition: shown))
        visibleParts[tip.index].append(shown)
      }
      resolves.append(siteResolves)
      shows.append(siteShows)
    }
    return Presentation(
      available: available, resolves: resolves, shows: shows, visible: visibleParts.map { graph.or($0) })
  }

  /// Whether `site` resolves to `tip`: a fixed tip when available (and, if
  /// groups gate direct members, when current in its groups); a group's
  /// current tip; or the group's current tip when it is the cast type.
  private mutating func resolution(
    _ site: SiteID, _ tip: TipID, available: [ExpressionID], invalidation: [ExpressionID]
  ) -> ExpressionID {
    switch model[site].content {
    case .tip:
      guard model.configuration.groupsGateDirectMembers else { return available[tip.index] }
      let gates = model.groups(containing: tip).map { current($0, is: tip, available: available, invalidation: invalidation) }
      return graph.and([available[tip.index]] + gates)
    case .groupCurrent(let group), .groupCurrentAs(let group, _):
      return current(group, is: tip, available: available, invalidation: invalidation)
    }
  }

  /// `TipGroup.currentTip == tip`. Ordered: the first member not
  /// invalidated, if it is available (later members wait behind a pending
  /// one). First available: the first available member.
  mutating func current(
    _ group: GroupID, is tip: TipID, available: [ExpressionID], invalidation: [ExpressionID]
  ) -> ExpressionID {
    let members = model[group].members
    guard let position = members.firstIndex(of: tip) else { return graph.falseID }
    let zero = graph.integer(0)
    let earlier = members[..<position]
    switch model[group].priority {
    case .ordered:
      let allInvalidated = earlier.map { graph.notEqual(invalidation[$0.index], zero) }
      return graph.and(allInvalidated + [available[tip.index]])
    case .firstAvailable:
      let noneAvailable = earlier.map { graph.not(available[$0.index]) }
      return graph.and(noneAvailable + [available[tip.index]])
    }
  }

  /// The tip's rules, ANDed (an empty list holds).
  mutating func rulesHold(_ tip: TipID, _ values: Values) -> ExpressionID {
    graph.and(model[tip].rules.map { compile($0, values) })
  }

  func subjectToFrequency(_ tip: TipID) -> Bool {
    model.configuration.displayFrequency != .immediate && !model[tip].ignoresDisplayFrequency
  }

  /// The predicates of a settled state (docs/semantics.md, "Settled states").
  mutating func buildDerived() {
    let values = stateValues()
    let zero = graph.integer(0)
    let shown = model.tipIDs.map { graph.notEqual(values[displaysVariable[$0.index]], zero) }
    let frequency = model.tipIDs.map { tip -> ExpressionID in
      guard subjectToFrequency(tip), let lockVariable else { return graph.trueID }
      return graph.or(shown[tip.index], graph.not(values[lockVariable]))
    }
    let inputs = PresentationInputs(
      invalidation: model.tipIDs.map { values[invalidationVariable[$0.index]] },
      rulesHold: model.tipIDs.map { rulesHold($0, values) },
      frequencyAllows: frequency,
      mounted: model.siteIDs.map { mounted($0, values) },
      dismissed: model.siteIDs.map { site in
        let flag = dismissedVariable[site.index].map { values[$0] } ?? graph.falseID
        return model.tips(presentableAt: site).map { _ in flag }
      })
    let ruleParts = model.tipIDs.map { tip in model[tip].rules.map { compile($0, values) } }
    let current = presentation(inputs)
    resolvesInState = current.resolves
    let siteVisible = current.shows.map { graph.or($0.map(\.condition)) }
    // S15: a visible popover blocks the screen, unless it lets the background be used.
    let popovers = model.siteIDs.filter { model[$0].presentation == .popover && !model[$0].allowsBackgroundInteraction }
      .map { siteVisible[$0.index] }
    let invalidated = model.tipIDs.map { graph.notEqual(values[invalidationVariable[$0.index]], zero) }
    derived = DerivedPredicates(
      visible: current.visible,
      available: current.available,
      invalidated: invalidated,
      shown: shown,
      awaited: model.tipIDs.map { graph.not(graph.or(shown[$0.index], invalidated[$0.index])) },
      siteShows: current.shows,
      siteVisible: siteVisible,
      mounted: inputs.mounted,
      rules: ruleParts,
      blocked: model.configuration.popoversBlockInteraction ? graph.or(popovers) : graph.falseID)
  }

  /// A site is mounted when it is global or its screen is on display, and
  /// its condition, if any, holds (S13).
  mutating func mounted(_ site: SiteID, _ values: Values) -> ExpressionID {
    let condition = model[site].condition.map { compile($0, values) } ?? graph.trueID
    guard let screen = model[site].screen, let screenVariable else { return condition }
    return graph.and(graph.equal(values[screenVariable], graph.integer(screen.index)), condition)
  }
}
