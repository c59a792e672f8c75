import TipModel

/// What must hold, besides a tip's rules and its not being invalidated,
/// for it to show at a site: the semantics' own conjuncts, each labelled by
/// the rule it comes from (docs/semantics.md), so that explanations name
/// them instead of restating TipKit's behaviour.
public enum ShowingCondition: Hashable, Sendable {
  /// S6: the display frequency holds a never-shown tip back while a period
  /// runs (S8: absent for a tip that ignores it).
  case displayFrequency(DisplayFrequency)
  /// S10: the site shows an ordered group's current tip, and the tip waits
  /// until every earlier member is invalidated.
  case waitsInOrderedGroup(GroupID, behind: [TipID])
  /// S11: the site shows a `.firstAvailable` group's current tip: the tip
  /// only while no earlier member is available (under S11's other reading,
  /// `keepsCurrent`, also while it is the tip the group holds).
  case firstAvailableInGroup(GroupID, behind: [TipID], keepsCurrent: Bool)
  /// S12's other reading: a site of its own shows a group member only while
  /// it is the current tip of each of these groups.
  case gatedByGroups([GroupID])
  /// S13: the site is mounted only while its screen is on display.
  case onScreen(ScreenID)
  /// S13: the site is mounted only while its condition holds.
  case mountedWhile(Expression)
  /// S30's other readings: the site shares its anchor with these popovers,
  /// and one of them shows at a time.
  case sharesAnchor(with: [SiteID])
}

extension TransitionSystem {
  /// The conditions on a tip's status beyond its rules and its validity.
  public func availabilityConditions(of tip: TipID) -> [ShowingCondition] {
    let frequency = model.configuration.displayFrequency
    guard frequency != .immediate, !model[tip].ignoresDisplayFrequency else { return [] }
    return [.displayFrequency(frequency)]
  }

  /// The conditions under which `site` shows `tip`, once the tip is
  /// available.
  public func showingConditions(at site: SiteID, of tip: TipID) -> [ShowingCondition] {
    var conditions: [ShowingCondition] = []
    switch model[site].content {
    case .tip:
      let groups = model.groups(containing: tip)
      if model.configuration.groupsGateDirectMembers, !groups.isEmpty { conditions.append(.gatedByGroups(groups)) }
    case .groupCurrent(let group), .groupCurrentAs(let group, _):
      let members = model[group].members
      let behind = members.firstIndex(of: tip).map { Array(members[..<$0]) } ?? []
      switch model[group].priority {
      case .ordered: conditions.append(.waitsInOrderedGroup(group, behind: behind))
      case .firstAvailable:
        conditions.append(
          .firstAvailableInGroup(group, behind: behind, keepsCurrent: model.configuration.firstAvailableKeepsCurrentTip))
      }
    }
    if let screen = model[site].screen { conditions.append(.onScreen(screen)) }
    if let condition = model[site].condition { conditions.append(.mountedWhile(condition)) }
    if model.configuration.popoversPerAnchor != .all,
      let anchor = model.popoverSitesSharingAnAnchor().first(where: { $0.contains(site) })
    {
      conditions.append(.sharesAnchor(with: anchor.filter { $0 != site }))
    }
    return conditions
  }
}
