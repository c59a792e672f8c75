import TipModel

/// Rules of docs/semantics.md that Apple does not document, each with the
/// reading TipCheck takes by default and a plausible other one. `tipcheck
/// verify --readings all` checks every property under each combination of
/// the readings a model's constructs touch, so a verdict can say whether it
/// depends on one (docs/semantics.md, "Readings").
public enum Reading: String, CaseIterable, Sendable, Comparable {
  /// S12: a group member shown by a site of its own waits for its group
  /// (by default it does not).
  case groupGatesDirectMembers = "S12"
  /// S16: each site's appearance of a tip is a display of its own (by
  /// default one display is the tip's, across sites).
  case displayPerSite = "S16"

  /// In the order of the rules (S7 before S12).
  public static func < (a: Reading, b: Reading) -> Bool { a.ruleNumber < b.ruleNumber }

  var ruleNumber: Int { Int(rawValue.dropFirst()) ?? 0 }

  /// The other reading, as a sentence.
  public var alternative: String {
    switch self {
    case .groupGatesDirectMembers: "a group member shown by a site of its own waits for its group"
    case .displayPerSite: "each site's appearance of a tip counts as a display"
    }
  }

  /// Whether the model has what the reading is about: otherwise both
  /// readings give the same transition system and it is skipped.
  public func applies(to model: TutorialModel) -> Bool {
    switch self {
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
    case .groupGatesDirectMembers: changed.groupsGateDirectMembers.toggle()
    case .displayPerSite: changed.displaysPerSite.toggle()
    }
    return changed
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
