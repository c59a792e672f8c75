import TipModel

/// Rules of docs/semantics.md that Apple does not document, each with the
/// reading TipCheck takes by default and a plausible other one. `tipcheck
/// verify --readings all` checks every property under each combination of
/// the readings a model's constructs touch, so a verdict can say whether it
/// depends on one (docs/semantics.md, "Readings").
public enum Reading: String, CaseIterable, Sendable, Comparable {
  /// S7: under a display frequency, every never-shown tip that becomes
  /// eligible in one step appears (by default exactly one does).
  case frequencyAdmitsEveryNewTip = "S7"
  /// S11: a `.firstAvailable` group keeps its current tip while it stays
  /// available (by default an earlier member that becomes available takes
  /// its place).
  case firstAvailableKeepsCurrentTip = "S11"
  /// S12: a group member shown by a site of its own waits for its group
  /// (by default it does not).
  case groupGatesDirectMembers = "S12"
  /// S16: each site's appearance of a tip is a display of its own (by
  /// default one display is the tip's, across sites).
  case displayPerSite = "S16"
  /// S17: a tip is invalidated when its last display starts (by default
  /// when it ends).
  case displayCountInvalidatesAtStart = "S17"
  /// S30: popovers on one anchor show one at a time, the first declared
  /// first (by default they all show).
  case onePopoverPerAnchor = "S30a"
  /// S30: one at a time, the last declared first.
  case onePopoverPerAnchorLastFirst = "S30b"

  /// In the order of the rules (S7 before S12).
  public static func < (a: Reading, b: Reading) -> Bool { (a.ruleNumber, a.rawValue) < (b.ruleNumber, b.rawValue) }

  var ruleNumber: Int { Int(rawValue.dropFirst().prefix { $0.isNumber }) ?? 0 }

  /// Two other readings of one rule cannot hold together: the comparison
  /// never combines them.
  public func excludes(_ other: Reading) -> Bool {
    self != other && ruleNumber == other.ruleNumber
  }

  /// The other reading, as a sentence.
  public var alternative: String {
    switch self {
    case .frequencyAdmitsEveryNewTip: "every never-shown tip that becomes eligible at once appears, not just one"
    case .firstAvailableKeepsCurrentTip: "a .firstAvailable group keeps its current tip while it stays available"
    case .groupGatesDirectMembers: "a group member shown by a site of its own waits for its group"
    case .displayPerSite: "each site's appearance of a tip counts as a display"
    case .displayCountInvalidatesAtStart:
      "maxDisplayCount invalidates a tip as its last display starts (groups move on at once), not as it ends"
    case .onePopoverPerAnchor: "popovers on one anchor show one at a time, the first declared first"
    case .onePopoverPerAnchorLastFirst: "popovers on one anchor show one at a time, the last declared first"
    }
  }

  /// Whether the model has what the reading is about: otherwise both
  /// readings give the same transition system and it is skipped.
  public func applies(to model: TutorialModel) -> Bool {
    switch self {
    case .frequencyAdmitsEveryNewTip:
      // Two tips the frequency holds back, each with a site.
      guard model.configuration.displayFrequency != .immediate else { return false }
      let held = model.tipIDs.filter { tip in
        !model[tip].ignoresDisplayFrequency && model.siteIDs.contains { model.tips(presentableAt: $0).contains(tip) }
      }
      return held.count > 1
    case .firstAvailableKeepsCurrentTip:
      return model.groups.contains { $0.priority == .firstAvailable && $0.members.count > 1 }
    case .onePopoverPerAnchor, .onePopoverPerAnchorLastFirst:
      return !model.popoverSitesSharingAnAnchor().isEmpty
    case .displayCountInvalidatesAtStart:
      // The status of a tip in its last display differs: it matters where
      // a group or a status check reads it.
      let statusRead = Self.tipsWhoseStatusIsRead(in: model)
      return model.tipIDs.contains { tip in
        model[tip].maxDisplayCount != nil && model.testingOverride(of: tip) != true
          && (!model.groups(containing: tip).isEmpty || statusRead.contains(tip))
      }
    case .groupGatesDirectMembers:
      return model.siteIDs.contains { site in
        if case .tip(let tip) = model[site].content { return !model.groups(containing: tip).isEmpty }
        return false
      }
    case .displayPerSite:
      // Display counts matter only when something reads them, and differ
      // only for a tip that more than one site can show.
      let read = Self.tipsWhoseDisplayCountIsRead(in: model)
      return model.tipIDs.contains { tip in
        let sites = model.siteIDs.filter { model.tips(presentableAt: $0).contains(tip) }.count
        return sites > 1 && (model[tip].maxDisplayCount != nil || read.contains(tip))
      }
    }
  }

  /// The model's configuration under the other reading.
  public func alternative(of configuration: Configuration) -> Configuration {
    var changed = configuration
    switch self {
    case .frequencyAdmitsEveryNewTip: changed.frequencyAdmitsEveryNewTip.toggle()
    case .firstAvailableKeepsCurrentTip: changed.firstAvailableKeepsCurrentTip.toggle()
    case .groupGatesDirectMembers: changed.groupsGateDirectMembers.toggle()
    case .displayPerSite: changed.displaysPerSite.toggle()
    case .displayCountInvalidatesAtStart: changed.displayCountInvalidatesAtStart.toggle()
    case .onePopoverPerAnchor:
      changed.popoversPerAnchor = changed.popoversPerAnchor == .all ? .firstDeclaredFirst : .all
    case .onePopoverPerAnchorLastFirst:
      changed.popoversPerAnchor = changed.popoversPerAnchor == .all ? .lastDeclaredFirst : .all
    }
    return changed
  }

  /// The configuration with each of `readings` switched to its other
  /// semantics.
  public static func configuration(_ configuration: Configuration, under readings: [Reading]) -> Configuration {
    readings.reduce(configuration) { $1.alternative(of: $0) }
  }

  /// The tips whose status some expression or `order` property reads.
  static func tipsWhoseStatusIsRead(in model: TutorialModel) -> Set<TipID> {
    var read: Set<TipID> = []
    for expression in model.allExpressions {
      expression.forEach { node in
        switch node.kind {
        case .tip(.tip(let tip), .available), .tip(.tip(let tip), .pending), .tip(.tip(let tip), .invalidated):
          read.insert(tip)
        case .groupCurrent(let group, _):
          read.formUnion(model[group].members)
        default: break
        }
      }
    }
    for property in model.properties {
      if case .order(let tips) = property.kind { read.formUnion(tips) }
    }
    return read
  }

  /// The tips some expression asks `displayCount(T)` of, in one pass.
  static func tipsWhoseDisplayCountIsRead(in model: TutorialModel) -> Set<TipID> {
    var read: Set<TipID> = []
    for expression in model.allExpressions {
      expression.forEach { node in
        if case .tip(.tip(let tip), .displayCount) = node.kind { read.insert(tip) }
      }
    }
    return read
  }
}
