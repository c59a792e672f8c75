/// A TipKit tutorial as TipCheck understands it: what the front ends
/// produce and the transition system compiles. Plain values; every cross
/// reference is an `EntityID`.
public struct TutorialModel: Hashable, Sendable {
  /// The file (or directory) the model was read from.
  public var name: String
  public var tips: [Tip] = []
  public var holders: [Holder] = []
  public var parameters: [Parameter] = []
  public var events: [Event] = []
  public var enums: [EnumType] = []
  public var groups: [TipGroup] = []
  public var styles: [TipStyle] = []
  public var screens: [Screen] = []
  public var sites: [Site] = []
  public var actions: [UserAction] = []
  /// Effects that run when a tip is invalidated (S28).
  public var invalidationHandlers: [InvalidationHandler] = []
  public var configuration = Configuration()
  public var properties: [PropertySpec] = []
  public var scenarios: [Scenario] = []

  public init(name: String) {
    self.name = name
  }

  public subscript(id: TipID) -> Tip { tips[id.index] }
  public subscript(id: ParameterID) -> Parameter { parameters[id.index] }
  public subscript(id: EventID) -> Event { events[id.index] }
  public subscript(id: GroupID) -> TipGroup { groups[id.index] }
  public subscript(id: StyleID) -> TipStyle { styles[id.index] }
  public subscript(id: ScreenID) -> Screen { screens[id.index] }
  public subscript(id: SiteID) -> Site { sites[id.index] }
  public subscript(id: UserActionID) -> UserAction { actions[id.index] }
  public subscript(id: EnumTypeID) -> EnumType { enums[id.index] }

  public var tipIDs: [TipID] { tips.indices.map(TipID.init) }
  public var siteIDs: [SiteID] { sites.indices.map(SiteID.init) }
  public var screenIDs: [ScreenID] { screens.indices.map(ScreenID.init) }
  public var groupIDs: [GroupID] { groups.indices.map(GroupID.init) }
  public var parameterIDs: [ParameterID] { parameters.indices.map(ParameterID.init) }
  public var eventIDs: [EventID] { events.indices.map(EventID.init) }
  public var actionIDs: [UserActionID] { actions.indices.map(UserActionID.init) }

  public func tip(named name: String) -> TipID? {
    tips.firstIndex { $0.name == name }.map(TipID.init)
  }

  /// The screen shown at launch.
  public var initialScreen: ScreenID? {
    screens.firstIndex { $0.isInitial }.map(ScreenID.init)
  }

  /// Groups that list a tip as a member.
  public func groups(containing tip: TipID) -> [GroupID] {
    groupIDs.filter { self[$0].members.contains(tip) }
  }

  /// The tips a site can ever present.
  public func tips(presentableAt site: SiteID) -> [TipID] {
    switch self[site].content {
    case .tip(let tip): [tip]
    case .groupCurrent(let group): self[group].members
    case .groupCurrentAs(let group, let tip): self[group].members.contains(tip) ? [tip] : []
    }
  }

  /// Popover sites anchored to one view, in declaration order: popovers
  /// with the same anchor text on the same screen (S30). Only groups of two
  /// or more.
  public func popoverSitesSharingAnAnchor() -> [[SiteID]] {
    var anchors: [[SiteID]] = []
    var position: [String: Int] = [:]
    for site in siteIDs where self[site].presentation == .popover {
      let key = "\(self[site].screen.map { String($0.index) } ?? "-")|\(self[site].label)"
      if let index = position[key] {
        anchors[index].append(site)
      } else {
        position[key] = anchors.count
        anchors.append([site])
      }
    }
    return anchors.filter { $0.count > 1 }
  }

  /// The style a site's buttons come from; nil is TipKit's built-in style.
  public func style(of site: SiteID) -> TipStyle? {
    self[site].style.map { self[$0.style] }
  }

  public func valueName(_ value: Int, of type: ValueType) -> String {
    switch type {
    case .bool: value != 0 ? "true" : "false"
    case .int: String(value)
    case .enumeration(let id):
      enums[id.index].cases.indices.contains(value) ? "." + enums[id.index].cases[value] : String(value)
    }
  }
}
