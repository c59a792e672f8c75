import TipModel

extension TransitionSystemBuilder {
  /// The state vector: every persistent fact TipKit keeps plus what the UI
  /// needs (docs/semantics.md, "State"). Each counter is as tight as the
  /// properties allow ("Finite domains").
  mutating func declareVariables() {
    let caps = donationCaps()
    for id in model.parameterIDs {
      let parameter = model[id]
      let (domain, sort, declared): (ClosedRange<Int>, Sort, Bool) =
        switch parameter.type {
        case .bool: (0...1, .bool, false)
        case .int(let range): (range ?? 0...0, .int, computedRangeIsDeclared(id))
        case .enumeration(let e): (0...(model[e].cases.count - 1), .int, false)
        }
      var variable = StateVariable(
        name: parameter.qualifiedName, role: .parameter(id), domain: domain, sort: sort,
        installValue: parameter.defaultValue.encoded, domainIsDeclared: declared)
      variable.isAbstractedCounter = parameter.countsUpTo != nil
      parameterVariable.append(add(variable))
    }
    for id in model.eventIDs {
      var variable = StateVariable(
        name: model[id].qualifiedName + ".donations.count", role: .donations(id), domain: 0...caps[id.index],
        sort: .int, installValue: 0)
      variable.isAbstractedCounter = true
      eventVariable.append(add(variable))
    }
    // S1: tips that share a TipKit id share one status and one display
    // count, held by the first of them (`statusOwner`).
    let owners = model.tipIDs.map { model.statusOwner(of: $0) }
    var reasons = possibleInvalidations()
    for tip in model.tipIDs where owners[tip.index] != tip { reasons[owners[tip.index].index].formUnion(reasons[tip.index]) }
    invalidationReasons = model.tipIDs.map { reasons[owners[$0.index].index].sorted { $0.code < $1.code } }
    let displayCaps = self.displayCaps()
    for tip in model.tipIDs {
      let owner = owners[tip.index]
      guard owner == tip else {
        invalidationVariable.append(invalidationVariable[owner.index])
        displaysVariable.append(displaysVariable[owner.index])
        continue
      }
      let sharing = model.tipIDs.filter { owners[$0.index] == tip }
      let name = sharing.map { model[$0].name }.joined(separator: "/")
      invalidationVariable.append(
        add(
          StateVariable(
            name: name + ".invalidation", role: .invalidation(tip), domain: 0...invalidationReasons[tip.index].count,
            sort: .int, installValue: 0)))
      let cap = sharing.map { model[$0].maxDisplayCount ?? displayCaps[$0.index] }.max() ?? 1
      displaysVariable.append(
        add(StateVariable(name: name + ".displays", role: .displays(tip), domain: 0...cap, sort: .int, installValue: 0)))
    }
    for site in model.siteIDs {
      if isDismissable(site) {
        dismissedVariable.append(
          add(
            StateVariable(
              name: "“\(model[site].label)”.dismissed", role: .dismissed(site), domain: 0...1, sort: .bool,
              installValue: 0)))
      } else {
        dismissedVariable.append(nil)
      }
    }
    if model.screens.count > 1 {
      screenVariable = add(
        StateVariable(
          name: "screen", role: .screen, domain: 0...(model.screens.count - 1), sort: .int,
          installValue: model.initialScreen?.index ?? 0))
    }
    if model.configuration.displayFrequency != .immediate {
      lockVariable = add(
        StateVariable(name: "frequency.waiting", role: .frequencyLock, domain: 0...1, sort: .bool, installValue: 0))
    }
    for group in model.groupIDs {
      guard model.configuration.firstAvailableKeepsCurrentTip, model[group].priority == .firstAvailable else {
        groupCurrentVariable.append(nil)
        continue
      }
      groupCurrentVariable.append(
        add(
          StateVariable(
            name: model[group].name + ".currentTip", role: .groupCurrentTip(group),
            domain: 0...model[group].members.count, sort: .int, installValue: 0)))
    }
    if model.configuration.popoversPerAnchor != .all {
      for sites in model.popoverSitesSharingAnAnchor() {
        let variable = add(
          StateVariable(
            name: "“\(model[sites[0]].label)”.presenting", role: .anchorPresenting(sites), domain: 0...sites.count,
            sort: .int, installValue: 0))
        popoverAnchors.append((sites, variable))
      }
    }
    relaunchedVariable = add(
      StateVariable(name: "relaunched", role: .relaunched, domain: 0...1, sort: .bool, installValue: 0, isScratch: true))
  }

  /// Per tip, the tips sharing its status (S1), the holder first: itself
  /// alone unless another tip has its id.
  func statusGroups() -> [[TipID]] {
    let owners = model.tipIDs.map { model.statusOwner(of: $0) }
    return model.tipIDs.map { tip in model.tipIDs.filter { owners[$0.index] == owners[tip.index] } }
  }

  /// Names are unique: the symbolic engines name their constants after
  /// them, and two popovers on one anchor would otherwise share a
  /// "dismissed" flag there. A repeated name gets " #2", " #3", ….
  private mutating func add(_ variable: StateVariable) -> Int {
    var unique = variable
    var copy = 1
    while variables.contains(where: { $0.name == unique.name }) {
      copy += 1
      unique.name = variable.name + " #\(copy)"
    }
    variables.append(unique)
    return variables.count - 1
  }

  func isDismissable(_ site: SiteID) -> Bool {
    model.configuration.dismissOutside && model[site].presentation == .popover && model[site].isDismissable
  }

  private func computedRangeIsDeclared(_ id: ParameterID) -> Bool {
    model.properties.contains { $0.kind == .staysInRange(id) }
  }

  /// Donation counts saturate at one more than the largest constant any
  /// expression compares them with: every comparison `count op k` then has
  /// the same truth value on the counter as on the real count.
  private func donationCaps() -> [Int] {
    var caps = Array(repeating: 0, count: model.events.count)
    func visit(_ expression: Expression) {
      expression.forEach { node in
        guard case .binary(let op, let lhs, let rhs) = node.kind, op.isComparison else { return }
        for (side, other) in [(lhs, rhs), (rhs, lhs)] {
          if case .donationCount(.event(let id)) = side.kind, let k = Self.constant(other) {
            caps[id.index] = max(caps[id.index], k + 1)
          }
        }
      }
    }
    model.allExpressions.forEach(visit)
    return caps
  }

  /// A tip without maxDisplayCount counts its displays up to one more than
  /// the largest constant `displayCount(T)` is compared with (at least 1,
  /// "shown"), the same exact abstraction as donation counts.
  private func displayCaps() -> [Int] {
    var caps = Array(repeating: 1, count: model.tips.count)
    model.allExpressions.forEach { expression in
      expression.forEach { node in
        guard case .binary(let op, let lhs, let rhs) = node.kind, op.isComparison else { return }
        for (side, other) in [(lhs, rhs), (rhs, lhs)] {
          if case .tip(.tip(let tip), .displayCount) = side.kind, let k = Self.constant(other) {
            caps[tip.index] = max(caps[tip.index], k + 1)
          }
        }
      }
    }
    return caps
  }

  static func constant(_ expression: Expression) -> Int? {
    switch expression.kind {
    case .literal(.int(let value)): value
    case .negate(let inner): constant(inner).map { -$0 }
    default: nil
    }
  }

  /// The reasons each tip can be invalidated with in this model; a tip that
  /// can never be invalidated needs no invalidation bits.
  func possibleInvalidations() -> [Set<InvalidationReason>] {
    var reasons = Array(repeating: Set<InvalidationReason>(), count: model.tips.count)
    for tip in model.tipIDs where model[tip].maxDisplayCount != nil {
      reasons[tip.index].insert(.displayCountExceeded)
    }
    for tip in model.tipIDs where model[tip].maxDisplayDuration != nil {
      reasons[tip.index].insert(.displayDurationExceeded)
    }
    for context in model.effectContexts {
      TutorialModel.forEachEffect(in: context.effects) { effect in
        if case .invalidate(.tip(let tip), let reason) = effect.kind { reasons[tip.index].insert(reason) }
      }
    }
    return reasons
  }
}
