/// `Tips.ConfigurationOption.displayFrequency`.
public enum DisplayFrequency: String, Hashable, Sendable, CaseIterable {
  case immediate, hourly, daily, weekly, monthly
}

/// Two popovers anchored to the same view (S30).
public enum PopoversPerAnchor: String, Hashable, Sendable, CaseIterable {
  /// Both show (TipCheck's default reading).
  case all
  /// One at a time: the one showing stays until it goes; of several that
  /// would start together, the first declared shows.
  case firstDeclaredFirst
  /// One at a time, the last declared first.
  case lastDeclaredFirst
}

/// The app-wide settings and which environment moves the checker considers.
public struct Configuration: Hashable, Sendable {
  public var displayFrequency: DisplayFrequency
  /// The user can quit and relaunch the app.
  public var relaunch: Bool
  /// Tapping outside a popover dismisses it (sites may opt out).
  public var dismissOutside: Bool
  /// Time can pass (ends the display-frequency wait); nil means "on when the
  /// frequency is not immediate".
  public var timePasses: Bool?
  /// A group member shown by a site outside its group waits for the group.
  public var groupsGateDirectMembers: Bool
  /// While a popover is on screen, the only possible taps are on it or
  /// outside it (which dismisses it).
  public var popoversBlockInteraction: Bool
  /// The app calls `Tips.configure()` at launch. Without it TipKit shows no
  /// tip at all (S26).
  public var tipsConfigured = true
  /// The app calls `Tips.resetDatastore()` at every launch: each launch
  /// starts TipKit afresh (S27).
  public var resetsAtLaunch = false
  /// S16's other reading: each site's appearance of a tip is a display of
  /// its own (TipKit may count per view); by default a display is the tip's.
  public var displaysPerSite = false
  /// S7's other reading: under a non-immediate display frequency, every
  /// never-shown tip that becomes eligible in the same step appears, not
  /// exactly one of them.
  public var frequencyAdmitsEveryNewTip = false
  /// S11's other reading: a `.firstAvailable` group keeps its current tip
  /// while that tip stays available, rather than switching to an earlier
  /// member that becomes available.
  public var firstAvailableKeepsCurrentTip = false
  /// S17's other reading: a tip's status is invalidated
  /// (`.displayCountExceeded`) as soon as its `maxDisplayCount`-th display
  /// starts, so groups and status checks move on at once; the sites
  /// showing it keep it until that display ends.
  public var displayCountInvalidatesAtStart = false
  /// S30: whether popovers on one anchor show together or one at a time.
  public var popoversPerAnchor = PopoversPerAnchor.all
  /// TipKit's testing overrides, called at launch (S29):
  /// `Tips.showAllTipsForTesting()`, `hideAllTipsForTesting()`,
  /// `showTipsForTesting([…])`, `hideTipsForTesting([…])`.
  public var testingShowsAll = false
  public var testingHidesAll = false
  public var testingShown: [TipID] = []
  public var testingHidden: [TipID] = []

  public init(
    displayFrequency: DisplayFrequency = .immediate, relaunch: Bool = true, dismissOutside: Bool = true,
    timePasses: Bool? = nil, groupsGateDirectMembers: Bool = false, popoversBlockInteraction: Bool = true
  ) {
    self.displayFrequency = displayFrequency
    self.relaunch = relaunch
    self.dismissOutside = dismissOutside
    self.timePasses = timePasses
    self.groupsGateDirectMembers = groupsGateDirectMembers
    self.popoversBlockInteraction = popoversBlockInteraction
  }

  /// Whether the "time passes" move exists.
  public var timeCanPass: Bool {
    displayFrequency != .immediate && (timePasses ?? true)
  }
}
