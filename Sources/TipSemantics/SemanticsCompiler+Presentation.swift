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
  /// Per group whose current tip is held (S11's other reading), the value
  /// its variable takes: the current member's position plus one, or 0.
  var heldGroupCurrent: [ExpressionID?]
  /// Per anchor of `popoverAnchors`, which of its sites shows, the same way.
  var anchorPresenting: [ExpressionID]
}

extension TransitionSystemBuilder {
  /// The inputs of one presentation computation.
  struct PresentationInputs {
    var invalidation: [ExpressionID]
    /// The invalidation TipKit's status says, which groups read: the same
    /// as `invalidation` except under S17's other reading, where a tip in
    /// its last display is already invalidated.
    var statusInvalidation: [ExpressionID]
    var rulesHold: [ExpressionID]
    var frequencyAllows: [ExpressionID]
    var mounted: [ExpressionID]
    /// dismissed[site][i]: the site is dismissed for its i-th presentable tip.
    var dismissed: [[ExpressionID]]
    /// Per group, the current tip it held before (S11's other reading).
    var heldGroupCurrent: [ExpressionID?]
    /// Per anchor of `popoverAnchors`, which popover showed before (S30).
    var anchorPresenting: [ExpressionID]
  }

  /// `status(t) = .available` iff not invalidated, all rules hold, and the
  /// display frequency allows it (docs/semantics.md, "Status"); never when
  /// the app does not configure TipKit (S26).
  mutating func presentation(_ inputs: PresentationInputs) -> Presentation {
    let zero = graph.integer(0)
    func available(_ invalidation: [ExpressionID]) -> [ExpressionID] {
      model.tipIDs.map { tip in
        guard model.configuration.tipsConfigured else { return graph.boolean(false) }
        if let forced = model.testingOverride(of: tip) { return graph.boolean(forced) }
        return graph.and([
          graph.equal(invalidation[tip.index], zero), inputs.rulesHold[tip.index], inputs.frequencyAllows[tip.index],
        ])
      }
    }
    // A site already showing a tip keeps it while its own status allows;
    // groups follow TipKit's status (they differ only under S17's other reading).
    let shownAvailable = available(inputs.invalidation)
    let statusAvailable =
      inputs.statusInvalidation == inputs.invalidation ? shownAvailable : available(inputs.statusInvalidation)
    var resolves: [[SitePresentation]] = []
    var shows: [[SitePresentation]] = []
    for site in model.siteIDs {
      var siteResolves: [SitePresentation] = []
      var siteShows: [SitePresentation] = []
      for (position, tip) in model.tips(presentableAt: site).enumerated() {
        let resolved = resolution(site, tip, shownAvailable: shownAvailable, statusAvailable: statusAvailable, inputs)
        siteResolves.append(SitePresentation(tip: tip, condition: resolved))
        let shown = graph.and([inputs.mounted[site.index], resolved, graph.not(inputs.dismissed[site.index][position])])
        siteShows.append(SitePresentation(tip: tip, condition: shown))
      }
      resolves.append(siteResolves)
      shows.append(siteShows)
    }
    // S30's other reading: of the popovers on one anchor, one shows.
    var anchorPresenting: [ExpressionID] = []
    for (index, anchor) in popoverAnchors.enumerated() {
      let wouldShow = anchor.sites.map { site in graph.or(shows[site.index].map(\.condition)) }
      let order = model.configuration.popoversPerAnchor == .lastDeclaredFirst
        ? Array(anchor.sites.indices.reversed()) : Array(anchor.sites.indices)
      let presenting = held(inputs.anchorPresenting[index], among: wouldShow, order: order)
      for (position, site) in anchor.sites.enumerated() {
        let chosen = graph.equal(presenting, graph.integer(position + 1))
        shows[site.index] = shows[site.index].map { SitePresentation(tip: $0.tip, condition: graph.and($0.condition, chosen)) }
      }
      anchorPresenting.append(presenting)
    }
    var visibleParts = Array(repeating: [ExpressionID](), count: model.tips.count)
    for siteShows in shows { for shown in siteShows { visibleParts[shown.tip.index].append(shown.condition) } }
    let heldGroupCurrent = model.groupIDs.map { group -> ExpressionID? in
      guard let before = inputs.heldGroupCurrent[group.index] else { return nil }
      return held(
        before, among: model[group].members.map { statusAvailable[$0.index] }, order: Array(model[group].members.indices))
    }
    return Presentation(
      available: statusAvailable, resolves: resolves, shows: shows, visible: visibleParts.map { graph.or($0) },
      heldGroupCurrent: heldGroupCurrent, anchorPresenting: anchorPresenting)
  }

  /// One of several candidates that stays chosen while it qualifies (S11's
  /// and S30's other readings): `before` (a position plus one, or 0) if
  /// that candidate still qualifies, else the first in `order` that does,
  /// else 0.
  private mutating func held(_ before: ExpressionID, among qualifies: [ExpressionID], order: [Int]) -> ExpressionID {
    let keeps = graph.or(qualifies.indices.map { graph.and(graph.equal(before, graph.integer($0 + 1)), qualifies[$0]) })
    var first = graph.integer(0)
    for position in order.reversed() { first = graph.ite(qualifies[position], graph.integer(position + 1), first) }
    return graph.ite(keeps, before, first)
  }

  /// Whether `site` resolves to `tip`: a fixed tip when available (and, if
  /// groups gate direct members, when current in its groups); a group's
  /// current tip; or the group's current tip when it is the cast type.
  private mutating func resolution(
    _ site: SiteID, _ tip: TipID, shownAvailable: [ExpressionID], statusAvailable: [ExpressionID],
    _ inputs: PresentationInputs
  ) -> ExpressionID {
    func current(_ group: GroupID) -> ExpressionID {
      self.current(
        group, is: tip, available: statusAvailable, invalidation: inputs.statusInvalidation,
        held: inputs.heldGroupCurrent[group.index])
    }
    switch model[site].content {
    case .tip:
      guard model.configuration.groupsGateDirectMembers else { return shownAvailable[tip.index] }
      return graph.and([shownAvailable[tip.index]] + model.groups(containing: tip).map(current))
    case .groupCurrent(let group), .groupCurrentAs(let group, _):
      return current(group)
    }
  }

  /// `TipGroup.currentTip == tip`. Ordered: the first member not
  /// invalidated, if it is available (later members wait behind a pending
  /// one). First available: the first available member, or, under S11's
  /// other reading, the member it `held` while that one stays available.
  mutating func current(
    _ group: GroupID, is tip: TipID, available: [ExpressionID], invalidation: [ExpressionID], held: ExpressionID?
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
      if let held {
        let chosen = self.held(held, among: members.map { available[$0.index] }, order: Array(members.indices))
        return graph.equal(chosen, graph.integer(position + 1))
      }
      let noneAvailable = earlier.map { graph.not(available[$0.index]) }
      return graph.and(noneAvailable + [available[tip.index]])
    }
  }

  /// The invalidation TipKit's status reports for `tip`, given the
  /// recorded one and its display count: the recorded one, except under
  /// S17's other reading, where a tip whose last display has started (its
  /// count at a `maxDisplayCount` of a tip sharing its status, nothing
  /// recorded yet) is already `.displayCountExceeded`.
  mutating func statusInvalidation(_ tip: TipID, recorded: ExpressionID, displays: ExpressionID) -> ExpressionID {
    guard model.configuration.displayCountInvalidatesAtStart, model.testingOverride(of: tip) != true,
      let exceeded = invalidationValue(.displayCountExceeded, tip)
    else { return recorded }
    let caps = Set(statusGroups()[tip.index].compactMap { model[$0].maxDisplayCount })
    guard !caps.isEmpty else { return recorded }
    let started = graph.or(caps.sorted().map { graph.lessOrEqual(graph.integer($0), displays) })
    return graph.ite(graph.and(graph.equal(recorded, graph.integer(0)), started), graph.integer(exceeded), recorded)
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
    let invalidation = model.tipIDs.map { values[invalidationVariable[$0.index]] }
    let statusInvalidation = model.tipIDs.map {
      self.statusInvalidation($0, recorded: invalidation[$0.index], displays: values[displaysVariable[$0.index]])
    }
    let inputs = PresentationInputs(
      invalidation: invalidation, statusInvalidation: statusInvalidation,
      rulesHold: model.tipIDs.map { rulesHold($0, values) },
      frequencyAllows: frequency,
      mounted: model.siteIDs.map { mounted($0, values) },
      dismissed: model.siteIDs.map { site in
        let flag = dismissedVariable[site.index].map { values[$0] } ?? graph.falseID
        return model.tips(presentableAt: site).map { _ in flag }
      },
      heldGroupCurrent: groupCurrentVariable.map { $0.map { values[$0] } },
      anchorPresenting: popoverAnchors.map { values[$0.variable] })
    let ruleParts = model.tipIDs.map { tip in model[tip].rules.map { compile($0, values) } }
    let current = presentation(inputs)
    resolvesInState = current.resolves
    let siteVisible = current.shows.map { graph.or($0.map(\.condition)) }
    // S15: a visible popover blocks the screen, unless it lets the background be used.
    let popovers = model.siteIDs.filter { model[$0].presentation == .popover && !model[$0].allowsBackgroundInteraction }
      .map { siteVisible[$0.index] }
    let invalidated = model.tipIDs.map { graph.notEqual(statusInvalidation[$0.index], zero) }
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
